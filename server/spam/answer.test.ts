import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ChallengeReplySchema, PROOF_OF_WORK_FIELD } from "../../shared/spam.js";
import { listLeads } from "../leads/repository.js";
import { collectorPerTest, CONSULTING } from "../testing/collector.js";
import { solveChallenge } from "./solve.js";

const { site, harness } = collectorPerTest();

/**
 * Issue 27, point 3: bots learn nothing. Whatever layer catches a submission, the collector
 * answers it as it answers a real lead, with JSON and with a browser's own POST alike.
 */
describe("a caught submission gets a real lead's answer", () => {
  const solved = async () =>
    solveChallenge(v.parse(ChallengeReplySchema, (await harness.app.inject({ url: "/f/contact/challenge" })).json()));

  it.each<[string, () => Promise<Record<string, string>>]>([
    ["a filled honeypot", async () => ({ _gotcha: "x" })],
    ["a link in the name", async () => ({ name: "Rank https://rank.example" })],
    ["a proof of work sent too fast", async () => ({ [PROOF_OF_WORK_FIELD]: await solved() })],
    ["a forged proof of work", async () => ({ [PROOF_OF_WORK_FIELD]: btoa("{}") })],
    [
      "a disposable address and spam phrases",
      async () => ({ email: "x@mailinator.com", context: "Buy backlinks, SEO ranking guaranteed" }),
    ],
  ])("%s", async (_, caughtBy) => {
    await harness.start(site.dir, { SPAM_MIN_FILL_SECONDS: "3" });
    const extra = await caughtBy();
    const real = {
      json: await harness.postJson(CONSULTING),
      form: await harness.postForm({ ...CONSULTING, context: "Another real one" }),
    };
    const spam = {
      json: await harness.postJson({ ...CONSULTING, email: "a@bot.example", context: "One", ...extra }),
      form: await harness.postForm({ ...CONSULTING, email: "b@bot.example", context: "Two", ...extra }),
    };
    expect(spam.json.statusCode).toBe(real.json.statusCode);
    expect(spam.json.body).toBe(real.json.body);
    expect(spam.form.statusCode).toBe(real.form.statusCode);
    expect(spam.form.headers["location"]).toBe(real.form.headers["location"]);
    expect(spam.form.body).toBe(real.form.body);
    // Oldest last: the two caught, then the two real ones.
    const leads = await listLeads(harness.app.db, { limit: 10 });
    expect(leads.map((lead) => lead.status)).toEqual(["spam", "spam", "new", "new"]);
  });
});
