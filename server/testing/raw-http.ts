import net from "node:net";

/** A reply as it came off the wire, headers by lower-case name. */
export interface HttpReply {
  status: number;
  headers: Record<string, string>;
  /** Every Set-Cookie line, which cannot be joined like other headers. */
  setCookie: string[];
  body: Buffer;
  text: string;
}

export interface RawRequest {
  method: string;
  /** The request target exactly as written on the request line (may be malformed on purpose). */
  target: string;
  /**
   * Written as given, in order, as latin1 bytes; duplicates and odd values are allowed. A null
   * value writes the name alone, as a line without a colon.
   */
  headers?: [string, string | null][];
  body?: Buffer | string;
  /** Send the body with `Transfer-Encoding: chunked` and no length, as a stream is sent. */
  chunked?: boolean;
  /** Leave out the Content-Length header a body would otherwise get. */
  noContentLength?: boolean;
  timeoutMs?: number;
}

/**
 * One request on a connection of its own, byte for byte as described: for what fetch refuses to
 * send (invalid UTF-8, control characters in headers, duplicated or oversized headers, bodies of
 * several megabytes). `Connection: close` is sent, so the reply ends when the server closes; the
 * writing side stays open until then, as a real client's does.
 */
export function sendRaw(port: number, request: RawRequest): Promise<HttpReply> {
  const body = typeof request.body === "string" ? Buffer.from(request.body, "utf8") : (request.body ?? Buffer.alloc(0));
  const lines = [`${request.method} ${request.target} HTTP/1.1`, `Host: 127.0.0.1:${port}`, "Connection: close"];
  for (const [name, value] of request.headers ?? []) lines.push(value === null ? name : `${name}: ${value}`);
  if (request.chunked) lines.push("Transfer-Encoding: chunked");
  else if (!request.noContentLength && (body.length > 0 || ["POST", "PUT", "PATCH"].includes(request.method))) {
    lines.push(`Content-Length: ${body.length}`);
  }
  const head = Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1");

  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, "127.0.0.1");
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`No reply within ${request.timeoutMs ?? 15_000} ms to ${request.method} ${request.target}`));
    }, request.timeoutMs ?? 15_000);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    // The server may answer (413, 431) and close before the whole body is written: what it
    // sent still counts, so a write error only matters when nothing came back.
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      const received = Buffer.concat(chunks);
      try {
        resolve(parseReply(received, request.method === "HEAD"));
      } catch (error) {
        reject(
          new Error(
            `${(error as Error).message} for ${request.method} ${request.target}: ${JSON.stringify(received.toString("latin1").slice(0, 200))}`,
          ),
        );
      }
    });
    socket.once("connect", () => void writeAll(socket, head, body, request.chunked === true));
  });
}

const PIECE = 256 * 1024;

async function writeAll(socket: net.Socket, head: Buffer, body: Buffer, chunked: boolean): Promise<void> {
  const write = (data: Buffer) =>
    new Promise<void>((resolve) => {
      if (socket.destroyed || !socket.writable) return resolve();
      if (socket.write(data)) resolve();
      else {
        // Whichever comes first: room to write again, or the server hanging up.
        const done = () => {
          socket.off("drain", done);
          socket.off("close", done);
          resolve();
        };
        socket.on("drain", done);
        socket.on("close", done);
      }
    });
  await write(head);
  for (let offset = 0; offset < body.length; offset += PIECE) {
    const piece = body.subarray(offset, offset + PIECE);
    await write(
      chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n")]) : piece,
    );
  }
  if (chunked) await write(Buffer.from("0\r\n\r\n"));
}

/** Parses a complete HTTP/1.1 reply, skipping interim (1xx) ones. */
function parseReply(data: Buffer, head = false): HttpReply {
  let rest = data;
  for (;;) {
    const end = rest.indexOf("\r\n\r\n");
    if (end === -1) throw new Error(rest.length === 0 ? "No reply" : "Incomplete reply head");
    const [statusLine = "", ...headerLines] = rest.subarray(0, end).toString("latin1").split("\r\n");
    const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
    if (!match) throw new Error(`Bad status line ${JSON.stringify(statusLine)}`);
    const status = Number(match[1]);
    const headers: Record<string, string> = {};
    const setCookie: string[] = [];
    for (const line of headerLines) {
      const colon = line.indexOf(":");
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      if (name === "set-cookie") setCookie.push(value);
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
    }
    rest = rest.subarray(end + 4);
    if (status >= 100 && status < 200) continue;
    let body: Buffer;
    // A reply to HEAD announces a body it does not send.
    if (head) body = Buffer.alloc(0);
    else if (headers["transfer-encoding"]?.toLowerCase() === "chunked") body = dechunk(rest);
    else if (headers["content-length"] !== undefined) {
      const length = Number(headers["content-length"]);
      if (rest.length < length) throw new Error(`Truncated body (${rest.length} of ${length} bytes)`);
      body = rest.subarray(0, length);
    } else body = rest;
    return { status, headers, setCookie, body, text: body.toString("utf8") };
  }
}

function dechunk(data: Buffer): Buffer {
  const pieces: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = data.indexOf("\r\n", offset);
    if (lineEnd === -1) throw new Error("Truncated chunked body");
    const size = parseInt(data.subarray(offset, lineEnd).toString("latin1"), 16);
    if (Number.isNaN(size)) throw new Error("Bad chunk size");
    if (size === 0) return Buffer.concat(pieces);
    pieces.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
}

export interface FetchRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** A well-formed request through Node's fetch (undici), on its pool of kept-alive connections. */
export async function sendFetch(port: number, request: FetchRequest): Promise<HttpReply> {
  const response = await fetch(`http://127.0.0.1:${port}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body:
      request.body === undefined
        ? undefined
        : typeof request.body === "string"
          ? request.body
          : new Uint8Array(request.body),
    redirect: "manual",
  });
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return {
    status: response.status,
    headers,
    setCookie: response.headers.getSetCookie(),
    body,
    text: body.toString("utf8"),
  };
}
