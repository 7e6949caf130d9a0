import { formMessages as enForm, type FormMessagesCopy } from "../../shared/content/en/form-messages.js";
import { formMessages as ptForm } from "../../shared/content/pt/form-messages.js";
import type { Language } from "../../shared/languages.js";
import { typeset } from "../../shared/typeset.js";
import { collector as en, type CollectorCopy } from "./copy/en.js";
import { collector as pt } from "./copy/pt.js";

/** The forms' messages, in the visitor's language: the collector words field errors with them. */
export const FORM_MESSAGES: Record<Language, FormMessagesCopy> = { en: enForm, pt: ptForm };

/**
 * What only the collector says, in the visitor's language, set as the site's sentences are
 * (shared/typeset.ts: "64 KB", "30 segundos" keep their number and unit on one line). The fields'
 * messages above stay as written, as the site's forms keep them (app/forms/form-copy.ts).
 */
export const COLLECTOR_COPY: Record<Language, CollectorCopy> = { en: typeset(en), pt: typeset(pt) };
