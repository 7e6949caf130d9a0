// Kept for server/analytics/dashboard.ts, rewritten on another branch meanwhile: it imports the
// owner API's errors from here. Delete once it imports them from ../owner/api.js.
export { AdminError, errorSchema } from "../owner/api.js";
