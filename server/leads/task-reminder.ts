import type { SendMailOptions } from "nodemailer";
import * as v from "valibot";
import { formatDate } from "../../shared/call-time.js";
import { headerText } from "../mail/header-text.js";
import type { MailIdentity } from "../mail/mail-identity.js";
import { inboxLines, ownerEnvelope, ownerTime } from "../mail/owner-lines.js";
import type { OwnerReader } from "../mail/owner-readers.js";
import { typedLine } from "../mail/visitor-text.js";
import { taskMail as en } from "./copy/task-en.js";
import { taskMail as pt } from "./copy/task-pt.js";
import { leadMessageKind, leadReaders } from "./message-kinds.js";
import { replyAddress, type Lead } from "./repository.js";
import { findTask, queueTaskReminder, reminderMoment, TASK_REMINDER_KIND, type Task } from "./tasks.js";
import { withHtml } from "../mail/html/with-html.js";

const COPY = { en, pt };

const TaskReminderPayload = v.object({ taskId: v.string(), reminded: v.array(v.string()) });

/** A task's reminder as one reader reads it: the task, when, the lead, and its page. */
export function composeTaskReminder(lead: Lead, task: Task, mail: MailIdentity, reader: OwnerReader): SendMailOptions {
  const copy = COPY[reader.language];
  const text = task.text ?? copy.defaultText;
  const due =
    task.at === null
      ? copy.day(formatDate(reminderMoment(task, reader.timeZone), reader.timeZone, reader.language))
      : ownerTime(task.at, reader);
  const lines = [
    copy.intro,
    "",
    `${copy.task}: ${typedLine(text)}`,
    `${copy.due}: ${due}`,
    `${copy.lead}: ${typedLine(lead.name)}, ${typedLine(lead.company)} <${typedLine(replyAddress(lead))}>`,
    ...inboxLines(mail, reader, lead.id),
    "",
    copy.done,
  ];
  return withHtml(
    {
      ...ownerEnvelope(mail, reader),
      subject: copy.subject(headerText(text, 80), headerText(lead.company, 80)),
      text: `${lines.join("\n")}\n`,
    },
    reader.language,
  );
}

/**
 * A task's reminder (issue 51), to the lead's assignee or else everyone who gets its alerts, in
 * their language and zone, once each: at the task's time, or for a task for the day at 09:00 in
 * each reader's zone. It is first looked at when 09:00 of its day comes first anywhere; readers whose
 * 09:00 is still ahead get a message queued for the next of them, the ones reminded carried so no
 * one gets it twice. A moment that had passed when the task was made is no one's (a task for today
 * made at noon). A task done or deleted before its time sends nothing.
 */
export const taskReminderKind = leadMessageKind({
  kind: TASK_REMINDER_KIND,
  payload: TaskReminderPayload,
  async compose(lead, payload, context) {
    const task = await findTask(context.db, lead.id, payload.taskId);
    if (task === undefined) return { skipped: "the task is gone" };
    if (task.doneAt !== null) return { skipped: "the task was done" };
    if (lead.status === "spam") return { skipped: "the lead is marked spam" };
    const readers = (await leadReaders(lead, context)).filter((reader) => !payload.reminded.includes(reader.to));
    const now = context.now.getTime();
    const moment = (reader: OwnerReader) => reminderMoment(task, reader.timeZone).getTime();
    const ahead = readers.filter((reader) => moment(reader) > task.createdAt.getTime());
    const ripe = ahead.filter((reader) => moment(reader) <= now);
    const later = ahead.filter((reader) => moment(reader) > now);
    if (later.length > 0) {
      const next = new Date(Math.min(...later.map(moment)));
      const reminded = [...payload.reminded, ...ripe.map((reader) => reader.to)];
      await queueTaskReminder(context.db, task, next, reminded, context.now);
    }
    if (ripe.length === 0)
      return {
        skipped: later.length > 0 ? "its readers' 09:00 is still ahead" : "its time had passed when it was made",
      };
    return ripe.map((reader) => composeTaskReminder(lead, task, context.identity, reader));
  },
});
