import { createHash, timingSafeEqual } from "node:crypto";

const sha256 = (value: string) => createHash("sha256").update(value).digest();

/**
 * Whether a secret someone sent is the configured one, in constant time: both are hashed to 32
 * bytes first, so neither their content nor their length shows in the timing.
 */
export function secretMatches(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected));
}
