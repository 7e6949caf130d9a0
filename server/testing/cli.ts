import type { Env } from "../config.js";
import type { Io } from "../cli/with-database.js";

/** Runs a command-line entry in this process, as `npm run …` would: its exit code and what it printed. */
export async function runCli(
  cli: (args: string[], env: Env, io: Io) => Promise<number>,
  args: string[],
  env: Env,
): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await cli(args, env, { out: (text) => (out += text), err: (text) => (err += text) });
  return { code, out, err };
}
