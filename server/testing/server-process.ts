import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { freePort, waitForHealth } from "../../scripts/lib/server.mjs";
import type { Env } from "../config.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

export interface CompiledServer {
  /** `<dir>/server/main.js`, what `npm start` runs from build/server. */
  main: string;
  remove(): Promise<void>;
}

/**
 * The server compiled by tsc as `npm run build` compiles it, but into a temp folder: `npm test`
 * runs before any build, and build/ belongs to whoever is building the site. Emitted without a
 * type check (`--noCheck`, the same files): `npm run typecheck` checks the types, and this runs for
 * each test file that starts the server as a process.
 */
export async function compileServer(): Promise<CompiledServer> {
  const dir = await mkdtemp(path.join(tmpdir(), "server-build-"));
  const remove = () => rm(dir, { recursive: true, force: true });
  const tsc = path.join(ROOT, "node_modules", "typescript", "bin", "tsc");
  try {
    await promisify(execFile)(process.execPath, [tsc, "-p", "tsconfig.server.json", "--outDir", dir, "--noCheck"], {
      cwd: ROOT,
    });
    // Outside the package the compiled files need their own "type": "module" to load as ESM, and
    // a way to the package's dependencies.
    await writeFile(path.join(dir, "package.json"), '{ "type": "module" }\n');
    await symlink(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  } catch (error) {
    await remove();
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(`Could not compile the server: ${(error as Error).message}\n${stdout}${stderr}`, { cause: error });
  }
  return { main: path.join(dir, "server", "main.js"), remove };
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** Enough for every line a test run logs; a runaway logger must not fill the test's memory. */
const MAX_OUTPUT = 1024 * 1024;

/**
 * The compiled server as a child process on a loopback port that survives restarts, so that a
 * client can retry on the same address after a crash. Its stdout and stderr are kept in `output`.
 */
export class ServerProcess {
  output = "";
  port = 0;
  private child: ChildProcess | undefined;
  private exit: Promise<Exit> = Promise.resolve({ code: null, signal: null });

  constructor(
    private readonly main: string,
    private readonly env: Env,
  ) {}

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Whether the process is alive (started and not exited yet). */
  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the process and resolves once /healthz answers; rejects if it exits first. */
  async start(): Promise<void> {
    if (this.running) throw new Error("The server is already running");
    if (this.port === 0) this.port = await freePort();
    // Only what the server reads: a setting in the developer's shell must not change the test.
    const env = { PATH: process.env.PATH, ...this.env, PORT: String(this.port), HOST: "127.0.0.1" };
    const child = spawn(process.execPath, [this.main], { env, stdio: ["ignore", "pipe", "pipe"] });
    this.child = child;
    const keep = (chunk: Buffer) => {
      if (this.output.length < MAX_OUTPUT) this.output += chunk.toString("utf8");
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    this.exit = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
    try {
      await Promise.race([
        waitForHealth(`${this.base}/healthz`, { attempts: 300, intervalMs: 50 }),
        this.exit.then((exit) => Promise.reject(new Error(`The server exited (${JSON.stringify(exit)}) at start`))),
      ]);
    } catch (error) {
      await this.stop();
      throw new Error(`${(error as Error).message}\n${this.output}`, { cause: error });
    }
  }

  kill(signal: NodeJS.Signals): void {
    if (this.running) this.child!.kill(signal);
  }

  /** Resolves when the process has exited (at once when it is not running). */
  exited(): Promise<Exit> {
    return this.exit;
  }

  /** Kills the process (SIGKILL: tests clean up, they do not test shutdown here) and waits for it. */
  async stop(): Promise<void> {
    this.kill("SIGKILL");
    await this.exit;
  }

  /** The JSON log lines (pino) whose `msg` matches. */
  logLines(msg: string | RegExp): Record<string, unknown>[] {
    return this.output
      .split("\n")
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          // Not a log line, or the last one still being written.
          return [];
        }
      })
      .filter((line) => (typeof msg === "string" ? line.msg === msg : msg.test(String(line.msg))));
  }
}

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A JSON POST over node:http that rejects on a network error or after `timeoutMs`. */
export function postJson(
  url: string,
  body: unknown,
  { agent, timeoutMs = 10_000 }: { agent?: http.Agent; timeoutMs?: number } = {},
): Promise<Reply> {
  const data = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: "POST",
      agent,
      timeout: timeoutMs,
      headers: { "content-type": "application/json", accept: "application/json", "content-length": data.length },
    });
    request.on("timeout", () => request.destroy(new Error(`No answer within ${timeoutMs} ms`)));
    request.on("error", reject);
    request.on("response", (response) => readReply(response).then(resolve, reject));
    request.end(data);
  });
}

/**
 * A JSON POST whose headers and first half of the body are sent now, the rest by `finish()`:
 * a request the server has begun but cannot answer yet. `reply` rejects if the connection dies.
 */
export function slowPost(
  url: string,
  body: unknown,
  { agent }: { agent?: http.Agent | false } = {},
): { reply: Promise<Reply>; finish(): Promise<Reply> } {
  const data = Buffer.from(JSON.stringify(body));
  const half = Math.floor(data.length / 2);
  const request = http.request(url, {
    method: "POST",
    agent,
    headers: { "content-type": "application/json", accept: "application/json", "content-length": data.length },
  });
  const reply = new Promise<Reply>((resolve, reject) => {
    request.on("error", reject);
    request.on("response", (response) => readReply(response).then(resolve, reject));
  });
  request.write(data.subarray(0, half));
  return {
    reply,
    finish() {
      request.end(data.subarray(half));
      return reply;
    },
  };
}

async function readReply(response: http.IncomingMessage): Promise<Reply> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return { status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") };
}
