import { describe, expect, it } from "vitest";
import { findLead } from "../leads/repository.js";
import { collectorPerTest, CONSULTING } from "../testing/collector.js";
import { repliedLink } from "./replied-link.js";

const { site, harness } = collectorPerTest();
const ORIGIN = "https://onrails.example";
const DAY = 86_400_000;

describe("the notification's 'I replied' link", () => {
  const storedLead = async () => {
    expect((await harness.postJson({ ...CONSULTING, name: "Ana <b>Replies</b>" })).statusCode).toBe(200);
    const [row] = await harness.app.db.selectFrom("leads").select("id").execute();
    return row!.id;
  };
  const tokenOf = (link: string) => new URL(link).pathname.replace("/replied/", "");
  const open = (id: string, language = "en") =>
    harness.app.inject({ url: `/replied/${encodeURIComponent(id)}`, headers: { "accept-language": language } });
  const press = (id: string, language = "en") =>
    harness.app.inject({
      method: "POST",
      url: `/replied/${encodeURIComponent(id)}`,
      payload: "",
      headers: { "content-type": "application/x-www-form-urlencoded", "accept-language": language },
    });

  it("shows one button on GET, changes nothing until it is pressed, then marks the lead replied once", async () => {
    await harness.start(site.dir);
    const id = await storedLead();
    const token = tokenOf(await repliedLink(harness.app.db, ORIGIN, id, new Date()));

    const page = await open(token);
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.body).toContain("Did you reply to Ana &lt;b&gt;Replies&lt;/b&gt;?");
    expect(page.body.match(/<form[^>]*>/)?.[0]).toBe(`<form action="/replied/${token}" method="post">`);
    // Short enough to read in an e-mail: the id is kept here, not signed into the address.
    expect((await repliedLink(harness.app.db, ORIGIN, id, new Date())).length).toBeLessThanOrEqual(80);
    expect(await findLead(harness.app.db, id)).toMatchObject({ stage: "new" });

    const done = await press(token);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("is marked replied");
    expect(done.body).toContain(`href="/admin?lead=${id}"`);
    expect(await findLead(harness.app.db, id)).toMatchObject({ stage: "replied", status: "handled" });
    expect((await press(token)).body).toContain("was already past");
  });

  it("speaks Portuguese to a Portuguese browser", async () => {
    await harness.start(site.dir);
    const token = tokenOf(await repliedLink(harness.app.db, ORIGIN, await storedLead(), new Date()));
    expect((await open(token, "pt-BR,pt;q=0.9")).body).toContain("Marcar como respondido");
    expect((await press(token, "pt-BR")).body).toContain("está marcado como respondido");
  });

  it("refuses an unknown id, a deleted lead's and an expired one, changing nothing", async () => {
    await harness.start(site.dir);
    const id = await storedLead();
    const token = tokenOf(await repliedLink(harness.app.db, ORIGIN, id, new Date()));
    const expired = tokenOf(await repliedLink(harness.app.db, ORIGIN, id, new Date(Date.now() - 31 * DAY)));
    for (const bad of ["x", `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, "<script>"]) {
      const res = await press(bad);
      expect(res.statusCode, bad).toBe(404);
      expect(res.body).toContain("This link is not one of ours");
    }
    expect((await open(expired)).body).toContain("This link has expired");
    expect(await findLead(harness.app.db, id)).toMatchObject({ stage: "new" });
    await harness.app.db.deleteFrom("leads").where("id", "=", id).execute();
    expect((await press(token)).statusCode).toBe(404);
  });
});
