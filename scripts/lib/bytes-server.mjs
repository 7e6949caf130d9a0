// The yardstick for `npm run bench:serve`: a bare node:http server that answers every request
// with one response held in memory, so the benchmark can tell what our server's routing, headers
// and file reads cost on top of what Node itself needs to send the same bytes.
// Run by scripts/lib/server.mjs startServer with BODY_FILE (the bytes) and HEADERS (JSON).
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const body = readFileSync(process.env.BODY_FILE ?? "");
const headers = { ...JSON.parse(process.env.HEADERS ?? "{}"), "content-length": String(body.length) };

const server = createServer((request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
// The same as server/main.ts, so both servers treat idle keep-alive sockets alike.
server.keepAliveTimeout = 72_000;
server.listen(Number(process.env.PORT), process.env.HOST ?? "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)).closeAllConnections());
