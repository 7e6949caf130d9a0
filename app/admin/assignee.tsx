import { useEffect, useId, useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import { adminAssignee as en } from "~/content/en/admin-assignee";
import { adminAssignee as pt } from "~/content/pt/admin-assignee";
import type { LeadJson } from "@shared/admin-api";
import type { Language } from "@shared/languages";
import { adminApi } from "./api";

const COPY = { en, pt };

/**
 * Whose lead (issue 50), in its detail: whether it is the signed-in person's, another's or
 * nobody's, and the one change that person can make: take it, or let it go.
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
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    adminApi.session().then(
      (session) => setMe(session.person),
      () => setMe(undefined),
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
  const state = mine ? t.yours : lead.assignedTo === null ? t.nobody : t.someoneElse;
  // A viewer changes nothing: the server refuses them too.
  const mayChange = me !== undefined && me.role !== "viewer";
  return (
    <section aria-labelledby={`${id}-label`} className="mt-6 space-y-2">
      <h3 id={`${id}-label`} className="text-sm font-semibold">
        {t.label}
      </h3>
      <p className="text-sm">{state}</p>
      {mayChange ? (
        <div className="flex flex-wrap gap-2">
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
