/**
 * Where the forms post: our own collector on the same origin by default, or Formspree itself
 * (`VITE_FORM_ENDPOINT=https://formspree.io`, `VITE_FORM_ID=<your form id>`), set at build time.
 * Both forms share one form id (SPEC section 7); the collector tells them apart by their fields.
 */
export const FORM_ID = import.meta.env.VITE_FORM_ID ?? "contact";
export const FORM_ENDPOINT = (import.meta.env.VITE_FORM_ENDPOINT ?? "").replace(/\/+$/, "");

/** The URL a form without JavaScript posts to. */
export const FORM_ACTION = `${FORM_ENDPOINT}/f/${FORM_ID}`;

/**
 * Where our own collector answers, for the routes only it has (a visitor's privacy request): ""
 * on this origin, `FORM_ENDPOINT` when the forms post to this server on another origin, and null
 * when they post to Formspree, which has no such route (decision 057).
 */
export const COLLECTOR_ORIGIN = isFormspree(FORM_ENDPOINT) ? null : FORM_ENDPOINT;

function isFormspree(endpoint: string): boolean {
  if (endpoint === "") return false;
  try {
    return /(^|\.)formspree\.io$/i.test(new URL(endpoint).hostname);
  } catch {
    // Not a URL: the forms' own posts fail too, and there is no collector to point at.
    return true;
  }
}
