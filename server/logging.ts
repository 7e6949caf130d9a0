import { LogController, type FastifyReply, type FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Skip the request line when the route succeeds (probes polled every few seconds). */
    quietLog?: boolean;
  }
}

/**
 * Booking links carry a token that moves or cancels a call, and the privacy pages a link token or
 * a session that opens a visitor's data: their values stay out of the logs.
 */
const TOKEN_IN_QUERY = /([?&](?:token|session)=)[^&#]*/g;
/** A short link's id (issue 53) and an "I replied" link's open what their long links did: kept out too. */
const ID_IN_PATH = /^(\/(?:l|replied)\/)[^/?#]+/;

/**
 * One log line per request, written when it completes, instead of Fastify's two. Fastify's
 * other lines (handler errors, stream errors, 503 while closing) are kept as they are.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (!error && reply.statusCode < 400 && request.routeOptions.config?.quietLog) return;
    const line = {
      method: request.method,
      url: request.url.replace(ID_IN_PATH, "$1…").replace(TOKEN_IN_QUERY, "$1…"),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request");
  }
}
