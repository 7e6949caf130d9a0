/**
 * A task's reminder e-mail to the team (issue 51), in English: the source of its type.
 */
import type { Translation } from "../../../shared/translation.js";

const source = {
  /** A task with no text of its own. */
  defaultText: "Follow up",
  subject: (task: string, company: string) => `Task due: ${task} (${company})`,
  intro: "A task on one of your leads is due:",
  task: "Task",
  due: "Due",
  /** A task for the day: its day as the reader reads it. */
  day: (day: string) => `${day}, during the day`,
  lead: "Lead",
  done: "Mark it done on the lead's page once it is done; a task done before its time sends no reminder.",
};

export type TaskMailCopy = Translation<typeof source>;
export const taskMail: TaskMailCopy = source;
