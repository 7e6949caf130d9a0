import type { Page } from "@playwright/test";
import { CALL_OUTCOMES, LEAD_STAGES, LEAD_STATUSES } from "@shared/admin-api";
import { CHANNELS, DEVICES, FUNNEL_STEPS } from "@shared/analytics";
import { FORM_KINDS, TEAM_SIZES, WORKSHOP_INTERESTS } from "@shared/lead-forms";
import type { Language } from "@shared/languages";
import { NEWSLETTER_LISTS } from "@shared/newsletter";
import { PRIVACY_ACTIONS, PRIVACY_REQUEST_STATUSES } from "@shared/privacy";
import { SPAM_REASONS, SPAM_RULE_KINDS } from "@shared/spam";
import { OPEN_TASK_CHOICES } from "@shared/tasks";
import { ACTIVITY_KINDS, ROLES } from "@shared/team";

/** Every code the product stores and the console must show in words ("6-week", "no_show", "direct"). */
const CODES = [
  ...LEAD_STATUSES,
  ...LEAD_STAGES,
  ...CALL_OUTCOMES,
  ...CHANNELS,
  ...DEVICES,
  ...FUNNEL_STEPS,
  ...FORM_KINDS,
  ...TEAM_SIZES,
  ...WORKSHOP_INTERESTS,
  ...NEWSLETTER_LISTS,
  ...PRIVACY_ACTIONS,
  ...PRIVACY_REQUEST_STATUSES,
  ...SPAM_REASONS,
  ...SPAM_RULE_KINDS,
  ...OPEN_TASK_CHOICES,
  ...ACTIVITY_KINDS,
  ...ROLES,
];

/**
 * Codes that are also a word of the language as the console writes it: Portuguese borrows these
 * as they are. An English word is written capitalized where it stands alone ("New", "Won"), so
 * in English only the code's own lower case gives it away.
 */
const BORROWED: Record<Language, readonly string[]> = { en: [], pt: ["spam", "online", "desktop", "tablet"] };

/**
 * The console's text that is a stored code and not a word: any visible text, an option of a menu,
 * a control's accessible name or a title that reads exactly as a code. Whole texts only: a code
 * inside a sentence of the visitor's or a host's name ("news.ycombinator.com") is not one.
 */
export async function rawCodes(page: Page, language: Language): Promise<string[]> {
  // The console signs the password's owner in under NOTIFY_EMAIL's mailbox name ("owner"): a
  // person's name, the test's data, not a code of ours.
  const ownerName = (process.env.E2E_OWNER_EMAIL ?? "").split("@")[0];
  const codes = CODES.filter((code) => !BORROWED[language].includes(code) && code !== ownerName);
  return page.evaluate(
    ({ codes, anyCase }) => {
      const found = new Set<string>();
      const isCode = (text: string | null | undefined) => {
        const bare = (text ?? "").trim().replace(/[:.]$/, "");
        return codes.some((code) => (anyCase ? code.toLowerCase() === bare.toLowerCase() : code === bare));
      };
      const main = document.querySelector("main") ?? document.body;
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const parent = node.parentElement;
        // Its element's whole text: a path broken into parts where it may wrap ("/en/", "consulting") is no code.
        if (parent === null || !isCode(node.textContent) || !isCode(parent.textContent)) continue;
        // A menu's options are read when it opens: checked whether shown or not.
        if (parent.closest("option") !== null || parent.checkVisibility()) found.add(`"${node.textContent?.trim()}"`);
      }
      for (const element of main.querySelectorAll("[aria-label], [title], [placeholder]"))
        for (const name of ["aria-label", "title", "placeholder"])
          if (isCode(element.getAttribute(name))) found.add(`${name}="${element.getAttribute(name)}"`);
      return [...found];
    },
    // Portuguese has no business with an English code in any case; English, only with its lower case.
    { codes, anyCase: language === "pt" },
  );
}
