import { useId, useState, type FormEvent } from "react";
import { buttonVariants } from "~/components/ui/button";
import type { AdminWebhooksCopy } from "~/content/en/admin-webhooks";
import { controlVariants } from "~/forms/form-controls";
import { AdminApiError } from "~/admin/api";
import {
  MAX_DESCRIPTION_LENGTH,
  MAX_URL_LENGTH,
  TARGET_PROBLEMS,
  WEBHOOK_EVENT_TYPES,
  type EndpointBody,
  type EndpointJson,
  type TargetProblem,
} from "@shared/webhooks";

const isProblem = (code: string): code is TargetProblem => (TARGET_PROBLEMS as readonly string[]).includes(code);

/**
 * Adds an endpoint, or edits one: URL, description, events, paused. A refused URL is explained
 * in the owner's language from the server's code.
 */
export function EndpointForm({
  copy,
  endpoint,
  onSave,
  onCancel,
}: {
  copy: AdminWebhooksCopy;
  endpoint?: EndpointJson;
  onSave: (body: EndpointBody) => Promise<void>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const events = WEBHOOK_EVENT_TYPES.filter((type) => data.get(type) === "on");
    if (events.length === 0) return setError(copy.form.noEvents);
    setSaving(true);
    setError(null);
    try {
      await onSave({
        url: String(data.get("url") ?? ""),
        description: String(data.get("description") ?? ""),
        events,
        state: data.get("paused") === "on" ? "paused" : "active",
      });
    } catch (failure) {
      const code = failure instanceof AdminApiError ? failure.code : "";
      setError(isProblem(code) ? copy.problems[code] : copy.form.failed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-6" noValidate>
      <h2 className="text-lg font-semibold">{endpoint ? copy.form.editTitle : copy.form.addTitle}</h2>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-url`} className="block text-sm font-semibold">
          {copy.form.url}
        </label>
        <input
          id={`${id}-url`}
          name="url"
          type="url"
          required
          maxLength={MAX_URL_LENGTH}
          defaultValue={endpoint?.url}
          placeholder="https://"
          aria-describedby={`${id}-url-hint`}
          aria-invalid={error !== null}
          className={controlVariants()}
        />
        <p id={`${id}-url-hint`} className="text-xs text-muted">
          {copy.form.urlHint}
        </p>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-description`} className="block text-sm font-semibold">
          {copy.form.description}
        </label>
        <input
          id={`${id}-description`}
          name="description"
          maxLength={MAX_DESCRIPTION_LENGTH}
          defaultValue={endpoint?.description}
          aria-describedby={`${id}-description-hint`}
          className={controlVariants()}
        />
        <p id={`${id}-description-hint`} className="text-xs text-muted">
          {copy.form.descriptionHint}
        </p>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">{copy.form.events}</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="flex min-h-11 items-center gap-3 text-sm">
              <input
                type="checkbox"
                name={type}
                defaultChecked={endpoint ? endpoint.events.includes(type) : true}
                className="size-5 accent-accent"
              />
              <span>
                {copy.events[type]} <code className="text-xs text-muted">{type}</code>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex min-h-11 items-center gap-3 text-sm font-semibold">
        <input
          type="checkbox"
          name="paused"
          defaultChecked={endpoint?.state === "paused"}
          className="size-5 accent-accent"
        />
        {copy.form.paused}
      </label>
      {error ? (
        <p role="alert" className="rounded-xl bg-danger/5 p-3 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={saving} className={buttonVariants()}>
          {saving ? copy.form.saving : endpoint ? copy.form.save : copy.form.add}
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel} className={buttonVariants({ variant: "secondary" })}>
            {copy.form.cancel}
          </button>
        ) : null}
      </div>
    </form>
  );
}
