import { createHash } from "node:crypto";
import type { ChallengeReply } from "../../shared/spam.js";
import { encodeSolution } from "./proof-of-work.js";

/**
 * Solves a challenge as the site's worker does (the number whose SHA-256 with the salt is the
 * challenge), with Node's synchronous hash: for tests, the corpus and the benchmark.
 */
export function solveChallenge(challenge: ChallengeReply): string {
  const target = Buffer.from(challenge.challenge, "hex");
  const salted = createHash("sha256").update(challenge.salt);
  for (let number = 0; number <= challenge.maxnumber; number++) {
    if (salted.copy().update(String(number)).digest().equals(target)) return encodeSolution(challenge, number);
  }
  throw new Error("challenge without a solution");
}
