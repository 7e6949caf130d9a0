import closeWithGrace from "close-with-grace";
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
// How often, while draining, connections that have become idle are closed.
const IDLE_SWEEP_MS = 100;
let closing = false;

// Fastify closes the connections that are idle when the drain begins and answers new requests
// with 503, but a keep-alive connection whose request was in flight stays open once answered:
// the close would wait for keepAliveTimeout (72 s) and overrun the grace. So answers sent while
// draining end their connection, telling the client not to reuse it.
app.addHook("onSend", async (_request, reply) => {
  if (closing) reply.header("connection", "close");
});

// close-with-grace runs the close once on SIGTERM (and on an uncaught error, exiting 1), exits 0
// when it resolves, 1 when it throws or outlasts the grace. SIGINT is ours: `npm start` in a
// terminal delivers Ctrl-C twice (to the process group and forwarded), and close-with-grace would
// take the second for an impatient user and exit 1 mid-drain.
const graceful = closeWithGrace(
  {
    delay: SHUTDOWN_GRACE_MS,
    skip: ["SIGINT"],
    logger: { error: (message: unknown) => app.log.error(message) },
    onTimeout: () => app.log.error(`in-flight requests still running after ${SHUTDOWN_GRACE_MS} ms; exiting`),
  },
  async ({ signal, err }) => {
    closing = true;
    if (err !== undefined) app.log.error(err, "uncaught error: shutting down");
    app.log.info({ signal: signal ?? "SIGINT" }, "shutting down: draining in-flight requests");
    // An answer already being written when the drain began (a large file to a slow client) went
    // out keep-alive; its connection is closed as soon as it is idle.
    setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS).unref();
    // Stops listening, waits for the requests in flight, stops the outbox worker (the message
    // being sent finishes), then closes the database.
    await app.close();
    app.log.info("closed: requests drained, database closed");
  },
);
process.on("SIGINT", () => {
  if (!closing) graceful.close();
});

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ node: process.version }, "ready");
} catch (error) {
  app.log.fatal(error, "could not start");
  process.exit(1);
}
