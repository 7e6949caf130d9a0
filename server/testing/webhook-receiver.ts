import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterEach, beforeEach, expect, vi } from "vitest";

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
  /** For a request left hanging: when the sender gave up on it and closed the connection. */
  closedAt?: number;
}

/** What the receiver answers a request with; 204 when nothing is queued. */
export type Answer = { status: number; headers?: Record<string, string>; body?: string } | "hang";

/**
 * A webhook receiver on loopback, for the tests: records every request and answers with the
 * queued answers in turn (then 204).
 */
export class Receiver {
  readonly received: Received[] = [];
  readonly answers: Answer[] = [];
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const received: Received = {
          headers: request.headers,
          body: Buffer.concat(chunks).toString("utf8"),
          at: Date.now(),
        };
        this.received.push(received);
        const answer = this.answers.shift() ?? { status: 204 };
        if (answer === "hang") {
          response.on("close", () => (received.closedAt = Date.now()));
          return;
        }
        response.writeHead(answer.status, answer.headers).end(answer.body);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** Waits until `count` requests have come. */
  async waitFor(count: number, timeout = 10_000): Promise<Received[]> {
    await vi.waitFor(() => expect(this.received.length).toBeGreaterThanOrEqual(count), { timeout, interval: 20 });
    return this.received;
  }
}

/** The event in a request, verified with the specification's own library and the secret. */
export function verified(request: Received, secret: string): { type: string; timestamp: string; data: unknown } {
  return new Webhook(secret).verify(request.body, {
    "webhook-id": String(request.headers["webhook-id"]),
    "webhook-timestamp": String(request.headers["webhook-timestamp"]),
    "webhook-signature": String(request.headers["webhook-signature"]),
  }) as { type: string; timestamp: string; data: unknown };
}

/** A fresh receiver for each test of the file, started before and stopped after it, and its URL. */
export function receiverPerTest(): { readonly receiver: Receiver; readonly url: string } {
  let current: Receiver | undefined;
  let currentUrl = "";
  beforeEach(async () => {
    current = new Receiver();
    currentUrl = await current.start();
  });
  afterEach(() => current?.stop());
  return {
    get receiver() {
      return current!;
    },
    get url() {
      return currentUrl;
    },
  };
}
