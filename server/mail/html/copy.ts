import type { Language } from "../../../shared/languages.js";

/** The few words the HTML layout adds to an e-mail's own (the text part has none of them). */
interface MailLayoutCopy {
  /** A button whose link has no short label above it in the text ("…within 24 hours:"). */
  openLink: string;
}

const en: MailLayoutCopy = { openLink: "Open the link" };
const pt = { openLink: "Abrir o link" } satisfies MailLayoutCopy;

export const MAIL_LAYOUT_COPY: Record<Language, MailLayoutCopy> = { en, pt };
