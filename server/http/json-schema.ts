import { toJsonSchema } from "@valibot/to-json-schema";
import type { FastifySchemaCompiler, FastifyTypeProvider } from "fastify";
import * as v from "valibot";

declare const SOURCE: unique symbol;
/** JSON Schema that remembers, in its type only, the valibot schema it was converted from. */
export type JsonSchemaOf<S extends v.GenericSchema> = Record<string, unknown> & { readonly [SOURCE]?: S };

/** The valibot schema behind each JSON Schema `jsonSchema` made: the one contract style, checkable. */
const sources = new WeakMap<object, v.GenericSchema>();

/**
 * What `jsonSchema` made of each valibot schema: one object per contract and mode, however many
 * routes and apps declare it, so that Fastify's compilers meet it again
 * (server/http/schema-compilers.ts).
 */
const converted = new WeakMap<v.GenericSchema, Partial<Record<"throw" | "ignore", Record<string, unknown>>>>();

/**
 * A shared valibot schema as the JSON Schema a Fastify route takes: Ajv checks requests with it
 * and fast-json-stringify writes replies in its key order. Converted once per contract.
 * `errorMode: "ignore"` leaves out checks JSON Schema cannot say (a known time zone): only for
 * routes that validate with valibot itself (`validateWithValibot`).
 */
export function jsonSchema<S extends v.GenericSchema>(
  schema: S,
  { errorMode = "throw" }: { errorMode?: "throw" | "ignore" } = {},
): JsonSchemaOf<S> {
  const made = converted.get(schema) ?? {};
  converted.set(schema, made);
  if (made[errorMode] === undefined) {
    const { $schema: _version, ...json } = toJsonSchema(schema, { errorMode });
    sources.set(json, schema);
    made[errorMode] = json;
  }
  return made[errorMode] as JsonSchemaOf<S>;
}

/** Whether a route's schema part was made from a valibot schema by `jsonSchema`. */
export function isFromValibot(json: unknown): boolean {
  return typeof json === "object" && json !== null && sources.has(json);
}

/**
 * A Fastify type provider (`app.withTypeProvider<ValibotSchemas>()`): a route's request and reply
 * types are those of the valibot schemas behind its JSON Schemas, so no route restates them.
 */
export interface ValibotSchemas extends FastifyTypeProvider {
  validator: this["schema"] extends JsonSchemaOf<infer S> ? v.InferOutput<S> : unknown;
  serializer: this["schema"] extends JsonSchemaOf<infer S> ? v.InferInput<S> : unknown;
}

/**
 * A validator compiler that parses with the valibot schema a route declared, so the value a
 * handler reads is the schema's output, checks JSON Schema cannot say included (decision 031).
 * A schema not made by `jsonSchema` lets nothing through.
 */
export const validateWithValibot: FastifySchemaCompiler<unknown> = ({ schema }) => {
  const source = sources.get(schema as object);
  return (data: unknown) => {
    if (source === undefined) return { error: new Error("a route schema without its valibot source") };
    const result = v.safeParse(source, data);
    if (result.success) return { value: result.output };
    return { error: new Error(v.summarize(result.issues)) };
  };
};
