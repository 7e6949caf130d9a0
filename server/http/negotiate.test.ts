import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { wantsJson } from "./negotiate.js";

const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

describe("wantsJson", () => {
  it.each([
    ["@formspree/core", { accept: "application/json" }, true],
    ["a script that accepts anything after JSON", { accept: "application/json, text/plain, */*" }, true],
    [
      "a JSON body, whatever it accepts",
      { "content-type": "application/json; charset=utf-8", accept: "text/html" },
      true,
    ],
    ["JSON weighted above HTML", { accept: "text/html;q=0.5, application/json" }, true],
    ["a browser's navigation", { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" }, false],
    ["a form post with no Accept", { "content-type": "application/x-www-form-urlencoded" }, false],
    ["anything at all", { accept: "*/*" }, false],
    ["JSON refused with q=0", { accept: "application/json;q=0, text/html" }, false],
    ["Accept written in capitals", { accept: "APPLICATION/JSON" }, true],
  ])("%s → %s", (_case, headers, expected) => {
    expect(wantsJson(request(headers))).toBe(expected);
  });
});
