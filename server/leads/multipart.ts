import type { FastifyError, FastifyRequest } from "fastify";
import { FormError } from "./form-error.js";
import type { Fields } from "./submission.js";

/**
 * Busboy's limits for the collector's multipart bodies. They bound what is kept, not what is
 * read: busboy reads past a truncated field, a preamble or an epilogue to the end of the body,
 * so `readMultipart` also counts the bytes that arrive.
 */
export function multipartLimits(bodyLimit: number) {
  return {
    fieldNameSize: 100,
    // One byte over the body limit, so a field that alone exceeds it shows as truncated.
    fieldSize: bodyLimit + 1,
    fields: 50,
    files: 1,
    fileSize: bodyLimit,
    parts: 51,
    headerPairs: 20,
  };
}

/**
 * Multipart fields as a plain object, like the other parsers give; any file is refused. The body
 * is refused with PAYLOAD_TOO_LARGE as soon as more than `bodyLimit` bytes of it have arrived,
 * with or without a Content-Length, whatever busboy makes of them.
 */
export async function readMultipart(request: FastifyRequest, bodyLimit: number): Promise<Fields> {
  // Piped to busboy now: the byte count below starts with the first byte of the body.
  const parts = request.parts({ limits: multipartLimits(bodyLimit) });
  let received = 0;
  let onData: ((chunk: Buffer) => void) | undefined;
  const overLimit = new Promise<never>((_resolve, reject) => {
    onData = (chunk) => {
      received += chunk.length;
      if (received > bodyLimit) reject(new FormError("PAYLOAD_TOO_LARGE"));
    };
    request.raw.on("data", onData);
  });
  // Nothing awaits it when the body ends within the limit.
  overLimit.catch(() => {});
  try {
    return await Promise.race([collectFields(parts, bodyLimit), overLimit]);
  } catch (error) {
    if (error instanceof FormError) throw error;
    // Busboy's errors (bad boundary, truncated part) carry no status: the body is malformed.
    throw new FormError((error as FastifyError).statusCode === 413 ? "PAYLOAD_TOO_LARGE" : "MALFORMED_BODY");
  } finally {
    request.raw.off("data", onData!);
  }
}

async function collectFields(parts: ReturnType<FastifyRequest["parts"]>, bodyLimit: number): Promise<Fields> {
  const fields: Record<string, unknown> = {};
  let size = 0;
  for await (const part of parts) {
    if (part.type === "file") {
      part.file.resume();
      throw new FormError("NO_FILE_UPLOADS");
    }
    if (part.valueTruncated || part.fieldnameTruncated) throw new FormError("PAYLOAD_TOO_LARGE");
    size += Buffer.byteLength(part.fieldname) + Buffer.byteLength(String(part.value));
    if (size > bodyLimit) throw new FormError("PAYLOAD_TOO_LARGE");
    const previous = fields[part.fieldname];
    fields[part.fieldname] = previous === undefined ? part.value : [previous, part.value].flat();
  }
  return fields;
}
