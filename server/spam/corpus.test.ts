import { describe, expect, it } from "vitest";
import { listLeads, type Lead } from "../leads/repository.js";
import { collectorPerTest } from "../testing/collector.js";
import { DIALECTS } from "../testing/databases.js";
import { PROOF_OF_WORK_FIELD } from "../../shared/spam.js";
import { CORPUS_LEADS, CORPUS_SPAM, type CorpusEntry } from "./corpus/index.js";
import { solvedChallengeField } from "./solve.js";

const { site, harness } = collectorPerTest();

type Mode = "with JavaScript" | "without JavaScript";
type Kind = "lead" | "spam";

/**
 * Posts one corpus entry through the real collector. With JavaScript, a person's form fetched
 * its challenge when they focused it, some 20 s before the submit; a bot's browser fetches it and
 * submits as soon as it is solved. Without JavaScript, a plain POST of the form's fields.
 */
async function post(entry: CorpusEntry, kind: Kind, mode: Mode, index: number): Promise<void> {
  const fields: Record<string, string> = { ...entry, _gotcha: "" };
  if (mode === "with JavaScript") {
    // Solved as the browser would, without its search: a few hundred searches were nearly all of
    // this file's time (the route and the search have their own tests).
    const issued = kind === "lead" ? new Date(Date.now() - 20_000) : new Date();
    fields[PROOF_OF_WORK_FIELD] = await solvedChallengeField(harness.app.db, issued);
  }
  // Each sender from an address of its own, as they come from the internet.
  const remoteAddress = `198.51.${kind === "lead" ? 100 : 101}.${index % 250}`;
  const res =
    mode === "with JavaScript" ? await harness.postJson(fields, { remoteAddress }) : await harness.postForm(fields);
  // Bots learn nothing: spam and leads get the same answer.
  expect(res.statusCode, JSON.stringify(entry)).toBe(mode === "with JavaScript" ? 200 : 303);
}

describe("the spam corpus", () => {
  it("has at least 100 leads and 100 spam submissions, in both languages", () => {
    for (const entries of [CORPUS_LEADS, CORPUS_SPAM]) {
      expect(entries.length).toBeGreaterThanOrEqual(100);
      expect(new Set(entries.map((entry) => entry._language))).toEqual(new Set(["en", "pt"]));
    }
  });
});

// On both databases: the repeated-message and rate rules read what is stored.
describe.each(DIALECTS)("the spam corpus through the real collector (%s)", (dialect) => {
  it.each<Mode>(["with JavaScript", "without JavaScript"])(
    "%s: no lead judged spam, spam caught, every spam verdict with its reasons",
    async (mode) => {
      await harness.start(site.dir, { RATE_LIMIT_PER_MINUTE: "100000" }, dialect);
      for (const [index, entry] of CORPUS_LEADS.entries()) await post(entry, "lead", mode, index);
      for (const [index, entry] of CORPUS_SPAM.entries()) await post(entry, "spam", mode, index);

      const stored = await listLeads(harness.app.db, { limit: 1000 });
      const spamTexts = new Set(CORPUS_SPAM.map((entry) => entry.context));
      const isSpam = (lead: Lead) => spamTexts.has(lead.message);
      const table = {
        "lead → inbox": stored.filter((lead) => !isSpam(lead) && lead.status !== "spam").length,
        "lead → spam": stored.filter((lead) => !isSpam(lead) && lead.status === "spam").length,
        "spam → inbox": stored.filter((lead) => isSpam(lead) && lead.status !== "spam").length,
        "spam → spam": stored.filter((lead) => isSpam(lead) && lead.status === "spam").length,
      };
      const caught = table["spam → spam"] / CORPUS_SPAM.length;
      console.log(`Confusion table ${mode}:`, table, `caught ${(caught * 100).toFixed(1)} %`);
      console.log(
        "Missed:",
        stored.filter((lead) => isSpam(lead) && lead.status !== "spam").map((lead) => lead.message.slice(0, 60)),
      );

      expect(stored).toHaveLength(CORPUS_LEADS.length + CORPUS_SPAM.length);
      expect(stored.filter((lead) => !isSpam(lead) && lead.status === "spam")).toEqual([]);
      expect(caught).toBeGreaterThanOrEqual(mode === "with JavaScript" ? 0.95 : 0.8);
      for (const lead of stored.filter((each) => each.status === "spam"))
        expect(lead.spamReasons.length).toBeGreaterThan(0);
    },
    240_000,
  );
});
