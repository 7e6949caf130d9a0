import type { FastifyInstance, InjectOptions } from "fastify";
import { expect } from "vitest";

/** ADMIN_PASSWORD in the tests. */
export const ADMIN_PASSWORD = "correct horse battery staple";

/** Every route of the admin API, with a body where it takes one. */
export const ADMIN_ROUTES: [InjectOptions["method"], string, unknown?][] = [
  ["GET", "/api/admin/session"],
  ["DELETE", "/api/admin/session"],
  ["GET", "/api/admin/leads"],
  ["GET", "/api/admin/leads?status=spam&q=x"],
  ["GET", "/api/admin/leads/export?format=csv"],
  ["GET", "/api/admin/leads/export?format=json"],
  ["GET", "/api/admin/leads/some-id"],
  ["GET", "/api/admin/calls"],
  ["POST", "/api/admin/calls/some-id/outcome", { outcome: "held" }],
  ["POST", "/api/admin/calls/some-id/offer"],
  ["GET", "/api/admin/privacy/requests"],
  ["PATCH", "/api/admin/leads/some-id", { status: "handled" }],
  ["POST", "/api/admin/leads/stage", { ids: ["some-id"], stage: "won" }],
  ["DELETE", "/api/admin/leads/some-id"],
  ["POST", "/api/admin/leads/some-id/notes", { body: "a note" }],
  ["PATCH", "/api/admin/leads/some-id/notes/some-note", { body: "a note" }],
  ["DELETE", "/api/admin/leads/some-id/notes/some-note"],
  ["PUT", "/api/admin/leads/some-id/follow-up", { on: "2026-12-01" }],
  ["GET", "/api/admin/today"],
  ["GET", "/api/admin/replies"],
  ["POST", "/api/admin/replies/sync"],
  ["GET", "/api/admin"],
  ["GET", "/api/admin/unknown"],
  ["POST", "/api/admin/leads", {}],
  ["PUT", "/api/admin/leads/some-id", { status: "handled" }],
];

/** Signs in through the API and resolves to the Cookie header that carries the session. */
export async function signIn(
  app: FastifyInstance,
  { password = ADMIN_PASSWORD, headers = {} }: { password?: string; headers?: InjectOptions["headers"] } = {},
): Promise<string> {
  const res = await app.inject({ method: "POST", url: "/api/admin/session", payload: { password }, headers });
  expect(res.statusCode, res.body).toBe(204);
  const setCookie = String(res.headers["set-cookie"]);
  return setCookie.slice(0, setCookie.indexOf(";"));
}

/** An RFC 4180 parser, strict enough to notice a malformed export. */
export function parseCsv(text: string, separator: "," | ";" = ","): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === "") quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else if (char === '"' || char === "\n" || char === "\r") throw new Error(`Malformed CSV at ${i}`);
    else cell += char;
  }
  if (quoted || cell !== "" || row.length > 0) throw new Error("CSV does not end with CRLF");
  return rows;
}
