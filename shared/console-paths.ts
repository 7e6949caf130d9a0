/**
 * The owner's console's addresses that live outside it: a lead's own page, which the owner's
 * e-mails link to and the console opens directly after sign-in (decision 121).
 */
export const CONSOLE_PATH = "/admin";

/** The query parameter that names the open lead: `/admin?lead={id}`. */
export const LEAD_PARAM = "lead";

/** One lead's page in the console. */
export const leadPath = (id: string): string => `${CONSOLE_PATH}?${LEAD_PARAM}=${encodeURIComponent(id)}`;
