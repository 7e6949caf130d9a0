import type { FormKind } from "@shared/lead-forms";
import { saveDraft } from "./drafts";

/**
 * Issue 27, point 6: under load a form island can hydrate seconds after it is shown. A submit
 * before then is the browser's own POST; when it fails on the network, the browser's error page
 * replaces the form, and what was typed is gone, since the draft is saved by the island's input
 * handler, which was not there yet. The page's own script (app/scripts/shell.ts) registers this
 * from the start: a form that the island does not handle yet (no `data-ready`) leaves its text in
 * the draft before it goes, and the island puts it back when the visitor returns. The browser's
 * POST itself still goes, so a visitor whose JavaScript never arrives still reaches the owner.
 */
export function keepDraftOfNativeSubmit(event: Event): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || form.hasAttribute("data-ready")) return;
  const kind = form.dataset["form"];
  if (kind !== "consulting" && kind !== "discovery") return;
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (!name.startsWith("_") && typeof value === "string") values[name] = value;
  }
  saveDraft(kind satisfies FormKind, values);
}
