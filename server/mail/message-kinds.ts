import type { Kysely } from "kysely";
import type { SendMailOptions } from "nodemailer";
import * as v from "valibot";
import type { Database } from "../db/database.js";
import type { MailIdentity } from "./mail-identity.js";
import type { OutboxMessage } from "./outbox.js";
import type { Audience, OwnerReader } from "./owner-readers.js";

/** Why a message is not sent: done, unsent (`skipped`); or due again at once (`released`). */
export type NotSent = { skipped: string } | { released: string };

/** What a kind's composer has when its message falls due. */
export interface ComposeContext {
  db: Kysely<Database>;
  identity: MailIdentity;
  /** The outbox's clock. */
  now: Date;
  /** The message as stored (its id, lead and kind); its payload is the composer's first argument. */
  message: OutboxMessage;
  /** Who an owner-facing message is for, each with their language and zone (issue 50). */
  readers(audience: Audience): Promise<OwnerReader[]>;
}

/**
 * One kind of message, registered by the capability that queues it (docs/decisions/148): how its
 * stored payload reads, and what it is when its time comes. A kind that starts with `visitor-`
 * goes to a visitor and counts against the caps on visitor mail.
 */
export interface MessageKind<Payload = unknown> {
  /** The `kind` stored with each message: never renamed, or queued messages would find no composer. */
  readonly kind: string;
  /** The payload as stored (JSON); a message whose payload it refuses is skipped, not retried. */
  readonly payload: v.GenericSchema<unknown, Payload>;
  /**
   * The e-mail to send now (one per reader for an owner-facing kind), or why it is no longer due (`skipped`) or not yet to be decided
   * (`released`: its lead vanished while it was claimed). Thrown errors are retried later.
   */
  compose(payload: Payload, context: ComposeContext): Promise<SendMailOptions | SendMailOptions[] | NotSent>;
  /**
   * What the capability records once the SMTP server took the message (a letter's reader marked
   * as having it). Not called for a message skipped or failed. An error here counts as a failed
   * send and the message is retried, as when the SMTP server's answer is lost: at least once
   * (decision 007), so it must be safe to run twice.
   */
  sent?(payload: Payload, context: ComposeContext): Promise<void>;
}

/** A kind's payload is null (nothing besides the lead). */
export const NO_PAYLOAD = v.null();

/**
 * A kind of any payload: its compose only ever gets what its own schema produced, so the map
 * may hold kinds of different payloads under one type.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: each kind's payload is checked by its schema
export type AnyMessageKind = MessageKind<any>;

/** Builds a kind with its payload's type checked against its schema. */
export function messageKind<Payload>(kind: MessageKind<Payload>): MessageKind<Payload> {
  return kind;
}

/**
 * The kinds the outbox can send. Each capability registers its own at start (app.ts's order);
 * a message of a kind nobody registered is skipped, with the reason kept on its row.
 */
export class MessageKinds {
  private readonly kinds = new Map<string, AnyMessageKind>();

  /** Adds kinds; a kind registered twice is a mistake at start, not at the first send. */
  register(...kinds: readonly AnyMessageKind[]): void {
    for (const kind of kinds) {
      if (this.kinds.has(kind.kind)) throw new Error(`the outbox kind "${kind.kind}" is registered twice`);
      this.kinds.set(kind.kind, kind);
    }
  }

  get(kind: string): AnyMessageKind | undefined {
    return this.kinds.get(kind);
  }

  names(): string[] {
    return [...this.kinds.keys()];
  }
}
