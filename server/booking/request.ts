import type { FastifyRequest } from "fastify";
import { isLanguage, type Language } from "../../shared/languages.js";

/** A string field of the body or the query as sent, before (or without) validation. */
export function fieldOf(request: FastifyRequest, name: string): string | undefined {
  const body = request.body as Record<string, unknown> | undefined;
  const query = request.query as Record<string, unknown> | undefined;
  const value = (body !== null && typeof body === "object" ? body[name] : undefined) ?? query?.[name];
  return typeof value === "string" && value !== "" ? value : undefined;
}

/**
 * The language a token names, read without trusting it: only to word the answer to a token that
 * turns out invalid or expired. English when nothing can be read.
 */
export function languageHint(token: string | undefined): Language {
  try {
    const claims: unknown = JSON.parse(Buffer.from((token ?? "").split(".")[0] ?? "", "base64url").toString("utf8"));
    return Array.isArray(claims) && isLanguage(claims[3]) ? claims[3] : "en";
  } catch {
    return "en";
  }
}

/**
 * The language a booking page speaks: the one its language switch chose (`lang`), when it is one
 * of ours, else the lead's. Only the words change: the call, its zone and its e-mails stay the lead's.
 */
export function pageLanguage(chosen: string | undefined, leads: Language): Language {
  return isLanguage(chosen) ? chosen : leads;
}
