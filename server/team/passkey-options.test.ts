// Issue 50: the browser's WebAuthn calls get the library's options whole, not only their challenge.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { ADMIN_PASSWORD } from "../testing/admin.js";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../testing/databases.js";
import { makeSite } from "../testing/site.js";
import { signInAs } from "../testing/team.js";

let site: Awaited<ReturnType<typeof makeSite>>;
beforeAll(async () => {
  site = await makeSite();
});
afterAll(async () => {
  await site.remove();
});

describe.each(DIALECTS)("the passkey options on %s", (dialect) => {
  let database: TestDatabase;
  afterEach(async () => {
    await database.remove();
  });

  it("registers a discoverable, user-verified passkey for this person on PUBLIC_URL's host, and signs in the same", async () => {
    database = await createTestDatabase(dialect, { migrated: true });
    const app = buildApp(
      loadConfig({
        ...database.env,
        CLIENT_DIR: site.dir,
        LOG_LEVEL: "silent",
        ADMIN_PASSWORD,
        PUBLIC_URL: "http://console.example.com",
      }),
    );
    try {
      await app.ready();
      const { cookie, person } = await signInAs(app, "consultant");
      const registration = await app.inject({
        method: "POST",
        url: "/api/admin/me/passkeys/options",
        headers: { cookie },
      });
      expect(registration.statusCode).toBe(200);
      expect(registration.json()).toMatchObject({
        challenge: expect.any(String),
        rp: { id: "console.example.com" },
        user: { id: expect.any(String), name: person.email, displayName: person.name },
        pubKeyCredParams: expect.arrayContaining([{ type: "public-key", alg: -7 }]),
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
        excludeCredentials: [],
      });

      const signIn = await app.inject({ method: "POST", url: "/api/admin/passkeys/sign-in/options" });
      expect(signIn.statusCode).toBe(200);
      expect(signIn.json()).toMatchObject({
        challenge: expect.any(String),
        rpId: "console.example.com",
        userVerification: "required",
      });
    } finally {
      await app.close();
    }
  });
});
