import { parseArgs } from "node:util";
import type { Env } from "../config.js";
import { csvRows } from "../../shared/csv.js";
import { decimalAmount, type DealValue } from "../../shared/deal-value.js";
import { addDays, figures } from "./figures.js";
import { dayOf } from "./visitor-key.js";
import type { FiguresJson } from "../../shared/analytics.js";
import { withDatabase, type Io } from "../cli/with-database.js";

export const USAGE =
  "Usage: npm run stats -- [--days N] [--format json|csv]\n" +
  "The site's figures for the last N days (today included, UTC; 30 by default), as the dashboard shows them.\n";

const MAX_DAYS = 3660;

/** A row's won value as one cell: `BRL 9000.00 USD 100.00`. */
const withValueText = <Row extends { wonValue: DealValue[] }>(row: Row) => ({
  ...row,
  wonValue: row.wonValue.map((sum) => `${sum.currency} ${decimalAmount(sum)}`).join(" "),
});

/** Several tables in one CSV text, each with its header, separated by a blank line. */
export function figuresToCsv(result: FiguresJson): string {
  const table = (rows: Record<string, unknown>[], columns: string[]) =>
    csvRows([columns, ...rows.map((row) => columns.map((column) => String(row[column])))]).trimEnd();
  const totals = ["visitors", "visits", "pageviews", "leads", "calls", "conversion"] as const;
  return `${[
    table(
      totals.map((metric) => ({ metric, value: result[metric] })),
      ["metric", "value"],
    ),
    table(result.pages, ["path", "views", "visitors", "leads", "conversion"]),
    table(result.sources.map(withValueText), ["source", "visitors", "visits", "leads", "calls", "won", "wonValue"]),
    table(result.campaigns.map(withValueText), ["campaign", "visitors", "visits", "leads", "calls", "won", "wonValue"]),
    table(result.funnel, ["step", "count", "dropOff"]),
  ].join("\r\n\r\n")}\r\n`;
}

/**
 * `npm run stats`: the dashboard's figures for the last N days, from the database the server is
 * configured with. Resolves to the exit code.
 */
export async function runStatsCli(args: string[], env: Env, io: Io, now: Date = new Date()): Promise<number> {
  let days: number;
  let format: "json" | "csv";
  try {
    const { values } = parseArgs({
      args,
      options: {
        days: { type: "string", default: "30" },
        format: { type: "string", default: "json" },
        help: { type: "boolean", short: "h" },
      },
    });
    if (values.help) {
      io.out(USAGE);
      return 0;
    }
    days = Number(values.days);
    if (!/^\d+$/.test(values.days) || days < 1 || days > MAX_DAYS) {
      throw new Error(`--days must be a whole number from 1 to ${MAX_DAYS} (got ${JSON.stringify(values.days)}).`);
    }
    if (values.format !== "json" && values.format !== "csv") {
      throw new Error(`Unknown format ${JSON.stringify(values.format)}: use json, csv.`);
    }
    format = values.format;
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }

  return withDatabase("stats", env, io, async (db) => {
    const to = dayOf(now);
    const result = await figures(db, { from: addDays(to, 1 - days), to });
    return format === "json" ? `${JSON.stringify(result, null, 2)}\n` : figuresToCsv(result);
  });
}
