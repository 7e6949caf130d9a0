import { LEAD_STAGES, LEAD_STATUSES, type LeadFilter } from "@shared/admin-api";
import { LEAD_PARAM } from "@shared/console-paths";

/** The filter's keys, in the order the address writes them. */
const FILTER_KEYS = [
  "form",
  "status",
  "stage",
  "sort",
  "overdue",
  "mine",
  "q",
  "source",
  "campaign",
  "landingPage",
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const CHOICES: Partial<Record<FilterKey, readonly string[]>> = {
  form: ["consulting", "discovery"],
  status: LEAD_STATUSES,
  stage: LEAD_STAGES,
  sort: ["reply-by"],
  overdue: ["true"],
  mine: ["true"],
};

/**
 * What the console's address says (decision 121): the list's filter (a menu's, or a dashboard
 * link's `?source=linkedin`) and the open lead (`?lead={id}`). A value no menu offers is dropped
 * rather than sent on: the address is anyone's to type.
 */
export function readInboxUrl(search: string): { filter: LeadFilter; lead: string | undefined } {
  const params = new URLSearchParams(search);
  const filter: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    const choices = CHOICES[key];
    if (choices === undefined || choices.includes(value)) filter[key] = value;
  }
  return { filter: filter as LeadFilter, lead: params.get(LEAD_PARAM) || undefined };
}

/** The address's query for a filter and an open lead: `?form=consulting&lead=…`, or "". */
export function inboxSearch(filter: LeadFilter, lead?: string): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filter[key]?.trim();
    if (value) params.set(key, value);
  }
  if (lead !== undefined) params.set(LEAD_PARAM, lead);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The filters in use, in the address's order: what the page shows and lets the owner clear. */
export const activeFilterKeys = (filter: LeadFilter): FilterKey[] => FILTER_KEYS.filter((key) => !!filter[key]?.trim());
