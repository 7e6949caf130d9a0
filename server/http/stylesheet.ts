import { readFileSync } from "node:fs";

/**
 * The stylesheet of every page the server renders, read once. It sits beside this module: in
 * `server/http/` when run from source (tests), and copied beside the compiled module by
 * `npm run build`.
 */
export const PAGE_STYLESHEET = readFileSync(new URL("./page.css", import.meta.url), "utf8");
