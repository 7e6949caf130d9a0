import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";
import { openShortLink, SHORT_LINK_PATH } from "../links/short-links.js";

const SHORT = new RegExp(`(https?://[^/\\s]+)${SHORT_LINK_PATH}/([A-Za-z0-9_-]{22})`, "g");

/** `text` with every live short link in it replaced by the long link it stands for. */
export async function expandLinks(db: Kysely<Database>, text: string): Promise<string> {
  let expanded = text;
  for (const [short, origin, id] of text.matchAll(SHORT)) {
    const opened = await openShortLink(db, id!, new Date(0));
    if (opened.ok) expanded = expanded.replace(short, `${origin}${opened.target}`);
  }
  return expanded;
}

/**
 * `text` with every short link in it followed as a browser does (GET /l/:id, a 303 on the same
 * origin) and replaced by where it led; a link that does not answer 303 fails the test.
 */
export async function followShortLinks(app: FastifyInstance, text: string): Promise<string> {
  let followed = text;
  for (const [short, origin, id] of text.matchAll(SHORT)) {
    const answer = await app.inject({ url: `${SHORT_LINK_PATH}/${id}` });
    if (answer.statusCode !== 303) throw new Error(`${short} answered ${answer.statusCode}`);
    followed = followed.replace(short, `${origin}${String(answer.headers.location)}`);
  }
  return followed;
}
