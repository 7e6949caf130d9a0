import { useId, useMemo, useState, type FormEvent } from "react";
import { buttonVariants } from "~/components/ui/button";
import type { AdminTeamCopy } from "~/content/en/admin-team";
import { controlVariants } from "~/forms/form-controls";
import { LANGUAGES, NATIVE_NAMES, LANGUAGE_TAGS, type Language } from "@shared/languages";
import type { PersonReply } from "@shared/team";
import { zoneName } from "@shared/zone-name";
import { teamApi } from "./api";

/**
 * Every zone this browser knows, the person's own among them even if it does not, each as a
 * person finds it: its place, then its name and offset today ("Sao Paulo · Brasilia Time (UTC−3)"),
 * never the bare identifier ("America/Sao_Paulo"). In the identifiers' order, by continent, as
 * operating systems list them.
 */
function zoneOptions(own: string, locale: string): { zone: string; label: string }[] {
  const known = Intl.supportedValuesOf("timeZone");
  const now = new Date();
  return (known.includes(own) ? known : [own, ...known]).map((zone) => ({
    zone,
    label: `${(zone.split("/").at(-1) ?? zone).replaceAll("_", " ")} · ${zoneName(zone, locale, now)}`,
  }));
}

/**
 * "My account" (issue 50): the language and time zone every page and e-mail to the person
 * follows, and whether they get new-lead alerts and the Monday e-mail. Saved with PATCH
 * /api/admin/me; the console switches to the saved language at once.
 */
export function AccountForm({
  copy,
  person,
  onSaved,
}: {
  copy: AdminTeamCopy;
  person: PersonReply;
  onSaved: (person: PersonReply) => void;
}) {
  const id = useId();
  const [state, setState] = useState<"idle" | "saving" | "saved" | "failed">("idle");
  // Some 400 names, written once per language rather than on every keystroke's render.
  const zones = useMemo(
    () => zoneOptions(person.timeZone, LANGUAGE_TAGS[person.language]),
    [person.timeZone, person.language],
  );

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const changes = {
      language: data.get("language") as Language,
      timeZone: String(data.get("timeZone")),
      newLeadAlerts: data.get("newLeadAlerts") === "on",
      weeklyEmail: data.get("weeklyEmail") === "on",
    };
    setState("saving");
    try {
      await teamApi.changeMe(changes);
      setState("saved");
      onSaved({ ...person, ...changes });
    } catch {
      setState("failed");
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div className="space-y-2">
        <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight">
          {copy.account.title}
        </h2>
        <p className="max-w-3xl text-muted">{copy.account.intro}</p>
      </div>
      {/* Anew when the header's switch changes the language, so the menu shows the saved one. */}
      <form
        key={person.language}
        onSubmit={(event) => void save(event)}
        className="grid max-w-xl gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-6"
      >
        <div className="space-y-1.5">
          <label htmlFor={`${id}-language`} className="block text-sm font-semibold">
            {copy.account.language}
          </label>
          <select id={`${id}-language`} name="language" defaultValue={person.language} className={controlVariants()}>
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={LANGUAGE_TAGS[language]}>
                {NATIVE_NAMES[language]}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-zone`} className="block text-sm font-semibold">
            {copy.account.timeZone}
          </label>
          <select id={`${id}-zone`} name="timeZone" defaultValue={person.timeZone} className={controlVariants()}>
            {zones.map(({ zone, label }) => (
              <option key={zone} value={zone}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input
            type="checkbox"
            name="newLeadAlerts"
            defaultChecked={person.newLeadAlerts}
            className="size-5 accent-accent"
          />
          {copy.account.newLeadAlerts}
        </label>
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input
            type="checkbox"
            name="weeklyEmail"
            defaultChecked={person.weeklyEmail}
            className="size-5 accent-accent"
          />
          {copy.account.weeklyEmail}
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" disabled={state === "saving"} className={buttonVariants()}>
            {state === "saving" ? copy.account.saving : copy.account.save}
          </button>
          <p role="status" className="text-sm text-muted empty:hidden">
            {state === "saved" ? copy.account.saved : ""}
          </p>
        </div>
        {state === "failed" ? (
          <p role="alert" className="rounded-xl bg-danger/5 p-3 text-sm text-danger">
            {copy.account.failed}
          </p>
        ) : null}
      </form>
    </section>
  );
}
