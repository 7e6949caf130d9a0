import type { Translation } from "@shared/translation";

/**
 * Copy of the parts every page loads before anything else: the skip link and the screen shown when
 * rendering fails. Kept apart from `common` so the first load carries only these words.
 */
const source = {
  skipToContent: "Skip to content",
  fallbackError: {
    title: "Unexpected Application Error!",
    body: "Something went wrong. Reloading the page usually helps.",
    reload: "Reload the page",
  },
} as const;

export type ShellCopy = Translation<typeof source>;
export const shell: ShellCopy = source;
