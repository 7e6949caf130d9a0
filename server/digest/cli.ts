import { parseArgs } from "node:util";
import { loadConfig, type Env } from "../config.js";
import { withDatabase, type Io } from "../cli/with-database.js";
import { composeDigest } from "./compose.js";
import { weekReport } from "./report.js";
import { latestDigestWeek } from "./week.js";

export const USAGE =
  "Usage: npm run digest -- --dry-run\n" +
  "Prints the owner's Monday e-mail for the last week that has ended (Monday to Sunday), from the configured\n" +
  "database, without sending it. The server sends it by itself every Monday at 08:00 (WEEKLY_DIGEST).\n";

/** `npm run digest -- --dry-run`: the week's e-mail, subject then text. Resolves to the exit code. */
export async function runDigestCli(args: string[], env: Env, io: Io, now: Date = new Date()): Promise<number> {
  try {
    const { values } = parseArgs({
      args,
      options: { "dry-run": { type: "boolean" }, help: { type: "boolean", short: "h" } },
    });
    if (values.help) {
      io.out(USAGE);
      return 0;
    }
    if (!values["dry-run"]) throw new Error("Only --dry-run is offered: the server sends the e-mail itself.");
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  return withDatabase("digest", env, io, async (db) => {
    const config = loadConfig(env);
    const timeZone = config.ownerTimeZone;
    const week = latestDigestWeek(now, timeZone);
    const { subject, text } = composeDigest(await weekReport(db, week, timeZone, now), config.publicUrl).en;
    return `Subject: ${subject}\n\n${text}`;
  });
}
