// Kept for server/analytics/figures.test.ts, rewritten on another branch meanwhile. Delete once it
// imports insertLead from ../leads/repository.js.
export { insertLead } from "../leads/repository.js";
