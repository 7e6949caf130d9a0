import type { FastifyRequest } from "fastify";

/** Requests answered with another address's page, and that address (path and query). */
const countedAs = new WeakMap<FastifyRequest, string>();

/**
 * Says that this request's answer is the page at `url`, which the browser will show under that
 * address: `/` answered with the home page of a language (docs/decisions/143). A view of it is
 * counted as a view of that page, so a visit lands on `/en/` as the visitor sees it.
 */
export function countAs(request: FastifyRequest, url: string): void {
  countedAs.set(request, url);
}

/** The address a view of this request's page counts under: its own unless `countAs` said otherwise. */
export function countedUrl(request: FastifyRequest): string {
  return countedAs.get(request) ?? request.url;
}
