import type { StoredValues } from "./submission.js";

const URL_PATTERN = /\b(?:https?:\/\/|www\.)\S+/giu;

/**
 * Link spam that no person writing to a consultancy sends: a URL as their name AND a message
 * that is nothing but links. Deliberately narrow, since a false positive loses a real lead;
 * the honeypot catches most bots, and the rest are stored and can be marked as spam.
 */
export function looksLikeLinkSpam(values: Pick<StoredValues, "name" | "message">): boolean {
  const nameHasLink = new RegExp(URL_PATTERN.source, "iu").test(values.name);
  const links = values.message.match(URL_PATTERN) ?? [];
  const rest = values.message.replace(URL_PATTERN, "");
  return nameHasLink && links.length > 0 && !/[\p{L}\p{N}]/u.test(rest);
}
