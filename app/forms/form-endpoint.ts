/**
 * Where the forms post: our own collector on the same origin by default, or Formspree itself
 * (`VITE_FORM_ENDPOINT=https://formspree.io`, `VITE_FORM_ID=<your form id>`), set at build time.
 * Both forms share one form id (SPEC section 7); the collector tells them apart by their fields.
 */
export const FORM_ID = import.meta.env.VITE_FORM_ID ?? "contact";
export const FORM_ENDPOINT = (import.meta.env.VITE_FORM_ENDPOINT ?? "").replace(/\/+$/, "");

/** The URL a form without JavaScript posts to. */
export const FORM_ACTION = `${FORM_ENDPOINT}/f/${FORM_ID}`;
