import negotiate from "@fastify/accept-negotiator";
import { languageFromTag, type Language } from "../../shared/languages.js";

/** The language ranges an `Accept-Language` header names, in its order (weights left to the negotiator). */
function rangesOf(header: string): string[] {
  return [...header.matchAll(/(?:^|,)\s*([^\s,;]+)/g)].map((match) => match[1]!).filter((range) => range !== "*");
}

/**
 * The browser's most preferred language by weight (`q=0` is "not this one"), when it is one of
 * ours: what `navigator.language` is for a browser, which writes its list with falling weights,
 * so the server's `/` and the page's own script agree (decision 143). Equal weights keep the
 * header's order. Undefined when the preferred one is not ours.
 */
export function preferredLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranges = rangesOf(header);
  return languageFromTag(negotiate(header, ranges) ?? undefined);
}

/** The most preferred of our languages by weight, whatever the browser prefers above them. */
export function bestOfOurLanguages(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ours = rangesOf(header).filter((range) => languageFromTag(range) !== undefined);
  return languageFromTag(negotiate(header, ours) ?? undefined);
}
