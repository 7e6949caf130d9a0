import { afterEach, beforeEach } from "vitest";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** Envelope. */
  from: string;
  to: string[];
  /** Headers by lower-case name, unfolded, encoded words decoded. */
  headers: Map<string, string>;
  /** The body (the text/plain part of a multipart one), transfer encoding decoded. */
  text: string;
  /** The text/html part, decoded, when there is one. */
  html?: string;
  /** The Content-Type of the part `text` is (the message's own when it is one part). */
  textType?: string;
  raw: string;
}

const SMTP_USER = { user: "mailer", pass: "s3cret pass" };

/** A real SMTP server on loopback that keeps what it receives; it requires SMTP_USER's login. */
export class TestSmtpServer {
  readonly messages: ReceivedMail[] = [];
  port = 0;
  private server: SMTPServer | undefined;
  private waiters: (() => void)[] = [];

  /** The server's SMTP_URL, with SMTP_USER's login (once started). */
  get url(): string {
    return `smtp://${SMTP_USER.user}:${encodeURIComponent(SMTP_USER.pass)}@127.0.0.1:${this.port}`;
  }

  /** Listens on `port` (0: any free one, remembered for a restart on the same port). */
  async start(port = this.port): Promise<number> {
    const server = new SMTPServer({
      secure: false,
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      logger: false,
      onAuth: (auth, _session, callback) => {
        if (auth.username === SMTP_USER.user && auth.password === SMTP_USER.pass)
          callback(null, { user: auth.username });
        else callback(new Error("Invalid username or password"));
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          this.messages.push({
            ...parseMessage(raw),
            raw,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          });
          for (const wake of this.waiters.splice(0)) wake();
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    server.on("error", () => {});
    this.server = server;
    this.port = (server.server.address() as { port: number }).port;
    return this.port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Resolves once `count` messages have arrived in all; rejects after `timeoutMs`. */
  async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.messages.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`Expected ${count} messages, got ${this.messages.length}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.messages;
  }
}

function parseMessage(raw: string): Pick<ReceivedMail, "headers" | "text" | "html" | "textType"> {
  const { headers, body } = parsePart(raw);
  const parts = leafParts(headers, body);
  const plain = parts.find((part) => /^text\/plain/i.test(part.headers.get("content-type") ?? "text/plain"));
  const html = parts.find((part) => /^text\/html/i.test(part.headers.get("content-type") ?? ""));
  return {
    headers,
    text: plain === undefined ? "" : decodeBody(plain),
    ...(html === undefined ? {} : { html: decodeBody(html) }),
    textType: plain?.headers.get("content-type"),
  };
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function parsePart(raw: string): Part {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body: raw.slice(split + 4) };
}

/** The parts of a message that are not multipart themselves, in order (the message, when one part). */
function leafParts(headers: Map<string, string>, body: string): Part[] {
  const boundary = /^multipart\/.*boundary="?([^";]+)"?/i.exec(headers.get("content-type") ?? "")?.[1];
  if (boundary === undefined) return [{ headers, body }];
  return (
    body
      .split(`--${boundary}`)
      .slice(1, -1)
      // The line break before a boundary belongs to the boundary (RFC 2046), not to the part.
      .map((chunk) => parsePart(chunk.replace(/^\r\n/, "").replace(/\r\n$/, "")))
      .flatMap((part) => leafParts(part.headers, part.body))
  );
}

function decodeBody({ headers, body }: Part): string {
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  const text =
    encoding === "quoted-printable"
      ? decodeQuotedPrintable(body)
      : encoding === "base64"
        ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
        : body;
  return text.replace(/\r\n/g, "\n");
}

/** RFC 2047 encoded words (`=?UTF-8?Q?Jo=C3=A3o?=`), adjacent ones joined. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : bytesToText(data.replace(/_/g, " ")),
    );
}

function decodeQuotedPrintable(body: string): string {
  return bytesToText(body.replace(/=\r\n/g, ""));
}

function bytesToText(encoded: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < encoded.length; i++) {
    if (encoded[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(encoded.slice(i + 1, i + 3))) {
      bytes.push(parseInt(encoded.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(encoded[i]!, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

/**
 * A fresh SMTP server for each test of the file, started before and stopped after it: `smtp()`
 * is the current test's.
 */
export function smtpPerTest(): () => TestSmtpServer {
  let current: TestSmtpServer | undefined;
  beforeEach(async () => {
    current = new TestSmtpServer();
    await current.start();
  });
  afterEach(() => current?.stop());
  return () => current!;
}
