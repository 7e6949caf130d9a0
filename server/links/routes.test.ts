import { describe, expect, it } from "vitest";
import { collectorPerTest } from "../testing/collector.js";
import {
  lastingShortLink,
  openShortLink,
  purgeExpiredShortLinks,
  shortLink,
  SHORT_LINK_PATH,
  targetPath,
} from "./short-links.js";

const { site, harness } = collectorPerTest();
const ORIGIN = "https://onrails.example";
const DAY = 86_400_000;
const TARGET = "/booking/reschedule?token=eyJhIjoxfQ.c2lnbmF0dXJl";

const idOf = (link: string) => new URL(link).pathname.slice(`${SHORT_LINK_PATH}/`.length);

describe("a short link's target", () => {
  it.each([
    ["https://evil.example/booking", "another host"],
    ["//evil.example/booking", "a scheme-relative address"],
    ["/\\evil.example/booking", "a backslash a browser reads as a slash"],
    ["http://onrails.example/booking", "another scheme"],
    ["https://onrails.example:8443/booking", "another port"],
    ["javascript:alert(1)", "a script"],
    ["https://user@onrails.example/booking", "credentials"],
  ])("refuses %s (%s)", (target) => {
    expect(() => targetPath(ORIGIN, target)).toThrow(/must be a path on https:\/\/onrails.example/);
  });

  it("keeps the path, query and fragment of a link on PUBLIC_URL", () => {
    expect(targetPath(ORIGIN, `${ORIGIN}${TARGET}`)).toBe(TARGET);
    expect(targetPath(ORIGIN, "/admin#invitation=abc")).toBe("/admin#invitation=abc");
  });
});

describe("GET /l/:id", () => {
  it("answers 303 to the stored path on this origin, never cached, with a 128-bit id", async () => {
    await harness.start(site.dir);
    const link = await shortLink(
      harness.app.db,
      { origin: ORIGIN, target: `${ORIGIN}${TARGET}`, language: "en", expiresAt: new Date(Date.now() + DAY) },
      new Date(),
    );
    expect(link).toMatch(/^https:\/\/onrails\.example\/l\/[A-Za-z0-9_-]{22}$/);
    expect(link.length).toBeLessThanOrEqual(80);
    const answer = await harness.app.inject({ url: new URL(link).pathname });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(TARGET);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers["referrer-policy"]).toBe("no-referrer");
  });

  it("makes a new id each time: no two links share one, none follows from another", async () => {
    await harness.start(site.dir);
    const make = () => shortLink(harness.app.db, { origin: ORIGIN, target: TARGET, language: "en" }, new Date());
    const ids = await Promise.all(Array.from({ length: 20 }, make));
    expect(new Set(ids).size).toBe(20);
  });

  it("answers an unknown id 404 in the browser's language, with the site's page and no stack", async () => {
    await harness.start(site.dir);
    const unknown = await harness.app.inject({
      url: `${SHORT_LINK_PATH}/AAAAAAAAAAAAAAAAAAAAAA`,
      headers: { "accept-language": "pt-BR,pt;q=0.9" },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers["content-type"]).toMatch(/^text\/html/);
    expect(unknown.body).toContain('lang="pt-BR"');
    expect(unknown.body).toContain("Este link não funciona");
    expect(unknown.body).toContain('href="/pt/"');
    expect(unknown.body).not.toMatch(/at .+\.ts:\d+|Error:/);
  });

  it.each([
    ["too short", "abc"],
    ["too long", "A".repeat(30)],
    ["not base64url", "AAAAAAAAAAAAAAAAAAAA.."],
    ["a path", "..%2F..%2Fadmin"],
  ])("answers a malformed id (%s) 404 in English by default", async (_case, id) => {
    await harness.start(site.dir);
    const answer = await harness.app.inject({ url: `${SHORT_LINK_PATH}/${id}` });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toContain("This link does not work");
  });

  it("answers an expired id 410 in the language stored with it, whatever the browser says", async () => {
    await harness.start(site.dir);
    const link = await shortLink(
      harness.app.db,
      { origin: ORIGIN, target: TARGET, language: "pt", expiresAt: new Date(Date.now() - 1000) },
      new Date(Date.now() - DAY),
    );
    const answer = await harness.app.inject({ url: new URL(link).pathname, headers: { "accept-language": "en" } });
    expect(answer.statusCode).toBe(410);
    expect(answer.body).toContain("Este link expirou");
    expect(answer.headers.location).toBeUndefined();
  });
});

describe("guessing ids", () => {
  it("meets the limit: 30 a minute from one client, then 429, live links included", async () => {
    await harness.start(site.dir);
    const link = await shortLink(harness.app.db, { origin: ORIGIN, target: TARGET, language: "en" }, new Date());
    const guesses = [];
    for (let index = 0; index < 30; index++)
      guesses.push((await harness.app.inject({ url: `${SHORT_LINK_PATH}/${"A".repeat(21)}${index % 10}` })).statusCode);
    expect(new Set(guesses)).toEqual(new Set([404]));
    expect((await harness.app.inject({ url: new URL(link).pathname })).statusCode).toBe(429);
  });
});

describe("the links' table", () => {
  it("purges links expired past their grace, keeps live ones and lasting ones", async () => {
    await harness.start(site.dir);
    const db = harness.app.db;
    const now = new Date();
    const make = (expiresAt: Date | undefined) =>
      shortLink(db, { origin: ORIGIN, target: TARGET, language: "en", expiresAt }, now);
    const old = idOf(await make(new Date(now.getTime() - 31 * DAY)));
    const recent = idOf(await make(new Date(now.getTime() - DAY)));
    const live = idOf(await make(new Date(now.getTime() + DAY)));
    const lasting = idOf(await make(undefined));
    expect(await purgeExpiredShortLinks(db, now)).toBe(1);
    expect(await openShortLink(db, old, now)).toEqual({ ok: false, reason: "invalid" });
    expect(await openShortLink(db, recent, now)).toEqual({ ok: false, reason: "expired", language: "en" });
    expect(await openShortLink(db, live, now)).toMatchObject({ ok: true, target: TARGET });
    expect(await openShortLink(db, lasting, now)).toMatchObject({ ok: true, target: TARGET });
  });

  it("gives one subscriber's lasting link once, however often it is asked for", async () => {
    await harness.start(site.dir);
    const link = {
      origin: ORIGIN,
      target: "/newsletter/leave?token=x",
      language: "en" as const,
      about: "subscriber:1",
    };
    const first = await lastingShortLink(harness.app.db, link, new Date());
    expect(await lastingShortLink(harness.app.db, link, new Date())).toBe(first);
    expect(await lastingShortLink(harness.app.db, { ...link, about: "subscriber:2" }, new Date())).not.toBe(first);
  });
});
