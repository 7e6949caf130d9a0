import { parseArgs } from "node:util";
import { ConfigError, loadConfig, type Env } from "../config.js";
import { createDatabase } from "../db/database.js";
import { listLeads, type Lead } from "../db/leads.js";
import { migrateToLatest } from "../db/migrate.js";
import { leadsToCsv, leadsToJson } from "../export.js";

const FORMATS = { json: leadsToJson, csv: leadsToCsv } as const;
type Format = keyof typeof FORMATS;

export const USAGE = "Usage: npm run leads -- [--format json|csv]\n";

const PAGE_SIZE = 500;

export interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
}

/**
 * `npm run leads`: prints every stored lead, newest first, from the database the server is
 * configured with (the same environment: DATA_DIR, DATABASE_URL). Resolves to the exit code.
 */
export async function runLeadsCli(args: string[], env: Env, io: Io): Promise<number> {
  let format: Format;
  try {
    const { values } = parseArgs({
      args,
      options: { format: { type: "string", default: "json" }, help: { type: "boolean", short: "h" } },
    });
    if (values.help) {
      io.out(USAGE);
      return 0;
    }
    if (!Object.hasOwn(FORMATS, values.format)) throw new Error(`Unknown format ${JSON.stringify(values.format)}.`);
    format = values.format as Format;
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }

  let db: ReturnType<typeof createDatabase> | undefined;
  try {
    db = createDatabase(loadConfig(env));
    await migrateToLatest(db);
    const leads: Lead[] = [];
    for (let offset = 0; ; offset += PAGE_SIZE) {
      const page = await listLeads(db, { limit: PAGE_SIZE, offset });
      leads.push(...page);
      if (page.length < PAGE_SIZE) break;
    }
    io.out(FORMATS[format](leads));
    return 0;
  } catch (error) {
    io.err(`${error instanceof ConfigError ? "" : "leads: "}${(error as Error).message}\n`);
    return 1;
  } finally {
    await db?.destroy();
  }
}
