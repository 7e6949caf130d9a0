import http from "node:http";
import https from "node:https";
import { checkTarget, safeLookup, type Resolve, type TargetPolicy } from "./targets.js";

/** A reply not complete within this is a failure. */
export const REQUEST_TIMEOUT_MS = 15_000;
/**
 * A connection (the address looked up and the TCP handshake) not made within this is a failure:
 * a receiver that is up connects in milliseconds, and one that is gone need not hold its lane
 * for the whole REQUEST_TIMEOUT_MS.
 */
const CONNECT_TIMEOUT_MS = 3_000;
/** What the delivery log keeps of a reply. */
const REPLY_EXCERPT_BYTES = 1024;

export interface PostResult {
  /** The HTTP status, or null when no reply came. */
  status: number | null;
  durationMs: number;
  /** The first kilobyte of the reply's body, or why there was no reply. */
  reply: string;
  /** The reply's Retry-After header, when it had one. */
  retryAfter?: string;
}

interface PostRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * POSTs one webhook and reports what came back; never throws. Redirects are not followed (a 3xx
 * is a failure like any other non-2xx); the target is checked again now, and the connection
 * goes only to an address that was checked.
 */
export async function postWebhook(
  request: PostRequest,
  policy: TargetPolicy & { timeoutMs?: number; connectTimeoutMs?: number; resolve?: Resolve },
  now: () => number = Date.now,
): Promise<PostResult> {
  const started = now();
  const elapsed = () => Math.max(0, Math.round(now() - started));
  let url: URL;
  try {
    url = await checkTarget(request.url, policy, policy.resolve);
  } catch (error) {
    return { status: null, durationMs: elapsed(), reply: `not sent: ${(error as Error).message}` };
  }
  const client = url.protocol === "https:" ? https : http;
  const timeoutMs = policy.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const connectTimeoutMs = Math.min(policy.connectTimeoutMs ?? CONNECT_TIMEOUT_MS, timeoutMs);

  return new Promise<PostResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<PostResult, "durationMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(connectTimer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const outgoing = client.request(url, {
      method: "POST",
      headers: {
        ...request.headers,
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(request.body)),
        "user-agent": "OnRails-Webhooks/1",
      },
      // A fresh connection each time: a pooled one could outlive the address check.
      agent: false,
      ...(policy.allowPrivate ? {} : { lookup: safeLookup(policy.resolve) }),
    });
    // The whole exchange, reply body included, within the limit.
    const timer = setTimeout(() => {
      finish({ status: null, reply: `no complete reply within ${Math.round(timeoutMs / 1000)} s` });
      outgoing.destroy();
    }, timeoutMs);
    const connectTimer = setTimeout(() => {
      finish({ status: null, reply: `no connection within ${Math.round(connectTimeoutMs / 1000)} s` });
      outgoing.destroy();
    }, connectTimeoutMs);
    outgoing.on("socket", (socket) => {
      if (!socket.connecting) clearTimeout(connectTimer);
      else socket.once("connect", () => clearTimeout(connectTimer));
    });
    outgoing.on("error", (error) => finish({ status: null, reply: `no reply: ${error.message}` }));
    outgoing.on("response", (incoming) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      incoming.on("data", (chunk: Buffer) => {
        if (kept >= REPLY_EXCERPT_BYTES) return;
        chunks.push(chunk);
        kept += chunk.length;
      });
      incoming.on("error", () => undefined);
      incoming.on("close", () => {
        if (!incoming.complete) finish({ status: null, reply: "no reply: the connection closed mid-reply" });
      });
      incoming.on("end", () => {
        const excerpt = Buffer.concat(chunks).subarray(0, REPLY_EXCERPT_BYTES).toString("utf8");
        const retryAfter = incoming.headers["retry-after"];
        finish({ status: incoming.statusCode ?? null, reply: excerpt, ...(retryAfter ? { retryAfter } : {}) });
      });
    });
    outgoing.end(request.body);
  });
}
