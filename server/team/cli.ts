import { parseArgs } from "node:util";
import type { Kysely } from "kysely";
import { loadConfig, type Env } from "../config.js";
import type { Database } from "../db/database.js";
import { withDatabase, type Io } from "../cli/with-database.js";
import { CONSOLE_PATH } from "../../shared/console-paths.js";
import { isEmailAddress } from "../../shared/email-address.js";
import { LANGUAGES, type Language } from "../../shared/languages.js";
import { ROLES, type Role } from "../../shared/team.js";
import { isTimeZone } from "../../shared/time-zone.js";
import { queueInvitation } from "./invitation-mail.js";
import { addPerson, findPersonByEmail, listPeople, removePerson, type Person } from "./people.js";
import { createInvitation, INVITATION_HOURS } from "./tokens.js";
import { hasPasskey } from "./passkeys.js";

export const USAGE =
  "Usage: npm run team -- add EMAIL --role owner|consultant|viewer [--name NAME] [--language en|pt] [--time-zone ZONE]\n" +
  "       npm run team -- list | remove EMAIL | reinvite EMAIL\n" +
  `add and reinvite e-mail a single-use link, valid ${INVITATION_HOURS} hours, through the outbox (the running server sends it).\n`;

class UsageError extends Error {}

function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new UsageError(`Unknown ${name} ${JSON.stringify(value)}: use ${allowed.join(", ")}.`);
  }
  return value as T;
}

type Command =
  | { name: "list" }
  | { name: "remove" | "reinvite"; email: string }
  | { name: "add"; email: string; role: Role; personName?: string; language?: Language; timeZone?: string };

function parse(args: string[]): Command | "help" {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      role: { type: "string" },
      name: { type: "string" },
      language: { type: "string" },
      "time-zone": { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) return "help";
  const [name, email, ...rest] = positionals;
  if (rest.length > 0) throw new UsageError(`Unexpected ${JSON.stringify(rest[0])}.`);
  if (name === "list" && email === undefined) return { name };
  if (name !== "add" && name !== "remove" && name !== "reinvite")
    throw new UsageError("Say add, list, remove or reinvite.");
  if (email === undefined || !isEmailAddress(email.trim())) throw new UsageError(`${name} needs an e-mail address.`);
  if (name !== "add") return { name, email };
  const role = oneOf("role", values.role, ROLES);
  if (role === undefined) throw new UsageError("add needs --role owner, consultant or viewer.");
  const timeZone = values["time-zone"];
  if (timeZone !== undefined && !isTimeZone(timeZone))
    throw new UsageError(`Unknown time zone ${JSON.stringify(timeZone)}.`);
  const personName = values.name?.trim();
  if (personName !== undefined && (personName.length === 0 || personName.length > 100)) {
    throw new UsageError("--name takes 1 to 100 characters.");
  }
  return { name, email, role, personName, language: oneOf("language", values.language, LANGUAGES), timeZone };
}

/**
 * `npm run team`: the team from the server's shell (issue 50), for the first owner above all,
 * who has no console to invite from yet. Resolves to the exit code.
 */
export async function runTeamCli(args: string[], env: Env, io: Io): Promise<number> {
  let command: Command | "help";
  try {
    command = parse(args);
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (command === "help") {
    io.out(USAGE);
    return 0;
  }
  const invite = async (db: Kysely<Database>, person: Person) => {
    // The link must point at the site the person will sign in on: no guessing a host.
    const publicUrl = loadConfig(env).publicUrl;
    if (publicUrl === undefined) throw new Error("set PUBLIC_URL first: the invitation links to the site's console.");
    const { token, expiresAt } = await createInvitation(db, person.id);
    const link = `${publicUrl}${CONSOLE_PATH}#invitation=${token}`;
    await queueInvitation(db, person, { link, expiresAt });
    return `Invitation for ${person.email} queued: it works once, until ${expiresAt.toISOString()}.\n`;
  };
  const cmd = command;
  return withDatabase("team", env, io, async (db) => {
    if (cmd.name === "list") {
      const rows = await Promise.all(
        (await listPeople(db))
          .filter((person) => person.removedAt === null)
          .map(
            async (p) =>
              `${p.email}\t${p.role}\t${p.language}\t${p.name}\t${(await hasPasskey(db, p.id)) ? "passkey" : "no passkey yet"}`,
          ),
      );
      return rows.length === 0 ? "Nobody on the team yet.\n" : `${rows.join("\n")}\n`;
    }
    if (cmd.name === "add") {
      const person = await addPerson(db, {
        email: cmd.email.trim(),
        name: cmd.personName ?? cmd.email.trim().split("@")[0]!,
        role: cmd.role,
        language: cmd.language ?? "en",
        timeZone: cmd.timeZone ?? loadConfig(env).ownerTimeZone ?? "UTC",
      });
      if (person === undefined) throw new Error(`${cmd.email} is on the team already (reinvite sends a new link).`);
      return invite(db, person);
    }
    const person = await findPersonByEmail(db, cmd.email);
    if (person === undefined || person.removedAt !== null) throw new Error(`${cmd.email} is not on the team.`);
    if (cmd.name === "reinvite") return invite(db, person);
    const owners = (await listPeople(db)).filter((p) => p.role === "owner" && p.removedAt === null);
    if (person.role === "owner" && owners.length <= 1)
      throw new Error(`${cmd.email} is the last owner: add another first.`);
    await removePerson(db, person.id);
    return `${person.email} removed: every session ended, passkeys and recovery codes no longer work.\n`;
  });
}
