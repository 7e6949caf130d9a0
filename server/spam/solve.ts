import { createHash, randomInt } from "node:crypto";
import { createChallenge } from "altcha-lib/v1";
import type { Kysely } from "kysely";
import type { ChallengeReply } from "../../shared/spam.js";
import type { Database } from "../db/database.js";
import { challengeOptions, encodeSolution } from "./proof-of-work.js";

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

/**
 * The form field of a challenge issued at `issued`, solved without the search: made from what
 * `issueChallenge` makes one of, around a number chosen here. For stories that post hundreds of
 * forms (the spam corpus), where finding each number was nearly all of their time; the server
 * checks it as any other. `solveChallenge` and the proof-of-work tests keep the search.
 */
export async function solvedChallengeField(db: Kysely<Database>, issued: Date): Promise<string> {
  const options = await challengeOptions({ db, now: () => issued });
  const number = randomInt(options.maxnumber + 1);
  const { challenge, salt, signature } = await createChallenge({ ...options, number });
  return encodeSolution({ algorithm: "SHA-256", challenge, maxnumber: options.maxnumber, salt, signature }, number);
}
