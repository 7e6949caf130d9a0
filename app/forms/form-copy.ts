import { forms as formsEn, type FormsCopy } from "~/content/en/forms";
import { shell as shellEn, type ShellCopy } from "~/content/en/shell";
import { forms as formsPt } from "~/content/pt/forms";
import { shell as shellPt } from "~/content/pt/shell";
import type { Language } from "@shared/languages";
import { typeset } from "@shared/typeset";

/*
 * The form islands' words in both languages, imported by the islands themselves. Passed as props
 * instead, they would be serialised into every page's HTML, where each byte competes with the
 * page's first paint; here they travel in the form's script, which loads only as the form nears.
 */

export const FORMS_COPY: Record<Language, FormsCopy> = { en: setForms(formsEn), pt: setForms(formsPt) };

/**
 * The sentences set as the pages set theirs (shared/typeset.ts). The fields' labels, options,
 * placeholders and errors stay as written: they are short, and tools find a field by them.
 */
function setForms(copy: FormsCopy): FormsCopy {
  const { messages, placeholders, formErrors } = copy;
  return { ...typeset(copy), messages, placeholders, formErrors };
}

/** The screen a form shows if it breaks (SPEC section 2). */
export const FORM_FALLBACK_COPY: Record<Language, ShellCopy["fallbackError"]> = {
  en: shellEn.fallbackError,
  pt: shellPt.fallbackError,
};
