// What a deployment still has empty or at its default: the owner's content (app/content/) and
// the settings that make the site someone's (README "Make it yours"). Read by
// `npm run launch-check`; kept apart from it so a test can point it at a copy of the content.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** MAIL_FROM's default (server/config.ts): mail from it reaches nobody's inbox as from us. */
const DEFAULT_MAIL_DOMAIN = "@localhost";

/**
 * @typedef {{ what: string, fix: string }} Finding
 * @typedef {{ missing: Finding[], optional: Finding[] }} LaunchCheck
 */

/** The JSON entries of one collection, with their file names. */
async function entries(root, collection) {
  const dir = path.join(root, "app/content", collection);
  const names = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith(".json")).sort();
  return Promise.all(
    names.map(async (name) => ({ name, data: JSON.parse(await readFile(path.join(dir, name), "utf8")) })),
  );
}

/** The case studies whose front matter still says `example: true`, by slug (one per language). */
async function exampleCaseStudies(root) {
  const dir = path.join(root, "app/content/case-studies");
  const slugs = new Set();
  for (const name of await readdir(dir, { recursive: true }).catch(() => [])) {
    if (!name.endsWith(".md")) continue;
    const text = await readFile(path.join(dir, name), "utf8");
    const frontMatter = text.match(/^---\n([\s\S]*?)\n---/)?.[1] ?? "";
    if (/^example:\s*true\s*$/m.test(frontMatter)) slugs.add(path.basename(name, ".md"));
  }
  return [...slugs].sort();
}

const blank = (value) => !value || !String(value).trim();

/**
 * @param {{ root: string, env: Record<string, string | undefined> }} options
 * @returns {Promise<LaunchCheck>}
 */
export async function launchCheck({ root, env }) {
  /** @type {Finding[]} */
  const missing = [];
  /** @type {Finding[]} */
  const optional = [];
  const real = (list) => list.filter((entry) => entry.data.example !== true);

  const people = await entries(root, "people");
  if (real(people).length === 0)
    missing.push({
      what: 'people: nobody is named yet; the pages speak of "the founder"',
      fix: 'add a person in app/content/people/ (copy the example, remove "example")',
    });
  if (blank(env.VITE_DATA_PROTECTION_OFFICER))
    missing.push({
      what: "data protection officer: the privacy notice names only the role",
      fix: "set VITE_DATA_PROTECTION_OFFICER at build time",
    });
  if (blank(env.PUBLIC_URL))
    missing.push({ what: "PUBLIC_URL: e-mails cannot link back to the site", fix: "set PUBLIC_URL" });
  if (blank(env.SMTP_URL)) missing.push({ what: "mail: SMTP_URL is not set, no e-mail is sent", fix: "set SMTP_URL" });
  if (blank(env.NOTIFY_EMAIL))
    missing.push({ what: "mail: NOTIFY_EMAIL is not set, nobody hears of a lead", fix: "set NOTIFY_EMAIL" });
  if (blank(env.MAIL_FROM) || String(env.MAIL_FROM).includes(DEFAULT_MAIL_DOMAIN))
    missing.push({
      what: "mail: MAIL_FROM is the default no-reply@localhost",
      fix: 'set MAIL_FROM ("Name <address>" on your domain)',
    });
  if (blank(env.BOOKING_HOURS))
    missing.push({
      what: "booking: BOOKING_HOURS is not set, the forms cannot offer a time",
      fix: "set BOOKING_HOURS (and BOOKING_TIMEZONE)",
    });
  if (blank(env.BOOKING_LOCATION))
    missing.push({ what: "booking place: calls have no room link", fix: "set BOOKING_LOCATION" });

  for (const { name, data } of await entries(root, "offers")) {
    if (!data.price)
      missing.push({
        what: `price: the ${data.format ?? name} has no price or "from"`,
        fix: `set "price" in app/content/offers/${name}`,
      });
    if (!data.groupSize)
      optional.push({
        what: `group size: the ${data.format ?? name} does not say how many take part`,
        fix: `set "groupSize" in app/content/offers/${name}`,
      });
  }
  for (const slug of await exampleCaseStudies(root))
    missing.push({
      what: `case study ${slug}: an example, its date is the day it was written`,
      fix: `set its real date and remove "example: true" in app/content/case-studies/{en,pt}/${slug}.md`,
    });

  if (real(await entries(root, "clients")).length === 0)
    optional.push({
      what: "clients: none named, the home page shows no logos",
      fix: "add one in app/content/clients/",
    });
  if (real(await entries(root, "testimonials")).length === 0)
    optional.push({
      what: "testimonials: none, the home page shows no quotes",
      fix: "add one in app/content/testimonials/",
    });
  for (const { name, data } of real(await entries(root, "credentials")))
    if (!data.figure)
      optional.push({
        what: `credential ${path.basename(name, ".json")}: no number behind it`,
        fix: `set "figure" in app/content/credentials/${name}`,
      });
  return { missing, optional };
}

/** The report as `npm run launch-check` prints it. */
export function formatLaunchCheck({ missing, optional }) {
  const lines = [];
  if (missing.length === 0) lines.push("launch-check: nothing required is empty or at its default.");
  else {
    lines.push(`launch-check: ${missing.length} still empty or at the default:`);
    for (const { what, fix } of missing) lines.push(`  - ${what}\n      ${fix}`);
  }
  if (optional.length > 0) {
    lines.push(`Optional (each shows on the site once filled):`);
    for (const { what, fix } of optional) lines.push(`  - ${what}\n      ${fix}`);
  }
  return lines.join("\n");
}
