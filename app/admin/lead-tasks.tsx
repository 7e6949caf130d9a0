import { useId, useState, type FormEvent } from "react";
import { buttonVariants } from "~/components/ui/button";
import type { AdminCopy } from "~/content/en/admin";
import { cn } from "~/lib/cn";
import { MAX_TASK_TEXT, type TaskJson } from "@shared/tasks";
import { adminApi, AdminApiError } from "./api";
import { formatDay } from "./follow-up";
import { useCan, usePersonZone } from "./team/can";

const fieldClass = "min-h-11 rounded-xl border border-line bg-surface px-3 text-sm";

/**
 * A lead's tasks in its detail (issue 51): the open ones by when they fall due, each marked done
 * or deleted; the done ones after, with who did them; a new one below (a day, maybe a time in the
 * person's zone). Text only: React writes a task as a text node.
 */
export function LeadTasks({
  leadId,
  tasks,
  copy,
  locale,
  onChanged,
}: {
  leadId: string;
  /** Null while they load, "failed" when they could not be read. */
  tasks: TaskJson[] | "failed" | null;
  copy: AdminCopy;
  locale: string;
  /** After any change: the tasks and the lead (its follow-up day) are read again. */
  onChanged: () => Promise<void>;
}) {
  const id = useId();
  const t = copy.tasks;
  const timeZone = usePersonZone();
  const canAdd = useCan("POST /api/admin/leads/:id/tasks");
  const canDone = useCan("POST /api/admin/leads/:id/tasks/:taskId/done");
  const canRemove = useCan("DELETE /api/admin/leads/:id/tasks/:taskId");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const when = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short", timeZone });
  const due = (task: TaskJson) => (task.at === null ? formatDay(task.on, locale) : when(task.at));

  const run = async (change: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await change();
      await onChanged();
      return true;
    } catch (failure) {
      const full = failure instanceof AdminApiError && failure.status === 400;
      setError(full ? t.full : t.failed);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = String(data.get("text") ?? "").trim();
    const on = String(data.get("on") ?? "");
    const at = String(data.get("at") ?? "");
    if (on === "") return;
    if (await run(() => adminApi.addTask(leadId, { text: text || null, on, at: at || null }))) form.reset();
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mt-6">
      <h3 id={`${id}-title`} className="text-sm font-semibold text-muted">
        {t.title}
      </h3>
      {tasks === null ? (
        <p className="mt-2 text-sm text-muted">{t.loading}</p>
      ) : tasks === "failed" ? (
        <p className="mt-2 text-sm text-danger">{t.failed}</p>
      ) : tasks.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t.empty}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {tasks.map((task) => {
            const text = task.text ?? t.defaultText;
            return (
              <li
                key={task.id}
                className={cn(
                  "flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-line p-3 text-sm",
                  task.doneAt !== null && "bg-wash",
                )}
              >
                <div className="min-w-0 flex-auto">
                  <p className={cn("font-semibold break-words", task.doneAt !== null && "text-muted line-through")}>
                    {text}
                  </p>
                  <p className="text-xs text-muted">
                    {task.doneAt === null
                      ? [t.due(due(task)), task.createdBy === null ? null : t.madeBy(task.createdBy)]
                          .filter(Boolean)
                          .join(" · ")
                      : task.doneBy === null
                        ? t.done(when(task.doneAt))
                        : t.doneBy(task.doneBy, when(task.doneAt))}
                  </p>
                </div>
                {task.doneAt === null && canDone ? (
                  <button
                    type="button"
                    disabled={busy}
                    aria-label={t.markDoneOf(text)}
                    onClick={() => void run(() => adminApi.completeTask(leadId, task.id))}
                    className={buttonVariants({ variant: "secondary" })}
                  >
                    {t.markDone}
                  </button>
                ) : null}
                {canRemove ? (
                  <button
                    type="button"
                    disabled={busy}
                    aria-label={t.removeOf(text)}
                    onClick={() => void run(() => adminApi.deleteTask(leadId, task.id))}
                    className={cn(buttonVariants({ variant: "secondary" }), "text-danger hover:text-danger")}
                  >
                    {t.remove}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {canAdd ? (
        <form onSubmit={(event) => void add(event)} className="mt-3 flex flex-wrap items-end gap-2">
          <div className="basis-full space-y-1.5">
            <label htmlFor={`${id}-text`} className="block text-sm font-semibold">
              {t.text}
            </label>
            <input
              id={`${id}-text`}
              name="text"
              maxLength={MAX_TASK_TEXT}
              placeholder={t.defaultText}
              className={cn(fieldClass, "w-full")}
            />
          </div>
          <div className="min-w-36 flex-auto space-y-1.5">
            <label htmlFor={`${id}-on`} className="block text-sm font-semibold">
              {t.on}
            </label>
            <input id={`${id}-on`} name="on" type="date" required className={cn(fieldClass, "w-full")} />
          </div>
          <div className="min-w-28 flex-auto space-y-1.5">
            <label htmlFor={`${id}-at`} className="block text-sm font-semibold">
              {t.at}
            </label>
            <input id={`${id}-at`} name="at" type="time" className={cn(fieldClass, "w-full")} />
          </div>
          <button type="submit" disabled={busy} className={buttonVariants()}>
            {t.add}
          </button>
          <p className="basis-full text-xs text-muted">{t.hint}</p>
        </form>
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </section>
  );
}
