import type { FastifyInstance, FastifyReply } from "fastify";
import {
  attemptsReply,
  deliveryParams,
  endpointBody,
  endpointJson as endpointJsonSchema,
  endpointParams,
  endpointsReply,
  resentReply,
  secretReply,
} from "../../shared/webhooks.js";
import { jsonSchema, type ValibotSchemas } from "../http/json-schema.js";
import { AdminError, errorSchema, noContentSchema } from "../owner/api.js";
import { listAttempts, queueTestEvent, resendDeliveries } from "./deliveries.js";
import {
  createEndpoint,
  deleteEndpoint,
  endpointJson,
  findEndpoint,
  listEndpoints,
  rotateSecret,
  updateEndpoint,
  type EndpointInput,
} from "./endpoints.js";
import { endSetAside } from "./set-aside.js";
import { checkTarget, TargetError } from "./targets.js";

const schemas = {
  endpoints: jsonSchema(endpointsReply),
  endpoint: jsonSchema(endpointJsonSchema),
  body: jsonSchema(endpointBody),
  secret: jsonSchema(secretReply),
  attempts: jsonSchema(attemptsReply),
  resent: jsonSchema(resentReply),
  params: jsonSchema(endpointParams),
  deliveryParams: jsonSchema(deliveryParams),
};
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema };
const BODY_LIMIT = 16 * 1024;

/**
 * The inbox's webhook API, under /api/admin/webhooks: registered inside the admin scope, so it
 * has the inbox's session check, cross-site refusal and error replies.
 */
export async function webhookRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ValibotSchemas>();
  const policy = { allowPrivate: app.webhooks.allowPrivate };

  /** The URL as saved, or a 422 saying why it is refused. */
  async function checked(input: EndpointInput, reply: FastifyReply): Promise<EndpointInput | undefined> {
    try {
      const url = await checkTarget(input.url.trim(), policy);
      return { ...input, url: url.href, description: input.description.trim() };
    } catch (error) {
      if (!(error instanceof TargetError)) throw error;
      await reply.code(422).send({ error: error.message, code: error.problem });
      return undefined;
    }
  }

  async function existing(id: string) {
    const endpoint = await findEndpoint(app.db, id);
    if (endpoint === undefined) throw new AdminError("NOT_FOUND");
    return endpoint;
  }

  api.get("/endpoints", { schema: { response: { 200: schemas.endpoints, ...errors } } }, async () => ({
    endpoints: (await listEndpoints(app.db)).map(endpointJson),
  }));

  api.post(
    "/endpoints",
    { bodyLimit: BODY_LIMIT, schema: { body: schemas.body, response: { 201: schemas.secret, ...errors } } },
    async (request, reply) => {
      const input = await checked(request.body, reply);
      if (input === undefined) return reply;
      const { endpoint, secret } = await createEndpoint(app.db, input);
      request.log.info({ endpoint: endpoint.id }, "webhook endpoint added");
      return reply.code(201).send({ endpoint: endpointJson(endpoint), secret });
    },
  );

  api.put(
    "/endpoints/:id",
    {
      bodyLimit: BODY_LIMIT,
      schema: { params: schemas.params, body: schemas.body, response: { 200: schemas.endpoint, ...errors } },
    },
    async (request, reply) => {
      const current = await existing(request.params.id);
      if (current.fromSettings) throw new AdminError("BAD_REQUEST", undefined, "WEBHOOK_URL defines this endpoint.");
      const input = await checked(request.body, reply);
      if (input === undefined) return reply;
      const endpoint = await updateEndpoint(app.db, current.id, input);
      if (endpoint === undefined) throw new AdminError("NOT_FOUND");
      app.webhooks.wake();
      return endpointJson(endpoint);
    },
  );

  api.delete(
    "/endpoints/:id",
    { schema: { params: schemas.params, response: { 204: noContentSchema, ...errors } } },
    async (request, reply) => {
      if (!(await deleteEndpoint(app.db, request.params.id))) throw new AdminError("NOT_FOUND");
      request.log.info({ endpoint: request.params.id }, "webhook endpoint deleted");
      return reply.code(204).send(null);
    },
  );

  api.post(
    "/endpoints/:id/secret",
    { schema: { params: schemas.params, response: { 200: schemas.secret, ...errors } } },
    async (request) => {
      const rotated = await rotateSecret(app.db, (await existing(request.params.id)).id);
      if (rotated === undefined) throw new AdminError("BAD_REQUEST", undefined, "WEBHOOK_SECRET defines this secret.");
      request.log.info({ endpoint: rotated.endpoint.id }, "webhook secret rotated");
      return { endpoint: endpointJson(rotated.endpoint), secret: rotated.secret };
    },
  );

  api.post(
    "/endpoints/:id/test",
    { schema: { params: schemas.params, response: { 202: schemas.resent, ...errors } } },
    async (request, reply) => {
      await queueTestEvent(app.db, (await existing(request.params.id)).id);
      app.webhooks.wake();
      return reply.code(202).send({ resent: 1 });
    },
  );

  // "Try now" on an endpoint set aside (decision 077): its waiting deliveries are due at once, in
  // order. On one that is not set aside it changes nothing, so a second click is harmless.
  api.post(
    "/endpoints/:id/try-now",
    { schema: { params: schemas.params, response: { 200: schemas.endpoint, ...errors } } },
    async (request) => {
      const { id } = await existing(request.params.id);
      if (await endSetAside(app.db, id)) {
        request.log.info({ endpoint: id }, "webhook endpoint set aside: tried again now");
        app.webhooks.wake();
      }
      return endpointJson(await existing(id));
    },
  );

  api.get(
    "/endpoints/:id/attempts",
    { schema: { params: schemas.params, response: { 200: schemas.attempts, ...errors } } },
    async (request) => ({ attempts: await listAttempts(app.db, (await existing(request.params.id)).id) }),
  );

  api.post(
    "/endpoints/:id/deliveries/:deliveryId/resend",
    { schema: { params: schemas.deliveryParams, response: { 200: schemas.resent, ...errors } } },
    async (request) => {
      const { id, deliveryId } = request.params;
      const resent = await resendDeliveries(app.db, (await existing(id)).id, { deliveryId });
      app.webhooks.wake();
      return { resent };
    },
  );

  api.post(
    "/endpoints/:id/resend-failed",
    { schema: { params: schemas.params, response: { 200: schemas.resent, ...errors } } },
    async (request) => {
      const resent = await resendDeliveries(app.db, (await existing(request.params.id)).id, "failed");
      app.webhooks.wake();
      return { resent };
    },
  );
}
