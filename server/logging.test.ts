import Fastify from "fastify";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { RequestLogController } from "./logging.js";

describe("the request log line", () => {
  it.each([
    [
      "/booking/cancel?lang=pt&token=eyJsZWFk.c2ln&tz=America%2FSao_Paulo",
      "/booking/cancel?lang=pt&token=…&tz=America%2FSao_Paulo",
    ],
    ["/privacy/data?token=pt.0b6f.c2ln", "/privacy/data?token=…"],
    ["/privacy/data/export.json?session=pt.c2Vzc2lvbg", "/privacy/data/export.json?session=…"],
    // A short link's id opens what its long link did (issue 53); so does an "I replied" link's.
    ["/l/q7Xb2mZ0cV1tR8sK3aYw_Q", "/l/…"],
    ["/replied/q7Xb2mZ0cV1tR8sK3aYw_Q?x=1", "/replied/…?x=1"],
  ])("keeps a link's token or session out of %s, and the rest of the address in", async (url, logged) => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({ logger: { level: "info", stream }, logController: new RequestLogController() });
    app.get("/*", async () => "ok");
    await app.inject({ url });
    await app.close();
    const line = lines.find((entry) => entry.msg === "request");
    expect(line?.url).toBe(logged);
  });
});
