// Kept for server/cli/stats.ts, rewritten on another branch meanwhile. Delete once it imports
// csvRows from ./leads/export.js.
export { csvRows } from "./leads/export.js";
