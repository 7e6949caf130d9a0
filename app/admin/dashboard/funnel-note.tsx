import type { AdminCopy } from "~/content/en/admin";
import type { FiguresJson } from "@shared/analytics";

/**
 * The period's leads the funnel leaves out: its lead step counts only leads whose visit the
 * server counted (server/analytics/figures.ts), the headline every lead that is not spam.
 */
export function leadsWithoutVisit(figures: Pick<FiguresJson, "leads" | "funnel">): number {
  const fromVisits = figures.funnel.find((step) => step.step === "lead")?.count ?? 0;
  return Math.max(0, figures.leads - fromVisits);
}

/**
 * The line under the funnel that says why its lead step can be below the headline's leads. A
 * filtered funnel says it is filtered instead: its gap is then mostly other visits' leads.
 */
export function FunnelNote({
  copy,
  figures,
  filtered,
}: {
  copy: AdminCopy["dashboard"];
  figures: Pick<FiguresJson, "leads" | "funnel">;
  filtered: boolean;
}) {
  const unseen = leadsWithoutVisit(figures);
  const text = filtered ? copy.filteredFunnel : unseen > 0 ? copy.unseenVisits(unseen) : null;
  return text === null ? null : <p className="mt-3 text-sm text-muted">{text}</p>;
}
