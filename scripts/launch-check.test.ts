import { execFile } from "node:child_process";
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const run = promisify(execFile);
const script = path.resolve("scripts/launch-check.mjs");

/** `npm run launch-check` in `cwd` with only `env` set (nothing from this machine's environment). */
async function launchCheck(cwd: string, env: Record<string, string>, strict = false) {
  try {
    const { stdout } = await run(process.execPath, [script, ...(strict ? ["--strict"] : [])], {
      cwd,
      env: { PATH: process.env.PATH ?? "", ...env },
    });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

/** Every example entry the repository ships, filled in as an owner would. */
async function fillExamples(root: string): Promise<void> {
  const content = path.join(root, "app/content");
  for (const collection of ["people", "clients", "testimonials"]) {
    for (const name of await readdir(path.join(content, collection))) {
      const file = path.join(content, collection, name);
      const data = JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>;
      delete data.example;
      await writeFile(file, JSON.stringify(data));
    }
  }
  for (const name of await readdir(path.join(content, "offers"))) {
    const file = path.join(content, "offers", name);
    const data = JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>;
    await writeFile(file, JSON.stringify({ ...data, price: { amount: 4800, currency: "BRL", from: true } }));
  }
  for (const name of await readdir(path.join(content, "case-studies"), { recursive: true })) {
    if (!name.endsWith(".md")) continue;
    const file = path.join(content, "case-studies", name);
    await writeFile(file, (await readFile(file, "utf8")).replace(/^example: true\n/m, ""));
  }
}

const PRODUCTION = {
  VITE_DATA_PROTECTION_OFFICER: "Named officer",
  PUBLIC_URL: "https://site.example",
  SMTP_URL: "smtp://mail.example:587",
  NOTIFY_EMAIL: "owner@site.example",
  MAIL_FROM: "Owner <hello@site.example>",
  BOOKING_HOURS: "mon-fri 09:00-17:00",
  BOOKING_LOCATION: "https://meet.example/{room}",
};

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "launch-check-"));
  // The repository's content as a fresh clone has it.
  await cp("app/content", path.join(root, "app/content"), { recursive: true });
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe("npm run launch-check", () => {
  it("on a fresh clone lists every empty or default entry, and --strict refuses it", async () => {
    const listed = await launchCheck(root, {});
    expect(listed.code).toBe(0);
    for (const item of [
      "people:",
      "data protection officer",
      "PUBLIC_URL",
      "SMTP_URL",
      "NOTIFY_EMAIL",
      "MAIL_FROM",
      "BOOKING_HOURS",
      "booking place",
      "price: the workshop",
      "price: the mentorship",
      "case study editorial-knowledge-graph",
      "case study hr-customer-insights",
    ])
      expect(listed.stdout).toContain(item);
    expect((await launchCheck(root, {}, true)).code).toBe(1);
  });

  it("with the examples filled and the settings given, passes --strict", async () => {
    await fillExamples(root);
    const strict = await launchCheck(root, PRODUCTION, true);
    expect(strict.stdout).toContain("nothing required is empty");
    expect(strict.code).toBe(0);
  });

  it("still refuses one setting left at its default", async () => {
    await fillExamples(root);
    const result = await launchCheck(root, { ...PRODUCTION, MAIL_FROM: "OnRails Labs <no-reply@localhost>" }, true);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("MAIL_FROM");
  });
});
