import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { leadJson, listReply } from "../../shared/admin-api.js";
import { ADMIN_PASSWORD, signIn } from "../testing/admin.js";
import { collectorPerTest, CONSULTING, DISCOVERY } from "../testing/collector.js";
import { DIALECTS } from "../testing/databases.js";

/** Issue 40: a lead opened alone carries its reply draft and the other messages of its address. */
const { site, harness } = collectorPerTest();

describe.each(DIALECTS)("a lead's page on %s", (dialect) => {
  it("lists the other messages of the same address (any case) and drafts the reply from the owner's template", async () => {
    await harness.start(site.dir, { ADMIN_PASSWORD, REPLY_TEMPLATE_PT: "Oi {name}!\\nValeu pelo contato." }, dialect);
    const cookie = await signIn(harness.app);
    const admin = async (path: string) =>
      (await harness.app.inject({ url: `/api/admin${path}`, headers: { cookie } })).json<unknown>();

    await harness.postJson({
      ...CONSULTING,
      email: "Ana@Example.com",
      name: "Ana",
      context: "First: a question about AI.",
    });
    await harness.postJson({ ...DISCOVERY, email: "someone@example.com", currentChallenges: "Someone else entirely." });
    await harness.postJson({
      ...DISCOVERY,
      email: "ana@example.com",
      name: "Ana",
      currentChallenges: "Second: <b>about</b> the workshop.",
      _language: "pt",
    });
    const { leads } = v.parse(listReply, await admin("/leads"));
    const [second, , first] = leads;

    const page = v.parse(leadJson, await admin(`/leads/${second!.id}`));
    expect(page.others?.map((other) => [other.id, other.message])).toEqual([
      [first!.id, "First: a question about AI."],
    ]);
    expect(page.reply?.subject).toBe("Re: sua mensagem para a OnRails Labs");
    expect(page.reply?.body).toMatch(
      /^Oi Ana!\nValeu pelo contato\.\n\n\nEm .+, Ana escreveu:\n> Second: <b>about<\/b> the workshop\.$/,
    );
    // The first sees the second; the one from someone else sees none.
    expect(v.parse(leadJson, await admin(`/leads/${first!.id}`)).others?.map((other) => other.id)).toEqual([
      second!.id,
    ]);
    expect(v.parse(leadJson, await admin(`/leads/${leads[1]!.id}`)).others).toEqual([]);
  });
});
