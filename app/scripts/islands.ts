/**
 * Astro's island element and its `client:visible` directive, from the form pages' script file
 * instead of the page itself (docs/decisions/110): the forms post without JavaScript, so nothing
 * in the first paint waits for them, and the page's HTML stays within its first round trip.
 * `islandRuntimeFromFile` (astro.config.ts) takes out the copies Astro writes inline into a page
 * that loads this file.
 *
 * In this order: the element, once defined, looks its directive up at once.
 */
import "./visible-directive";
// Astro's browser runtime, which its package happens to keep under `runtime/server/`.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import "astro/runtime/server/astro-island.js";
