import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import { identity } from "../../shared/identity.js";
import { canonicalMailbox } from "../../shared/mailbox.js";
import { NEWSLETTER_PATHS, type SubscribeRequest } from "../../shared/newsletter.js";
import type { Database } from "../db/database.js";
import { truncateAddress } from "../leads/client-address.js";
import { oneAddress } from "../mail/one-address.js";
import { queueMessage } from "../mail/outbox.js";
import type { Mail } from "../mail/plugin.js";
import { checkProofOfWork } from "../spam/proof-of-work.js";
import { NEWSLETTER_COPY } from "./copy.js";
import { NewsletterError } from "./errors.js";
import { CAPS_KIND, CONFIRM_KIND, WELCOME_KIND } from "./message-kinds.js";
import { newsletterToken, tokenLanguage, verifyNewsletterToken } from "./keys.js";
import { shortLink, subscriberLinks } from "../links/short-links.js";
import { leaveLinkOf, shortLeaveLinkOf, type CapsPayload, type ConfirmPayload, type WelcomePayload } from "./mail.js";
import {
  countRequests,
  findSubscriber,
  insertConsent,
  insertRequest,
  markConfirmed,
  markDeparted,
  purgeRequests,
  upsertPending,
  type Subscriber,
} from "./repository.js";
import type { NewsletterSettings } from "./settings.js";

const DAY_MS = 24 * 60 * 60 * 1000;

const NEWSLETTER_RULES = {
  /** Confirmation e-mails a day to one mailbox (canonical: aliases count as one), whoever asks. */
  mailboxPerDay: 3,
};

/** Told of a subscriber's confirmation or departure, in its transaction (webhook events). */
export type SubscriberEvent = (
  trx: Kysely<Database>,
  event: { type: "subscriber.confirmed" | "subscriber.departed"; subscriber: Subscriber },
  now: Date,
) => Promise<boolean>;

/** What the newsletter's functions work over: plain values, so tests build them without HTTP. */
export interface NewsletterDeps {
  db: Kysely<Database>;
  mail: Pick<Mail, "enabled" | "queueToVisitor" | "wake">;
  /** The HMAC key of the links (keys.ts). */
  secret: string;
  settings: NewsletterSettings;
  now: () => Date;
  /** Where the e-mailed links point: PUBLIC_URL, never the request's Host. */
  origin: string;
  log: Pick<FastifyBaseLogger, "info" | "warn">;
  /** Webhook events, queued in the change's transaction; true when one was queued. */
  onEvent?: SubscriberEvent;
  /** Wakes the webhook worker once an event is committed. */
  wakeEvents?: () => void;
}

export type Subscribed = "sent" | "ignored";

/**
 * A visitor asks to join a list. The answer is the same whether the address was new, waiting or
 * already in, so it tells nobody who is subscribed. A filled honeypot or a forged or replayed
 * proof of work is answered as a success and does nothing. Refused: an address that is not one;
 * mail off; the mailbox's confirmations for the day or the network's subscriptions for the day
 * used up (then the owner is told, once that day); visitor mail at its hourly cap.
 */
export async function subscribe(
  deps: NewsletterDeps,
  form: SubscribeRequest,
  clientAddress: string,
): Promise<Subscribed> {
  const { language } = form;
  if (form._gotcha !== undefined && form._gotcha !== "") return "ignored";
  const email = oneAddress(form.email);
  if (email === undefined) throw new NewsletterError("INVALID_EMAIL", language);
  const proof = await checkProofOfWork(deps, form.altcha);
  // An expired challenge is a visitor who left the tab open: as without JavaScript.
  if (proof.kind === "refused" && proof.reason !== "proof-of-work-expired") return "ignored";
  if (!deps.mail.enabled) throw new NewsletterError("MAIL_OFF", language);

  const at = deps.now();
  const mailbox = canonicalMailbox(email);
  const network = truncateAddress(clientAddress);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const counts = await countRequests(trx, { mailbox, network }, new Date(at.getTime() - DAY_MS));
    if (counts.network >= deps.settings.networkPerDay || counts.mailbox >= NEWSLETTER_RULES.mailboxPerDay) {
      await tellOwnerOnce(trx, deps.settings.networkPerDay, at);
      return "capped" as const;
    }
    const subscriber = await upsertPending(
      trx,
      { list: form.list, email, mailbox, language, source: sourceOf(form.source) },
      at,
    );
    await insertRequest(trx, { mailbox, network }, at);
    // Already in: nothing to confirm, and the answer does not say so.
    if (subscriber.status === "confirmed") return "sent" as const;
    const token = newsletterToken(deps.secret, "confirm", subscriber);
    const payload: ConfirmPayload = {
      to: email,
      language,
      list: form.list,
      // Short in the e-mail (issue 53); the token inside works as long as the subscription's generation.
      link: await shortLink(
        trx,
        {
          origin: deps.origin,
          target: `${NEWSLETTER_PATHS.confirm}?${new URLSearchParams({ token })}`,
          language,
          about: subscriberLinks(subscriber.id),
        },
        at,
      ),
    };
    // Detached (no lead, no mailbox kept): this capability caps the mailbox itself, above.
    const queued = await deps.mail.queueToVisitor(trx, {
      leadId: null,
      kind: CONFIRM_KIND,
      mailbox: null,
      payload,
      dueAt: at,
    });
    return queued === "queued" || queued === "duplicate" ? ("sent" as const) : ("busy" as const);
  });
  deps.mail.wake();
  if (outcome === "capped") {
    deps.log.warn({ network }, "newsletter: subscription refused by a cap");
    throw new NewsletterError("TOO_MANY_REQUESTS", language);
  }
  if (outcome === "busy") throw new NewsletterError("MAIL_BUSY", language);
  // Older requests count for no cap: kept a day, then gone.
  await purgeRequests(deps.db, new Date(at.getTime() - 7 * DAY_MS));
  return "sent";
}

