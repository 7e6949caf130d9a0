import Fastify from "fastify";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { RequestLogController } from "./logging.js";

describe("the request log line", () => {
  it("keeps a booking token's value out, and the rest of the address in", async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({ logger: { level: "info", stream }, logController: new RequestLogController() });
    app.get("/booking/cancel", async () => "ok");
    await app.inject({ url: "/booking/cancel?lang=pt&token=eyJsZWFk.c2ln&tz=America%2FSao_Paulo" });
    await app.close();
    const line = lines.find((entry) => entry.msg === "request");
    expect(line?.url).toBe("/booking/cancel?lang=pt&token=…&tz=America%2FSao_Paulo");
  });
});
