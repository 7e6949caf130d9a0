import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { isLanguage, type Language } from "../../shared/languages.js";
import type { Database } from "../db/database.js";

/** The path of a short link; `/l/` plus 22 characters keeps a link on a short PUBLIC_URL under 80. */
export const SHORT_LINK_PATH = "/l";
/** 16 random bytes (128 bits), base64url: as unguessable as a signed token, nothing to enumerate. */
const ID = /^[A-Za-z0-9_-]{22}$/;

export interface ShortLinkTarget {
  /** Where links point: PUBLIC_URL (or the company's site), the origin the target must be on. */
  origin: string;
  /** The long link it stands for: an absolute URL on `origin`, or a path of it. */
  target: string;
  language: Language;
  /** Whose link it is ("lead:…", "subscriber:…", "privacy:…"): an erasure of them takes it. */
  about?: string;
  /** When the target stops working; undefined: as long as what `about` names lives. */
  expiresAt?: Date;
}

/** The path, query and fragment of `target` when it is on `origin`; else an error (no open redirect). */
export function targetPath(origin: string, target: string): string {
  const base = new URL(origin);
  const url = new URL(target, base);
  // A path made of "//" or "\" would leave the origin in a browser's hands: refused as any other host.
  if (url.origin !== base.origin || !url.pathname.startsWith("/") || /[\\\s]/.test(target) || url.username !== "")
    throw new Error(`a short link's target must be a path on ${base.origin}`);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A short link to `target`, stored with the caller's transaction (made when the message is queued,
 * so a retry sends the same link): `${origin}/l/<id>`.
 */
export async function shortLink(db: Kysely<Database>, link: ShortLinkTarget, now: Date): Promise<string> {
  const target = targetPath(link.origin, link.target);
  const id = randomBytes(16).toString("base64url");
  await db
    .insertInto("short_links")
    .values({
      id,
      target,
      language: link.language,
      about: link.about ?? null,
      expires_at: link.expiresAt?.toISOString() ?? null,
      created_at: now.toISOString(),
    })
    .execute();
  return `${link.origin}${SHORT_LINK_PATH}/${id}`;
}

/**
 * The one lasting link to `target` for `about` (a subscriber's leave link, in every letter): the
 * stored one when there is one, else a new one, so a letter composed again carries the same link.
 */
export async function lastingShortLink(
  db: Kysely<Database>,
  link: ShortLinkTarget & { about: string },
  now: Date,
): Promise<string> {
  const target = targetPath(link.origin, link.target);
  const found = await db
    .selectFrom("short_links")
    .select("id")
    .where("about", "=", link.about)
    .where("target", "=", target)
    .where("expires_at", "is", null)
    .executeTakeFirst();
  if (found !== undefined) return `${link.origin}${SHORT_LINK_PATH}/${found.id}`;
  return shortLink(db, { ...link, expiresAt: undefined }, now);
}

export type OpenedLink =
  { ok: true; target: string; language: Language } | { ok: false; reason: "invalid" | "expired"; language?: Language };

/** Where a link's id leads while it is valid; why not otherwise (with its language when it is known). */
export async function openShortLink(db: Kysely<Database>, id: string, now: Date): Promise<OpenedLink> {
  if (!ID.test(id)) return { ok: false, reason: "invalid" };
  const row = await db
    .selectFrom("short_links")
    .select(["target", "language", "expires_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (row === undefined) return { ok: false, reason: "invalid" };
  const language = isLanguage(row.language) ? row.language : "en";
  if (row.expires_at !== null && row.expires_at <= now.toISOString()) return { ok: false, reason: "expired", language };
  return { ok: true, target: row.target, language };
}

/**
 * Deletes links expired more than `graceMs` ago (the expired page still names their language
 * meanwhile). Run by the retention job.
 */
export async function purgeExpiredShortLinks(db: Kysely<Database>, now: Date, graceMs = 30 * 86_400_000) {
  const before = new Date(now.getTime() - graceMs).toISOString();
  const result = await db.deleteFrom("short_links").where("expires_at", "<=", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes every link about these people ("lead:…", "subscriber:…"): part of an erasure. */
export async function eraseShortLinks(db: Kysely<Database>, about: readonly string[]): Promise<number> {
  let deleted = 0;
  for (let start = 0; start < about.length; start += 500) {
    const batch = about.slice(start, start + 500);
    const result = await db.deleteFrom("short_links").where("about", "in", batch).executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  return deleted;
}

export const leadLinks = (leadId: string) => `lead:${leadId}`;
export const subscriberLinks = (subscriberId: string) => `subscriber:${subscriberId}`;
export const privacyLinks = (requestId: string) => `privacy:${requestId}`;
