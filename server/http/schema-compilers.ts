import AjvCompiler from "@fastify/ajv-compiler";
import SerializerSelector from "@fastify/fast-json-stringify-compiler";
import type { FastifyServerOptions } from "fastify";

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions["schemaController"]>["compilersFactory"]>;
type BuildSerializer = NonNullable<CompilersFactory["buildSerializer"]>;
type SerializerCompiler = ReturnType<BuildSerializer>;

/**
 * Fastify's own schema compilers (Ajv for requests, fast-json-stringify for replies), made once per
 * process rather than once per app. Compiling a route's schemas writes and evaluates code, the
 * costliest part of building an app; the result depends on the schema alone, and `jsonSchema`
 * gives each contract one object. So an app built again in the same process (each server test
 * builds its own) compiles only what it has not seen; a deployed server, which builds one app,
 * compiles as before (docs/decisions/189-schemas-compiled-once-per-process.md).
 */
const buildValidator = AjvCompiler();
const buildSerializer = SerializerSelector();

/** Per set of shared schemas and options (one in this app), each route schema's serializer. */
const serializers = new Map<string, WeakMap<object, ReturnType<SerializerCompiler>>>();

const buildSerializerOnce: BuildSerializer = (externalSchemas, options) => {
  const compile = buildSerializer(externalSchemas, options);
  const key = JSON.stringify([externalSchemas, options ?? null]);
  const compiled = serializers.get(key) ?? new WeakMap<object, ReturnType<SerializerCompiler>>();
  serializers.set(key, compiled);
  return (route) => {
    const { schema } = route;
    if (typeof schema !== "object" || schema === null) return compile(route);
    const found = compiled.get(schema);
    if (found) return found;
    const serializer = compile(route);
    compiled.set(schema, serializer);
    return serializer;
  };
};

/**
 * For `Fastify({ schemaController: { compilersFactory } })`. Ajv keeps what it compiled by schema
 * object already; the pool `AjvCompiler` returns gives every app of the process the same Ajv (a
 * schema written inline in a plugin is a new object per app, compiled again, and kept by that Ajv
 * as long as the process lives: tests build a few hundred apps per file at most). Passing a
 * factory tells Fastify the validator is "custom", which changes one thing: a `headers` schema
 * keeps its keys' case, and no route declares one.
 */
export const compilersFactory: CompilersFactory = {
  buildValidator,
  buildSerializer: buildSerializerOnce,
};
