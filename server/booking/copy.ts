import type { Language } from "../../shared/languages.js";
import { booking as en, type BookingCopy } from "./copy/en.js";
import { booking as pt } from "./copy/pt.js";

/** The booking pages' and replies' words, by the visitor's language. */
export const BOOKING_COPY: Record<Language, BookingCopy> = { en, pt };
