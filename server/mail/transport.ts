import nodemailer, { type SendMailOptions } from "nodemailer";
import { withCleanHeaders } from "./header-text.js";

export interface MailTransport {
  deliver(message: SendMailOptions): Promise<void>;
  close(): void;
}

/** Sends over SMTP_URL. Timeouts stay well under the outbox lease (2 minutes). */
export function createMailTransport(smtpUrl: string): MailTransport {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async deliver(message) {
      await transport.sendMail(withCleanHeaders(message));
    },
    close() {
      transport.close();
    },
  };
}
