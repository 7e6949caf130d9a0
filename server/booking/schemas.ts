import { toJsonSchema } from "@valibot/to-json-schema";
import type { FastifySchemaCompiler } from "fastify";
import * as v from "valibot";
import type { JsonSchemaOf } from "../admin/api.js";

/** The valibot schema behind each JSON Schema a booking route declares. */
const sources = new WeakMap<object, v.GenericSchema>();

/**
 * A booking route's schema: JSON Schema for Fastify (the route list, reply serialisation), which
 * remembers its valibot schema so that the booking routes validate with valibot itself (see
 * `validateWithValibot`). The checks JSON Schema cannot say (a known time zone) and the form's
 * `tz` read as `timeZone` are left out of the JSON Schema, not out of the check.
 */
export function routeSchema<S extends v.GenericSchema>(schema: S): JsonSchemaOf<S> {
  const { $schema: _version, ...json } = toJsonSchema(schema, { errorMode: "ignore" });
  sources.set(json, schema);
  return json as JsonSchemaOf<S>;
}

/**
 * The booking scope's validator compiler: valibot parses what the route declared, so the value a
 * handler reads is the schema's output. Without a valibot source (none here) nothing passes.
 */
export const validateWithValibot: FastifySchemaCompiler<unknown> = ({ schema }) => {
  const source = sources.get(schema as object);
  return (data: unknown) => {
    if (source === undefined) return { error: new Error("a booking route without a valibot schema") };
    const result = v.safeParse(source, data);
    if (result.success) return { value: result.output };
    return { error: new Error(v.summarize(result.issues)) };
  };
};
