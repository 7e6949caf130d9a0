import { ImapFlow } from "imapflow";
import { afterAll, beforeAll } from "vitest";
import { startDovecot } from "../../scripts/ensure-dovecot.mjs";
import type { ImapAccount } from "../replies/settings.js";

/** A message as the owner's mail program would have saved it in their Sent folder. */
export interface SentMessage {
  to: string;
  subject: string;
  date: Date;
  text?: string;
  messageId?: string;
}

/**
 * A real IMAP server for the calling test file (Debian's Dovecot, scripts/ensure-dovecot.mjs):
 * `account()` gives a mailbox of its own to each caller (any user name signs in), `send()` puts a
 * message in that mailbox's Sent folder, as the owner's mail program does when they reply.
 */
export function useDovecot() {
  let server: Awaited<ReturnType<typeof startDovecot>> | undefined;
  beforeAll(async () => {
    server = await startDovecot();
  });
  afterAll(async () => server?.stop());
  const running = () => {
    if (server === undefined) throw new Error("Dovecot is not running");
    return server;
  };
  return {
    account(user = `owner-${crypto.randomUUID()}@example.com`, folder?: string): ImapAccount {
      const { host, port, password } = running();
      return { host, port, secure: false, user, password, folder };
    },
    async send(account: ImapAccount, messages: readonly SentMessage[]): Promise<void> {
      const client = new ImapFlow({
        host: account.host,
        port: account.port,
        secure: false,
        auth: { user: account.user, pass: account.password },
        logger: false,
      });
      await client.connect();
      for (const message of messages) {
        const raw = [
          `From: ${account.user}`,
          `To: ${message.to}`,
          `Subject: ${message.subject}`,
          `Date: ${message.date.toUTCString()}`,
          `Message-ID: ${message.messageId ?? `<${crypto.randomUUID()}@example.com>`}`,
          "Content-Type: text/plain; charset=utf-8",
          "",
          message.text ?? "Thanks for writing.",
          "",
        ].join("\r\n");
        await client.append(account.folder ?? "Sent", raw, ["\\Seen"], message.date);
      }
      await client.logout();
    },
  };
}
