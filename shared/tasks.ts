/**
 * A lead's tasks (issue 51, point 6): what the team has to do next for a lead, with a day and an
 * optional time, a reminder e-mail when it falls due, and "done". They took the place of the bare
 * follow-up date (docs/decisions/177-follow-ups-became-tasks.md).
 */
import * as v from "valibot";

/** The longest task text: a line saying what to do, not a note (notes hold the rest). */
export const MAX_TASK_TEXT = 300;
/** How many tasks one lead may hold, done ones included: each open one mails its reminder. */
export const MAX_TASKS_PER_LEAD = 50;

// eslint-disable-next-line no-control-regex -- control characters (a line break among them) are what is refused.
const ONE_LINE = /^[^\u0000-\u001f\u007f]*$/;

/** A calendar day, `2026-12-03`, in the zone of the person who wrote it. */
const calendarDay = v.pipe(v.string(), v.isoDate());
/** A wall-clock time, `14:30`. */
const clockTime = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

/** `POST /api/admin/leads/:id/tasks`: no text is the default ("Follow up"), shown in the reader's language. */
export const newTaskBody = v.strictObject({
  text: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(MAX_TASK_TEXT), v.regex(ONE_LINE)))),
  on: calendarDay,
  /** In the zone of the person making it; none: a task for the day, reminded at 09:00. */
  at: v.optional(v.nullable(clockTime)),
});
export type NewTaskBody = v.InferOutput<typeof newTaskBody>;

const someId = v.pipe(v.string(), v.maxLength(64), v.regex(ONE_LINE));
export const taskParams = v.object({ id: someId, taskId: someId });

/** One task as the console shows it. */
export const taskJson = v.strictObject({
  id: v.string(),
  /** Null: the default text ("Follow up" / "Retomar contato"), in the console's language. */
  text: v.nullable(v.string()),
  /** Its day, in the zone of whoever made it. */
  on: calendarDay,
  /** Its moment, when it has a time; null for a task for the day. */
  at: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  /** Who made it; null when the product did (a follow-up from before tasks, a call the owner cancelled). */
  createdBy: v.nullable(v.string()),
  doneAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  doneBy: v.nullable(v.string()),
});
export type TaskJson = v.InferOutput<typeof taskJson>;

/** A lead's tasks: the open ones by when they are due, then the done ones, latest first. */
export const tasksReply = v.strictObject({ tasks: v.array(taskJson) });
export type TasksReply = v.InferOutput<typeof tasksReply>;

/** What to do with a lead's open tasks as it is won or lost: done with it, or kept on purpose. */
export const OPEN_TASK_CHOICES = ["done", "keep"] as const;
export type OpenTaskChoice = (typeof OPEN_TASK_CHOICES)[number];
