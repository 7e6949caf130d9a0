import type { ChallengeReply } from "@shared/spam";

/**
 * Digests asked for at once: one await per chunk rather than per number, since the promise of
 * each digest costs more than the hash; small enough to stop soon after the answer.
 */
const CHUNK = 64;

/**
 * The ALTCHA (v1 protocol) solution: the number n, at most `maxnumber`, whose SHA-256 of
 * `salt + n` is `challenge`, or null when there is none. Web Crypto only.
 */
export async function solveChallenge({ challenge, salt, maxnumber }: ChallengeReply): Promise<number | null> {
  const target = Uint8Array.from(challenge.match(/../g) ?? [], (pair) => parseInt(pair, 16));
  const encoder = new TextEncoder();
  const matches = (digest: ArrayBuffer) => new Uint8Array(digest).every((byte, index) => byte === target[index]);
  for (let start = 0; start <= maxnumber; start += CHUNK) {
    const count = Math.min(CHUNK, maxnumber - start + 1);
    const digests = await Promise.all(
      Array.from({ length: count }, (_, offset) =>
        crypto.subtle.digest("SHA-256", encoder.encode(salt + (start + offset))),
      ),
    );
    const found = digests.findIndex(matches);
    if (found !== -1) return start + found;
  }
  return null;
}
