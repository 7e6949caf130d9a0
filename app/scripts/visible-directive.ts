// Astro's browser runtime, not its build-time API.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import visible from "astro/runtime/client/visible.js";

/**
 * Astro's `client:visible` directive, registered as Astro's own inline copy registers it: on the
 * global `Astro`, then announced by the `astro:visible` event. The island element reads that
 * global by its bare name as soon as it is defined, so this runs first (`islands.ts`).
 */
const scope = self as typeof self & { Astro?: Record<string, typeof visible | undefined> };
(scope.Astro ??= {}).visible = visible;
window.dispatchEvent(new Event("astro:visible"));
