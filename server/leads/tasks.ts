import type { Kysely } from "kysely";
import { Temporal } from "temporal-polyfill";
import type { LeadStage } from "../../shared/admin-api.js";
import { MAX_TASKS_PER_LEAD, type TaskJson } from "../../shared/tasks.js";
import { stripFormatCharacters } from "../../shared/format-characters.js";
import type { Database } from "../db/database.js";
import { queueMessage } from "../mail/outbox.js";
import { findLead } from "./repository.js";
import type { LeadTasksTable } from "./tables.js";

/** The kind of a task's reminder in the outbox: stored, never renamed. */
export const TASK_REMINDER_KIND = "owner-task-reminder";

/** The stages that end a lead's way: its open tasks are marked done, unless kept on purpose. */
const ENDING_STAGES: readonly LeadStage[] = ["won", "lost"];

/** The hour a task for the day is reminded of, in each reader's zone. */
const DAY_TASK_HOUR = 9;

/** One of a lead's tasks, with the names of who made it and who did it. */
export interface Task {
  id: string;
  leadId: string;
  text: string | null;
  on: string;
  at: Date | null;
  createdAt: Date;
  createdBy: string | null;
  createdByName: string | null;
  doneAt: Date | null;
  doneBy: string | null;
  doneByName: string | null;
}

type TaskRow = LeadTasksTable & { created_by_name: string | null; done_by_name: string | null };

const fromRow = (row: TaskRow): Task => ({
  id: row.id,
  leadId: row.lead_id,
  text: row.text,
  on: row.due_on,
  at: row.due_at === null ? null : new Date(row.due_at),
  createdAt: new Date(row.created_at),
  createdBy: row.created_by,
  createdByName: row.created_by_name,
  doneAt: row.done_at === null ? null : new Date(row.done_at),
  doneBy: row.done_by,
  doneByName: row.done_by_name,
});

export function taskJson(task: Task): TaskJson {
  return {
    id: task.id,
    text: task.text === null ? null : stripFormatCharacters(task.text),
    on: task.on,
    at: task.at?.toISOString() ?? null,
    createdAt: task.createdAt.toISOString(),
    createdBy: task.createdByName,
    doneAt: task.doneAt?.toISOString() ?? null,
    doneBy: task.doneByName,
  };
}

function selectTasks(db: Kysely<Database>) {
  return db
    .selectFrom("lead_tasks")
    .leftJoin("people as maker", "maker.id", "lead_tasks.created_by")
    .leftJoin("people as doer", "doer.id", "lead_tasks.done_by")
    .selectAll("lead_tasks")
    .select(["maker.name as created_by_name", "doer.name as done_by_name"]);
}

/** A lead's tasks: the open ones by when they fall due, then the done ones, the latest done first. */
export async function tasksOf(db: Kysely<Database>, leadId: string): Promise<Task[]> {
  const rows = await selectTasks(db).where("lead_tasks.lead_id", "=", leadId).execute();
  const tasks = rows.map(fromRow);
  const due = (task: Task) => `${task.on}${task.at?.toISOString() ?? "~"}`;
  const open = tasks.filter((task) => task.doneAt === null).sort((a, b) => due(a).localeCompare(due(b)));
  const done = tasks.filter((task) => task.doneAt !== null).sort((a, b) => b.doneAt!.getTime() - a.doneAt!.getTime());
  return [...open, ...done];
}

export async function findTask(db: Kysely<Database>, leadId: string, taskId: string): Promise<Task | undefined> {
  const row = await selectTasks(db)
    .where("lead_tasks.lead_id", "=", leadId)
    .where("lead_tasks.id", "=", taskId)
    .executeTakeFirst();
  return row && fromRow(row);
}

/**
 * `leads.follow_up_on` is the day of the lead's next open task: the lists, Today, the exports and
 * the Monday e-mail read it there. Kept by every change to a lead's tasks, in its transaction.
 */
async function keepNextDay(trx: Kysely<Database>, leadId: string): Promise<void> {
  const next = await trx
    .selectFrom("lead_tasks")
    .select((eb) => eb.fn.min("due_on").as("day"))
    .where("lead_id", "=", leadId)
    .where("done_at", "is", null)
    .executeTakeFirst();
  await trx
    .updateTable("leads")
    .set({ follow_up_on: (next?.day as string | null | undefined) ?? null })
    .where("id", "=", leadId)
    .execute();
}

/** The instant of a wall-clock time on a day in a zone; in a gap of the clocks, the time after it. */
function instantOf(day: string, time: string, timeZone: string): Date {
  const [hour, minute] = time.split(":").map(Number);
  const zoned = Temporal.PlainDate.from(day)
    .toPlainDateTime({ hour: hour!, minute: minute! })
    .toZonedDateTime(timeZone, { disambiguation: "later" });
  return new Date(zoned.epochMilliseconds);
}

/** When a task's reminder goes to a reader in `timeZone`: its time, else 09:00 of its day there. */
export function reminderMoment(task: Pick<Task, "on" | "at">, timeZone: string): Date {
  return task.at ?? instantOf(task.on, `0${DAY_TASK_HOUR}:00`.slice(-5), timeZone);
}

/** A reminder's payload: its task, and the readers already reminded (a task for the day goes zone by zone). */
export interface TaskReminderPayload {
  taskId: string;
  reminded: string[];
}

/** The zone where 09:00 comes first: a task for the day is first looked at then (task-reminder.ts). */
const FIRST_ZONE = "Pacific/Kiritimati";

