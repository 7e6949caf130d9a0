import { buildApp } from "./app.js";
import { loadConfig, type Config } from "./config.js";

let config: Config;
try {
  config = loadConfig(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const app = buildApp(config, {
  // Above the 60 s idle timeout of common load balancers, so they close idle sockets first
  // (otherwise a request can race our close and get a 502).
  keepAliveTimeout: 72_000,
  // Whole request, headers and body: our requests are small forms, so slow ones are abuse.
  requestTimeout: 30_000,
  // Socket inactivity while a request or response is in progress.
  connectionTimeout: 60_000,
});

// How long in-flight requests get to finish after SIGTERM before we give up on them.
const SHUTDOWN_GRACE_MS = 10_000;
let closing = false;

async function shutdown(signal: NodeJS.Signals): Promise<void> {
  // `npm start` in a terminal delivers Ctrl-C twice (to the process group and forwarded).
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down: draining in-flight requests");
  const deadline = setTimeout(() => {
    app.log.error(`in-flight requests still running after ${SHUTDOWN_GRACE_MS} ms; exiting`);
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  deadline.unref();
  try {
    await app.close();
    app.log.info("closed");
    process.exit(0);
  } catch (error) {
    app.log.error(error, "error while closing");
    process.exit(1);
  }
}

process.on("SIGTERM", (signal) => void shutdown(signal));
process.on("SIGINT", (signal) => void shutdown(signal));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.fatal(error, "could not start");
  process.exit(1);
}
