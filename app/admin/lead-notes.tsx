import { useId, useState, type FormEvent } from "react";
import { buttonVariants } from "~/components/ui/button";
import type { AdminCopy } from "~/content/en/admin";
import { cn } from "~/lib/cn";
import { MAX_NOTE_LENGTH, type LeadJson, type NoteJson } from "@shared/admin-api";
import { adminApi, AdminApiError } from "./api";
import { useCan } from "./team/can";

const textareaClass = "w-full rounded-xl border border-line bg-surface p-3 text-sm leading-relaxed";

/**
 * The owner's notes on a lead, under its message (issue 39): oldest first, each with its time,
 * edited in place or deleted; a new one below. Text only: React writes a note as a text node.
 */
export function LeadNotes({
  lead,
  copy,
  locale,
  onChanged,
}: {
  lead: LeadJson;
  copy: AdminCopy;
  locale: string;
  /** After any change: the detail reloads the lead with its notes. */
  onChanged: () => Promise<void>;
}) {
  const id = useId();
  const t = copy.notes;
  const [editing, setEditing] = useState<string | null>(null);
  // A viewer reads the notes; writing, editing and deleting one is a consultant's (issue 50).
  const canAdd = useCan("POST /api/admin/leads/:id/notes");
  const canEdit = useCan("PATCH /api/admin/leads/:id/notes/:noteId");
  const canRemove = useCan("DELETE /api/admin/leads/:id/notes/:noteId");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const when = (iso: string) => new Date(iso).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" });

  const run = async (change: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await change();
      await onChanged();
      return true;
    } catch (failure) {
      const full = failure instanceof AdminApiError && failure.code === "BAD_REQUEST" && failure.status === 400;
      setError(full ? t.full : t.failed);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body = String(new FormData(form).get("body") ?? "").trim();
    if (body === "") return;
    if (await run(() => adminApi.addNote(lead.id, body))) form.reset();
  };

  const save = async (event: FormEvent<HTMLFormElement>, note: NoteJson) => {
    event.preventDefault();
    const body = String(new FormData(event.currentTarget).get("body") ?? "").trim();
    if (body === "") return;
    if (await run(() => adminApi.editNote(lead.id, note.id, body))) setEditing(null);
  };

  const notes = lead.notes ?? [];
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6">
      <h3 id={`${id}-title`} className="text-sm font-semibold text-muted">
        {t.title}
      </h3>
      {notes.length === 0 ? <p className="mt-2 text-sm text-muted">{t.empty}</p> : null}
      <ol className="mt-2 space-y-3">
        {notes.map((note) => (
          <li key={note.id} className="rounded-xl border border-line p-3 text-sm">
            <p className="text-xs text-muted">
              <time dateTime={note.createdAt}>{when(note.createdAt)}</time>
              {note.updatedAt === note.createdAt ? null : ` · ${t.edited} ${when(note.updatedAt)}`}
            </p>
            {editing === note.id ? (
              <form onSubmit={(event) => void save(event, note)} className="mt-2 space-y-2">
                <label htmlFor={`${id}-${note.id}`} className="sr-only">
                  {t.editLabel}
                </label>
                <textarea
                  id={`${id}-${note.id}`}
                  name="body"
                  required
                  rows={3}
                  maxLength={MAX_NOTE_LENGTH}
                  defaultValue={note.body}
                  className={textareaClass}
                />
                <div className="flex flex-wrap gap-2">
                  <button type="submit" disabled={busy} className={buttonVariants()}>
                    {t.save}
                  </button>
                  <button
                    type="button"
                    onClick={() => setEditing(null)}
                    className={buttonVariants({ variant: "secondary" })}
                  >
                    {t.cancel}
                  </button>
                </div>
              </form>
            ) : (
              <>
                <p className="mt-1 break-words whitespace-pre-wrap">{note.body}</p>
                <div className="mt-2 flex flex-wrap gap-2 empty:hidden">
                  {canEdit ? (
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => setEditing(note.id)}
                      aria-label={t.edit(when(note.createdAt))}
                      className={buttonVariants({ variant: "secondary" })}
                    >
                      {t.editButton}
                    </button>
                  ) : null}
                  {canRemove ? (
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => void run(() => adminApi.deleteNote(lead.id, note.id))}
                      aria-label={t.remove(when(note.createdAt))}
                      className={cn(
                        buttonVariants({ variant: "secondary" }),
                        "text-danger hover:border-danger hover:text-danger",
                      )}
                    >
                      {t.removeButton}
                    </button>
                  ) : null}
                </div>
              </>
            )}
          </li>
        ))}
      </ol>
      {canAdd ? (
        <form onSubmit={(event) => void add(event)} className="mt-3 space-y-2">
          <label htmlFor={`${id}-new`} className="block text-sm font-semibold">
            {t.label}
          </label>
          <textarea
            id={`${id}-new`}
            name="body"
            required
            rows={3}
            maxLength={MAX_NOTE_LENGTH}
            aria-describedby={`${id}-hint`}
            className={textareaClass}
          />
          <p id={`${id}-hint`} className="text-xs text-muted">
            {t.hint}
          </p>
          <button type="submit" disabled={busy} className={buttonVariants({ variant: "secondary" })}>
            {t.add}
          </button>
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