/** A path of the site, or nothing: the dashboard's sources are pages, never free text. */
function sourceOf(source: string | undefined): string | null {
  if (source === undefined || !/^\/[A-Za-z0-9/_-]{0,199}$/.test(source)) return null;
  return source;
}

/** The owner's notice that a cap held subscriptions back: one a day (a fixed outbox id). */
async function tellOwnerOnce(trx: Kysely<Database>, cap: number, at: Date): Promise<void> {
  const payload: CapsPayload = { cap };
  await queueMessage(
    trx,
    {
      id: `newsletter-caps-${at.toISOString().slice(0, 10)}`,
      leadId: null,
      kind: CAPS_KIND,
      mailbox: null,
      payload,
      dueAt: at,
    },
    at,
  );
}

/** The words the confirmation page shows, and the consent records. */
export function consentWords(subscriber: Pick<Subscriber, "list" | "language">): string {
  const copy = NEWSLETTER_COPY[subscriber.language];
  return copy.consent(copy.lists[subscriber.list], identity.companyName);
}

/**
 * The subscriber a confirmation link names, pending at that link's generation or confirmed
 * already (a second click shows "you are subscribed"); else the link is refused.
 */
export async function checkConfirmation(deps: NewsletterDeps, token: string): Promise<Subscriber> {
  const claims = verifyNewsletterToken(deps.secret, "confirm", token);
  if (claims === undefined) throw new NewsletterError("INVALID_LINK", tokenLanguage(token));
  const subscriber = await findSubscriber(deps.db, claims.id);
  if (subscriber === undefined || subscriber.generation !== claims.generation || subscriber.status === "departed")
    throw new NewsletterError("INVALID_LINK", claims.language);
  return subscriber;
}

/**
 * Confirms (the page's button, never the link's GET): the consent is recorded with the words the
 * page showed, the language and the network, and the welcome queued, all in one transaction.
 */
export async function confirm(deps: NewsletterDeps, token: string, clientAddress: string): Promise<Subscriber> {
  const subscriber = await checkConfirmation(deps, token);
  if (subscriber.status === "confirmed") return subscriber;
  const at = deps.now();
  let evented = false;
  const done = await deps.db.transaction().execute(async (trx) => {
    if (!(await markConfirmed(trx, subscriber.id, subscriber.generation, at))) return false;
    await insertConsent(
      trx,
      {
        subscriberId: subscriber.id,
        words: consentWords(subscriber),
        language: subscriber.language,
        network: truncateAddress(clientAddress),
      },
      at,
    );
    const confirmed: Subscriber = { ...subscriber, status: "confirmed", confirmedAt: at };
    const payload: WelcomePayload = {
      to: subscriber.email,
      language: subscriber.language,
      list: subscriber.list,
      leaveLink: leaveLinkOf(deps.origin, deps.secret, subscriber),
      bodyLeaveLink: await shortLeaveLinkOf(trx, deps.origin, deps.secret, subscriber, at),
    };
    // Held back by the hourly cap, the subscription stands all the same.
    await deps.mail.queueToVisitor(trx, { leadId: null, kind: WELCOME_KIND, mailbox: null, payload, dueAt: at });
    evented = (await deps.onEvent?.(trx, { type: "subscriber.confirmed", subscriber: confirmed }, at)) ?? false;
    return true;
  });
  deps.mail.wake();
  if (evented) deps.wakeEvents?.();
  if (done) deps.log.info({ subscriber: subscriber.id, list: subscriber.list }, "newsletter: subscription confirmed");
  return { ...subscriber, status: "confirmed", confirmedAt: at };
}

/** The subscriber a leave link names; else the link is refused. */
export async function checkLeave(deps: NewsletterDeps, token: string): Promise<Subscriber> {
  const claims = verifyNewsletterToken(deps.secret, "leave", token);
  if (claims === undefined) throw new NewsletterError("INVALID_LINK", tokenLanguage(token));
  const subscriber = await findSubscriber(deps.db, claims.id);
  if (subscriber === undefined) throw new NewsletterError("INVALID_LINK", claims.language);
  return subscriber;
}

/** Leaves at once, no sign-in (RFC 8058); leaving twice is leaving once. */
export async function leave(deps: NewsletterDeps, token: string): Promise<Subscriber> {
  const subscriber = await checkLeave(deps, token);
  const at = deps.now();
  let evented = false;
  const left = await deps.db.transaction().execute(async (trx) => {
    if (!(await markDeparted(trx, subscriber.id, at))) return false;
    const departed: Subscriber = { ...subscriber, status: "departed", departedAt: at };
    evented = (await deps.onEvent?.(trx, { type: "subscriber.departed", subscriber: departed }, at)) ?? false;
    return true;
  });
  if (evented) deps.wakeEvents?.();
  if (left) deps.log.info({ subscriber: subscriber.id, list: subscriber.list }, "newsletter: subscriber left");
  return { ...subscriber, status: "departed" };
}
