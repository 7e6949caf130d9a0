import { expandLinks } from "../testing/short-links.js";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { privacyRequestsReply } from "../../shared/privacy.js";
import { insertLead } from "../leads/repository.js";
import { privacySecret } from "./keys.js";
import type { LinkPayload } from "./mail.js";
import { eraseData, openLink, PRIVACY_RULES, requestLink, type PrivacyDeps } from "./service.js";
import { ADMIN_PASSWORD, signIn } from "../testing/admin.js";
import { collectorPerTest } from "../testing/collector.js";
import { DIALECTS } from "../testing/databases.js";
import { newLead } from "../testing/leads.js";
import { privacyMail } from "../testing/privacy-mail.js";

const { site, harness } = collectorPerTest();

describe.each(DIALECTS)("the inbox's privacy requests (%s)", (dialect) => {
  it("lists each request newest first with its status and what an erasure removed, and no address", async () => {
    const app = await harness.start(site.dir, { ADMIN_PASSWORD }, dialect);
    const deps: PrivacyDeps = {
      db: app.db,
      secret: await privacySecret(app.db),
      rules: PRIVACY_RULES,
      now: () => new Date(),
      origin: "https://site.example",
      mail: privacyMail(),
      cancelCalls: async () => [],
      log: { info: () => {}, warn: () => {} },
    };
    await insertLead(app.db, newLead({ email: "ana@example.com" }));
    await requestLink(deps, { email: "nobody@example.com", language: "en" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await requestLink(deps, { email: "ana@example.com", language: "pt" });
    const rows = await app.db
      .selectFrom("outbox")
      .select("payload")
      .where("kind", "=", "visitor-privacy-link")
      .execute();
    const links = await Promise.all(
      rows.map((row) => expandLinks(app.db, (JSON.parse(row.payload!) as LinkPayload).link)),
    );
    const link = links.find((each) => each.includes("=pt."))!;
    const { session } = await openLink(deps, new URL(link).searchParams.get("token")!);
    await eraseData(deps, session, true);

    const cookie = await signIn(app);
    const res = await app.inject({ url: "/api/admin/privacy/requests", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/@example\.com/);
    const { requests } = v.parse(privacyRequestsReply, res.json());
    expect(requests.map((request) => [request.language, request.action, request.status, request.erased])).toEqual([
      ["pt", "erasure", "done", { leads: 1, calls: 0, messages: expect.any(Number), webhookDeliveries: 0 }],
      ["en", "access", "sent", null],
    ]);

    expect((await app.inject({ url: "/api/admin/privacy/requests" })).statusCode).toBe(401);
  });
});
