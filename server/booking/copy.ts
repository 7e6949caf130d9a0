import type { Language } from "../../shared/languages.js";
import { typeset } from "../../shared/typeset.js";
import { booking as en, type BookingCopy } from "./copy/en.js";
import { booking as pt } from "./copy/pt.js";

/**
 * The booking pages' and replies' words, by the visitor's language, set as the site sets its
 * catalogs (shared/typeset.ts): "30 minutos" never ends a line at its number. The booking
 * e-mails have their own catalogs, kept as written.
 */
export const BOOKING_COPY: Record<Language, BookingCopy> = { en: typeset(en), pt: typeset(pt) };