/**
 * When a task's reminder is first looked at: its time, or the first 09:00 of its day anywhere
 * (each reader's own 09:00 is reached from there); never before `now`.
 */
function firstReminderMoment(task: Pick<Task, "on" | "at">, now: Date): Date {
  const first = reminderMoment(task, FIRST_ZONE);
  return first.getTime() < now.getTime() ? now : first;
}

/** Queues a task's reminder for `moment` under a fixed id: once, however often it is asked. */
export async function queueTaskReminder(
  trx: Kysely<Database>,
  task: Pick<Task, "id" | "leadId">,
  moment: Date,
  reminded: readonly string[],
  now: Date,
): Promise<boolean> {
  const payload: TaskReminderPayload = { taskId: task.id, reminded: [...reminded] };
  return queueMessage(
    trx,
    {
      id: `task-reminder-${task.id}-${moment.toISOString()}`,
      leadId: task.leadId,
      kind: TASK_REMINDER_KIND,
      mailbox: null,
      payload,
      dueAt: moment,
      deferred: true,
    },
    now,
  );
}

export type TaskRefusal = "not-found" | "too-many";

/**
 * Adds a task to a lead, made by `personId` in `timeZone` (where its day and time are read); its
 * reminder queued when mail is on (`remind`).
 */
export async function addTask(
  db: Kysely<Database>,
  input: {
    leadId: string;
    text: string | null;
    on: string;
    at: string | null;
    timeZone: string;
    personId: string | null;
    remind: boolean;
  },
  now = new Date(),
): Promise<Task | TaskRefusal> {
  const text = input.text?.trim() || null;
  const at = input.at === null ? null : instantOf(input.on, input.at, input.timeZone);
  return db.transaction().execute<Task | TaskRefusal>(async (trx) => {
    if ((await findLead(trx, input.leadId)) === undefined) return "not-found";
    const { count } = await trx
      .selectFrom("lead_tasks")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("lead_id", "=", input.leadId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_TASKS_PER_LEAD) return "too-many";
    const id = crypto.randomUUID();
    await trx
      .insertInto("lead_tasks")
      .values({
        id,
        lead_id: input.leadId,
        text,
        due_on: input.on,
        due_at: at?.toISOString() ?? null,
        created_at: now.toISOString(),
        created_by: input.personId,
        done_at: null,
        done_by: null,
      })
      .execute();
    await keepNextDay(trx, input.leadId);
    const task = (await findTask(trx, input.leadId, id))!;
    // A time already gone when it is made reminds no one (task-reminder.ts), so is not queued.
    if (input.remind && (task.at === null || task.at.getTime() > now.getTime()))
      await queueTaskReminder(trx, task, firstReminderMoment(task, now), [], now);
    return task;
  });
}

/** Marks a task done, by whom and when; one already done stays as it was. */
export async function completeTask(
  db: Kysely<Database>,
  leadId: string,
  taskId: string,
  personId: string | null,
  now = new Date(),
): Promise<Task | undefined> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable("lead_tasks")
      .set({ done_at: now.toISOString(), done_by: personId })
      .where("lead_id", "=", leadId)
      .where("id", "=", taskId)
      .where("done_at", "is", null)
      .execute();
    await keepNextDay(trx, leadId);
    return findTask(trx, leadId, taskId);
  });
}

/** Marks every open task of the lead done (it was won or lost, and kept none): how many. */
export async function completeOpenTasks(
  trx: Kysely<Database>,
  leadId: string,
  personId: string | null,
  now = new Date(),
): Promise<number> {
  const result = await trx
    .updateTable("lead_tasks")
    .set({ done_at: now.toISOString(), done_by: personId })
    .where("lead_id", "=", leadId)
    .where("done_at", "is", null)
    .executeTakeFirst();
  await keepNextDay(trx, leadId);
  return Number(result.numUpdatedRows);
}

/** Deletes a task (its reminder, found gone, is not sent); false when the lead holds no such task. */
export async function deleteTask(db: Kysely<Database>, leadId: string, taskId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom("lead_tasks")
      .where("lead_id", "=", leadId)
      .where("id", "=", taskId)
      .executeTakeFirst();
    await keepNextDay(trx, leadId);
    return Number(result.numDeletedRows) > 0;
  });
}

/**
 * The product's own follow-up (a call the owner cancelled): a task for `day` made by no one,
 * unless an open task already falls due by then.
 */
export async function followUpBy(db: Kysely<Database>, leadId: string, day: string, now = new Date()): Promise<void> {
  const sooner = await db
    .selectFrom("lead_tasks")
    .select("id")
    .where("lead_id", "=", leadId)
    .where("done_at", "is", null)
    .where("due_on", "<=", day)
    .executeTakeFirst();
  if (sooner !== undefined) return;
  await db
    .insertInto("lead_tasks")
    .values({
      id: crypto.randomUUID(),
      lead_id: leadId,
      text: null,
      due_on: day,
      due_at: null,
      created_at: now.toISOString(),
      created_by: null,
      done_at: null,
      done_by: null,
    })
    .execute();
  await keepNextDay(db, leadId);
}

/** Of `ids`, the leads a move to `stage` ends (won or lost, from another stage): their open tasks are asked about. */
export async function leadsEnding(db: Kysely<Database>, ids: readonly string[], stage: LeadStage): Promise<string[]> {
  if (!ENDING_STAGES.includes(stage) || ids.length === 0) return [];
  const rows = await db
    .selectFrom("leads")
    .select("id")
    .where("id", "in", [...new Set(ids)])
    .where("stage", "<>", stage)
    .execute();
  return rows.map((row) => row.id);
}
