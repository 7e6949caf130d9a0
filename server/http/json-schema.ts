import { toJsonSchema } from "@valibot/to-json-schema";
import type * as v from "valibot";

declare const SOURCE: unique symbol;
/** JSON Schema that remembers, in its type only, the valibot schema it was converted from. */
export type JsonSchemaOf<S extends v.GenericSchema> = Record<string, unknown> & { readonly [SOURCE]?: S };

/**
 * A shared valibot schema as the JSON Schema a Fastify route takes: Ajv checks requests with it
 * and fast-json-stringify writes replies in its key order. Converted once, when the route is
 * declared.
 */
export function jsonSchema<S extends v.GenericSchema>(schema: S): JsonSchemaOf<S> {
  const { $schema: _version, ...rest } = toJsonSchema(schema);
  return rest as JsonSchemaOf<S>;
}
