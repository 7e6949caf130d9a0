import { useEffect, useId, useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import { adminAssignee as en } from "~/content/en/admin-assignee";
import { adminAssignee as pt } from "~/content/pt/admin-assignee";
import type { LeadJson } from "@shared/admin-api";
import type { Language } from "@shared/languages";
import type { ColleaguesReply } from "@shared/team";
import { adminApi } from "./api";
import { teamApi } from "./team/api";

const COPY = { en, pt };

type Colleague = ColleaguesReply["people"][number];

/**
 * Whose lead (issue 50), in its detail: whether it is the signed-in person's, whose else, or
 * nobody's; the person can take it or let it go, and give it to anyone on the team who works leads.
 */
export function AssigneeControl({
  lead,
  language,
  onChanged,
}: {
  lead: LeadJson;
  language: Language;
  onChanged: () => Promise<void>;
}) {
  const id = useId();
  const t = COPY[language];
  const [me, setMe] = useState<{ id: string; role: string } | undefined>();
  const [colleagues, setColleagues] = useState<Colleague[]>([]);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    adminApi.session().then(
      (session) => setMe(session.person),
      () => setMe(undefined),
    );
    teamApi.colleagues().then(
      (reply) => setColleagues(reply.people),
      () => setColleagues([]),
    );
  }, []);
  const assign = async (assignee: string | null) => {
    setBusy(true);
    setFailed(false);
    try {
      await adminApi.assign(lead.id, assignee);
      await onChanged();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const mine = me !== undefined && lead.assignedTo === me.id;
  const holder = colleagues.find((person) => person.id === lead.assignedTo);
  const state = mine
    ? t.yours
    : lead.assignedTo === null
      ? t.nobody
      : holder === undefined
        ? t.someoneElse
        : t.someoneNamed(holder.name);
  // A viewer changes nothing: the server refuses them too.
  const mayChange = me !== undefined && me.role !== "viewer";
  const others = colleagues.filter((person) => person.id !== me?.id);
  return (
    <section aria-labelledby={`${id}-label`} className="mt-6 space-y-2">
      <h3 id={`${id}-label`} className="text-sm font-semibold">
        {t.label}
      </h3>
      <p className="text-sm">{state}</p>
      {mayChange ? (
        <div className="flex flex-wrap items-end gap-2">
          {mine ? null : (
            <button
              type="button"
              disabled={busy}
              onClick={() => void assign(me.id)}
              className={buttonVariants({ variant: "secondary" })}
            >
              {t.take}
            </button>
          )}
          {lead.assignedTo === null ? null : (
            <button
              type="button"
              disabled={busy}
              onClick={() => void assign(null)}
              className={buttonVariants({ variant: "secondary" })}
            >
              {t.release}
            </button>
          )}
          {others.length > 0 ? (
            <label className="grid gap-1 text-sm font-semibold">
              {t.giveTo}
              <select
                disabled={busy}
                // Reset after each choice: the line above says whose it now is.
                value=""
                onChange={(event) => {
                  if (event.target.value !== "") void assign(event.target.value);
                }}
                className="min-h-11 rounded-lg border border-line bg-surface px-3 font-normal"
              >
                <option value="">{t.choose}</option>
                {others.map((person) => (
                  <option key={person.id} value={person.id} disabled={person.id === lead.assignedTo}>
                    {person.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
      ) : null}
      {failed ? (
        <p role="alert" className="text-sm text-danger">
          {t.failed}
        </p>
      ) : null}
    </section>
  );
}
