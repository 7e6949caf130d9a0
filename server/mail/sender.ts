import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { identity } from "../../shared/identity.js";
import { siteFile } from "./site-file.js";

/**
 * Who the e-mails come from, by name (issue 53): "Ana, OnRails Labs" when the owner has named a
 * person in the trust content, the company alone until then. The address stays MAIL_FROM's.
 */

interface PersonEntry {
  name?: unknown;
  example?: unknown;
  order?: unknown;
}

/**
 * The person who answers: the first of app/content/people/ (`dir`) in the site's order (the entry with
 * the smallest `order`; app/content.config.ts), leaving out the shipped examples. Undefined when
 * nobody is named yet, or the folder cannot be read (the e-mails then come from the company).
 */
export function answeringPerson(dir = siteFile("app/content/people")): string | undefined {
  if (dir === undefined) return undefined;
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith(".json"));
  } catch {
    return undefined;
  }
  const people = names
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as PersonEntry)
    .filter((entry) => entry.example !== true && typeof entry.name === "string" && entry.name.trim() !== "")
    .sort((a, b) => (typeof a.order === "number" ? a.order : 0) - (typeof b.order === "number" ? b.order : 0));
  return (people[0]?.name as string | undefined)?.trim();
}

/** The address of MAIL_FROM, an address or "Name <address>". */
function addressOf(mailFrom: string): string {
  return /<([^<>]+)>\s*$/.exec(mailFrom)?.[1]?.trim() ?? mailFrom.trim();
}

/**
 * MAIL_FROM's address under the sender's name: "Ana, OnRails Labs" for a named person, else the
 * company's name. Quoted (the comma would otherwise part two addresses), `"` and `\` escaped.
 */
export function namedFrom(mailFrom: string, person: string | undefined): string {
  const name = person === undefined ? identity.companyName : `${person}, ${identity.companyName}`;
  const quoted = name.replace(/[\r\n]+/g, " ").replace(/(["\\])/g, "\\$1");
  return `"${quoted}" <${addressOf(mailFrom)}>`;
}
