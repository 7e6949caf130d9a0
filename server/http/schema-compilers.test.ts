import Fastify from "fastify";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { jsonSchema } from "./json-schema.js";
import { compilersFactory } from "./schema-compilers.js";

const Reply = v.object({ name: v.string(), count: v.number() });
const Body = v.object({ name: v.pipe(v.string(), v.minLength(1)) });

/** An app as buildApp makes one, with a route that declares both contracts. */
async function app() {
  const server = Fastify({ schemaController: { compilersFactory } });
  server.post(
    "/things",
    { schema: { body: jsonSchema(Body), response: { 200: jsonSchema(Reply) } } },
    // The extra key must not reach the client: fast-json-stringify writes the schema's keys only.
    async (request) => ({ ...(request.body as { name: string }), count: 2, secret: "kept out" }),
  );
  await server.ready();
  return server;
}

describe("jsonSchema", () => {
  it("gives a contract one object per mode, however often a route declares it", () => {
    expect(jsonSchema(Reply)).toBe(jsonSchema(Reply));
    expect(jsonSchema(Reply, { errorMode: "ignore" })).toBe(jsonSchema(Reply, { errorMode: "ignore" }));
    expect(jsonSchema(Reply, { errorMode: "ignore" })).not.toBe(jsonSchema(Reply));
  });
});

describe("the schema compilers", () => {
  it("compile a schema once for every app of the process", () => {
    const options = { customOptions: {} };
    const route = { schema: jsonSchema(Reply), method: "GET", url: "/", httpStatus: "200" };
    const serializer = compilersFactory.buildSerializer!({}, {})(route);
    expect(compilersFactory.buildSerializer!({}, {})(route)).toBe(serializer);
    const validator = compilersFactory.buildValidator!({}, options)({ ...route, httpPart: "body" });
    expect(compilersFactory.buildValidator!({}, options)({ ...route, httpPart: "body" })).toBe(validator);
  });

  it("keep another schema's code apart", () => {
    const serialize = compilersFactory.buildSerializer!({}, {});
    const route = { method: "GET", url: "/", httpStatus: "200" };
    expect(serialize({ ...route, schema: jsonSchema(Reply) })).not.toBe(
      serialize({ ...route, schema: jsonSchema(Body) }),
    );
  });

  it("still check requests and shape replies in a second app of the process", async () => {
    for (const server of [await app(), await app()]) {
      const refused = await server.inject({ method: "POST", url: "/things", payload: { name: "" } });
      expect(refused.statusCode).toBe(400);
      const answered = await server.inject({ method: "POST", url: "/things", payload: { name: "a" } });
      expect(answered.statusCode).toBe(200);
      expect(answered.body).toBe('{"name":"a","count":2}');
      await server.close();
    }
  });
});
