import { useId, useState, type FormEvent } from "react";
import { buttonVariants } from "~/components/ui/button";
import type { AdminTeamCopy } from "~/content/en/admin-team";
import { controlVariants } from "~/forms/form-controls";
import { LANGUAGES, type Language } from "@shared/languages";
import { ROLES, type Role } from "@shared/team";
import { teamApi } from "./api";
import { InvitationLink } from "./invitation-link";
import { errorText } from "./error-text";

/**
 * An owner's "Invite": e-mail, name, role and the language of the person's console and e-mails.
 * The person starts in the inviting owner's zone and changes it on "My account". What was typed
 * stays in the form when the server refuses it.
 */
export function InviteForm({
  copy,
  language,
  timeZone,
  onInvited,
}: {
  copy: AdminTeamCopy;
  language: Language;
  timeZone: string;
  onInvited: () => void;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ email: string; link: string } | null>(null);
  const [error, setError] = useState<unknown>(null);

  async function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get("email")).trim();
    setBusy(true);
    setSent(null);
    setError(null);
    try {
      const { link } = await teamApi.invite({
        email,
        name: String(data.get("name")).trim(),
        role: data.get("role") as Role,
        language: data.get("language") as Language,
        timeZone,
      });
      form.reset();
      setSent({ email, link });
      onInvited();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  }

  const t = copy.team.invite;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div className="space-y-1">
        <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight">
          {t.title}
        </h2>
        <p className="max-w-3xl text-muted">{t.hint}</p>
      </div>
      <form
        onSubmit={(event) => void invite(event)}
        className="grid max-w-3xl gap-4 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-2 sm:p-6"
      >
        <div className="space-y-1.5">
          <label htmlFor={`${id}-email`} className="block text-sm font-semibold">
            {t.email}
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="off"
            aria-invalid={error !== null}
            className={controlVariants()}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-name`} className="block text-sm font-semibold">
            {t.name}
          </label>
          <input
            id={`${id}-name`}
            name="name"
            required
            maxLength={100}
            autoComplete="off"
            className={controlVariants()}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-role`} className="block text-sm font-semibold">
            {t.role}
          </label>
          <select id={`${id}-role`} name="role" defaultValue="consultant" className={controlVariants()}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {copy.roles[role]}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-language`} className="block text-sm font-semibold">
            {t.language}
          </label>
          <select id={`${id}-language`} name="language" defaultValue={language} className={controlVariants()}>
            {LANGUAGES.map((option) => (
              <option key={option} value={option}>
                {copy.languages[option]}
              </option>
            ))}
          </select>
        </div>
        {error === null ? null : (
          <p role="alert" className="rounded-xl bg-danger/5 p-3 text-sm text-danger sm:col-span-2">
            {errorText(copy, error)}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <button type="submit" disabled={busy} className={buttonVariants()}>
            {busy ? t.submitting : t.submit}
          </button>
          <p role="status" className="text-sm text-muted empty:hidden">
            {sent === null ? "" : t.sent(sent.email)}
          </p>
        </div>
        {sent === null ? null : (
          <div className="sm:col-span-2">
            <InvitationLink copy={copy} link={sent.link} />
          </div>
        )}
      </form>
    </section>
  );
}
