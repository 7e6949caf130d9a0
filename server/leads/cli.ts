import { parseArgs } from "node:util";
import type { Env } from "../config.js";
import { LEAD_STATUSES } from "../../shared/admin-api.js";
import { FORM_KINDS, type FormKind } from "../../shared/lead-forms.js";
import { listAllLeads, type LeadFilter } from "./repository.js";
import { withDatabase, type Io } from "../cli/with-database.js";
import { leadsToCsv, leadsToJson } from "./export.js";
import { exportExtras } from "./export-extras.js";
import { exportAttributions } from "../analytics/attribution.js";

const FORMATS = { json: leadsToJson, csv: leadsToCsv } as const;
type Format = keyof typeof FORMATS;

export const USAGE =
  "Usage: npm run leads -- [--format json|csv] [--form consulting|discovery] [--status new|handled|spam|all] [--q words]\n" +
  "Every stored lead is printed, caught submissions too (with status spam and their spamReasons), unless --status picks one.\n" +
  "Each lead's call shows as callStart, callEnd and callOutcome (held, no_show, or empty until marked in the inbox).\n";

function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new Error(`Unknown ${name} ${JSON.stringify(value)}: use ${allowed.join(", ")}.`);
  }
  return value as T;
}

/**
 * `npm run leads`: prints the stored leads the filter selects, newest first, from the database
 * the server is configured with (the same environment: DATA_DIR, DATABASE_URL). Resolves to
 * the exit code.
 */
export async function runLeadsCli(args: string[], env: Env, io: Io): Promise<number> {
  let format: Format;
  let filter: LeadFilter;
  try {
    const { values } = parseArgs({
      args,
      options: {
        format: { type: "string", default: "json" },
        form: { type: "string" },
        status: { type: "string" },
        q: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
    if (values.help) {
      io.out(USAGE);
      return 0;
    }
    format = oneOf("format", values.format, Object.keys(FORMATS) as Format[])!;
    const status = oneOf("status", values.status, [...LEAD_STATUSES, "all"] as const);
    filter = {
      form: oneOf<FormKind>("form", values.form, FORM_KINDS),
      statuses: status === "all" || status === undefined ? undefined : [status],
      q: values.q,
    };
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }

  return withDatabase("leads", env, io, async (db) => {
    const leads = await listAllLeads(db, filter);
    return FORMATS[format](leads, await exportAttributions(db, leads), await exportExtras(db, leads));
  });
}
