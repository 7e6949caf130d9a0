import type { Language } from "@shared/languages";
import type { SpamReason } from "@shared/spam";
import { spamFolder as en } from "~/content/en/spam-folder";
import { spamFolder as pt } from "~/content/pt/spam-folder";

/** A verdict's reasons in the owner's words ("link in the name, spam phrases"), or null for none. */
export function spamReasonsText(reasons: readonly SpamReason[], language: Language): string | null {
  if (reasons.length === 0) return null;
  const copy = { en, pt }[language];
  return reasons.map((reason) => copy.reasons[reason]).join(", ");
}
