import { randomBytes } from "node:crypto";
import { ROOM_PLACEHOLDER } from "./settings.js";

/** Lower-case letters and digits that read unambiguously: room names survive being read aloud. */
const ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

/**
 * A room name no one guesses: 26 characters of a 32-letter alphabet, 130 bits from the system's
 * random source, so knowing one call's room tells nothing about another's.
 */
function newRoomName(): string {
  return [...randomBytes(26)].map((byte) => ALPHABET[byte % ALPHABET.length]).join("");
}

/**
 * Where a new call happens: BOOKING_LOCATION as it is, or with a fresh room name wherever it
 * holds the placeholder; null when the owner set none (decision 090).
 */
export function newCallLocation(template: string | undefined): string | null {
  if (template === undefined) return null;
  if (!template.includes(ROOM_PLACEHOLDER)) return template;
  return template.replaceAll(ROOM_PLACEHOLDER, newRoomName());
}
