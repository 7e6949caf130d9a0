import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * A file or folder of the site's repository (`public/favicon.svg`, `app/content/people`), found
 * from this module up, as config.ts's packageRoot finds the root: the source
 * (`server/mail/`) and the compiled server (`build/server/server/mail/`) agree. Undefined when
 * there is none. The outbox imports nothing of the app's root files (server/import-rules.test.ts).
 */
export function siteFile(relative: string, from = path.dirname(fileURLToPath(import.meta.url))): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, relative);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}
