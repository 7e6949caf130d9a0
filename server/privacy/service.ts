import type { FastifyBaseLogger } from "fastify";
import { eraseShortLinks, privacyLinks, shortLink } from "../links/short-links.js";
import type { Kysely } from "kysely";
import type { Language } from "../../shared/languages.js";
import { PRIVACY_PATHS, type PrivacyRequest as PrivacyForm } from "../../shared/privacy.js";
import type { Database } from "../db/database.js";
import { erase, type EraseDeps } from "./erase.js";
import { PrivacyError } from "./errors.js";
import {
  addressKey,
  linkToken,
  mailboxKey,
  newSessionToken,
  sessionKey,
  tokenLanguage,
  verifyLinkToken,
  visitorKeyOf,
} from "./keys.js";
import type { LinkPayload } from "./mail.js";
import { PRIVACY_LINK_KIND } from "./message-kinds.js";
import { oneAddress } from "../mail/one-address.js";
import { collectRecords, type VisitorRecords } from "./records.js";
import {
  countRequestsFor,
  findBySession,
  findRequest,
  insertRequest,
  spendLink,
  type ErasedCounts,
  type PrivacyRequest,
} from "./store.js";

const HOUR_MS = 60 * 60 * 1000;

export const PRIVACY_RULES = {
  /** How long the e-mailed link opens the data. */
  linkMs: 24 * HOUR_MS,
  /** How long the data page, its downloads and its erase form work once the link is spent. */
  sessionMs: 30 * 60 * 1000,
  /** Links a day to one mailbox (canonical: aliases count as one), whoever asks. */
  linksPerMailboxPerDay: 3,
};
export type PrivacyRules = typeof PRIVACY_RULES;

/** Everything the privacy functions work over: plain values, so tests build them without HTTP. */
export interface PrivacyDeps extends EraseDeps {
  db: Kysely<Database>;
  /** The HMAC key of mailboxes and links (server/privacy/keys.ts). */
  secret: string;
  rules: PrivacyRules;
  /** Where the e-mailed link points: PUBLIC_URL, never the request's Host. */
  origin: string;
  log: Pick<FastifyBaseLogger, "info" | "warn">;
}

/**
 * A visitor asks for their data. Whether or not anything is held for the address, the work is
 * the same (a request row and one queued message, in one transaction; nothing is looked up), so
 * the answer, its timing and the mail tell nothing (decision 054). Refused: an address that is
 * not one, a mailbox that had its links today, mail switched off, and visitor mail at its hourly
 * cap (the link counts against it like every e-mail to a visitor; the owner is alerted).
 */
export async function requestLink(deps: PrivacyDeps, form: PrivacyForm): Promise<void> {
  const { language } = form;
  // The one address the typed value is, and only that is counted, kept and written to.
  const email = oneAddress(form.email);
  if (email === undefined) throw new PrivacyError("INVALID_EMAIL", language);
  if (!deps.mail.enabled) throw new PrivacyError("MAIL_OFF", language);
  const at = deps.now();
  const key = mailboxKey(deps.secret, email);
  const id = crypto.randomUUID();
  const queued = await deps.db.transaction().execute(async (trx) => {
    const today = await countRequestsFor(trx, key, new Date(at.getTime() - 24 * HOUR_MS));
    if (today >= deps.rules.linksPerMailboxPerDay) throw new PrivacyError("TOO_MANY_REQUESTS", language);
    const query = new URLSearchParams({ token: linkToken(deps.secret, id, language) });
    // Short in the e-mail (issue 53), for as long as the link opens the data; erased with the request.
    const short = await shortLink(
      trx,
      {
        origin: deps.origin,
        target: `${PRIVACY_PATHS.data}?${query}`,
        language,
        about: privacyLinks(id),
        expiresAt: new Date(at.getTime() + deps.rules.linkMs),
      },
      at,
    );
    const payload: LinkPayload = { to: email, language, link: short };
    // Held back, no request is kept; the owner's alert commits all the same.
    const link = { leadId: null, mailbox: null, kind: PRIVACY_LINK_KIND, payload, dueAt: at };
    if ((await deps.mail.queueToVisitor(trx, link)) !== "queued") {
      // Nor is the link of a message not sent.
      await eraseShortLinks(trx, [privacyLinks(id)]);
      return false;
    }
    await insertRequest(trx, {
      id,
      mailboxKey: key,
      addressKey: addressKey(deps.secret, email),
      language,
      at,
      linkExpiresAt: new Date(at.getTime() + deps.rules.linkMs),
    });
    return true;
  });
  deps.mail.wake();
  if (!queued) throw new PrivacyError("MAIL_BUSY", language);
  deps.log.info({ privacyRequest: id }, "privacy: link requested");
}

/** The request an unspent, unexpired link names; else why it is refused. */
export async function checkLink(deps: PrivacyDeps, token: string): Promise<PrivacyRequest> {
  const claims = verifyLinkToken(deps.secret, token);
  if (claims === undefined) throw new PrivacyError("INVALID_LINK", tokenLanguage(token));
  const request = await findRequest(deps.db, claims.id);
  if (request === undefined) throw new PrivacyError("INVALID_LINK", claims.language);
  if (request.opened_at !== null) throw new PrivacyError("USED_LINK", request.language);
  // Asked for before links opened by address (decision 073): within 24 hours of the upgrade.
  if (request.address_key === null) throw new PrivacyError("EXPIRED_LINK", request.language);
  if (request.link_expires_at <= deps.now().toISOString()) throw new PrivacyError("EXPIRED_LINK", request.language);
  return request;
}

/** Spends the link (once) and starts the data page's session; its token. */
export async function openLink(deps: PrivacyDeps, token: string): Promise<{ session: string; language: Language }> {
  const request = await checkLink(deps, token);
  const now = deps.now();
  const session = newSessionToken(request.language);
  const spent = await spendLink(
    deps.db,
    request.id,
    { key: session.key, expiresAt: new Date(now.getTime() + deps.rules.sessionMs) },
    now,
  );
  // Another post of the same link won the race.
  if (!spent) throw new PrivacyError("USED_LINK", request.language);
  deps.log.info({ privacyRequest: request.id }, "privacy: link opened");
  return { session: session.token, language: request.language };
}

/** The request behind a live session; else the page has expired. */
export async function openSession(deps: PrivacyDeps, session: string): Promise<PrivacyRequest> {
  const request = await findBySession(deps.db, sessionKey(session), deps.now());
  if (request === undefined) throw new PrivacyError("EXPIRED_SESSION", tokenLanguage(session));
  return request;
}

/** What the session's visitor has with us. */
export async function recordsOf(deps: PrivacyDeps, request: PrivacyRequest): Promise<VisitorRecords> {
  return collectRecords(deps.db, deps.secret, visitorKeyOf(request));
}

/** Erases the session's data, once it was confirmed on the page. */
export async function eraseData(
  deps: PrivacyDeps,
  session: string,
  confirmed: boolean,
): Promise<{ request: PrivacyRequest; erased: ErasedCounts }> {
  const request = await openSession(deps, session);
  if (!confirmed) throw new PrivacyError("NOT_CONFIRMED", request.language);
  return { request, erased: await erase(deps, request) };
}
