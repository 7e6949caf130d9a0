import { createChallenge, extractParams, verifySolution } from "altcha-lib/v1";
import type { Kysely } from "kysely";
import * as v from "valibot";
import { SolutionSchema, type ChallengeReply, type SpamReason } from "../../shared/spam.js";
import { sharedSecret } from "../secrets/repository.js";
import type { Database } from "../db/database.js";

/**
 * Hashes a solver tries on average: half of MAX_NUMBER. About half a second of Web Crypto
 * SHA-256 on a slow phone; a bot sending thousands pays for each one (decision 052).
 */
const MAX_NUMBER = 100_000;
/** A visitor may take their time writing; past this the challenge must be fetched again. */
export const CHALLENGE_LIFETIME_MS = 2 * 60 * 60 * 1000;

export interface ProofOfWorkDependencies {
  db: Kysely<Database>;
  now: () => Date;
}

/** The HMAC key, shared by every instance through the database (created by whichever starts first). */
async function hmacKey(db: Kysely<Database>): Promise<string> {
  return sharedSecret(db, "proof-of-work", () =>
    Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("hex"),
  );
}

/**
 * What a challenge issued now is made of: the shared key, the range, its lifetime and the time it
 * was issued (signed in its salt). Tests that post hundreds of forms make theirs from it around a
 * number they choose (server/spam/solve.ts).
 */
export async function challengeOptions({ db, now }: ProofOfWorkDependencies) {
  const issued = now();
  return {
    hmacKey: await hmacKey(db),
    maxnumber: MAX_NUMBER,
    expires: new Date(issued.getTime() + CHALLENGE_LIFETIME_MS),
    params: { issued: String(issued.getTime()) },
  } satisfies Parameters<typeof createChallenge>[0];
}

/** A signed challenge; the time it was issued is in its signed salt, for the too-fast layer. */
export async function issueChallenge(deps: ProofOfWorkDependencies): Promise<ChallengeReply> {
  const challenge = await createChallenge(await challengeOptions(deps));
  return {
    algorithm: "SHA-256",
    challenge: challenge.challenge,
    maxnumber: MAX_NUMBER,
    salt: challenge.salt,
    signature: challenge.signature,
  };
}

export type ProofOfWork =
  /** No solution sent: no JavaScript, or a bot posting directly. The other layers decide. */
  | { kind: "absent" }
  | { kind: "solved"; issuedAt: Date }
  | { kind: "refused"; reason: Extract<SpamReason, `proof-of-work-${string}`> };

/**
 * Reads and checks the form's solution. A valid one is spent in the database in the same step,
 * so that it is accepted once across every instance; a second use is `proof-of-work-replayed`.
 */
export async function checkProofOfWork(deps: ProofOfWorkDependencies, field: unknown): Promise<ProofOfWork> {
  if (field === undefined || field === null || field === "") return { kind: "absent" };
  const solution = typeof field === "string" ? decode(field) : undefined;
  if (solution === undefined) return { kind: "refused", reason: "proof-of-work-invalid" };

  const params = extractParams(solution);
  const expires = Number(params["expires"]) * 1000;
  const issuedAt = new Date(Number(params["issued"]));
  if (!(await verifySolution(solution, await hmacKey(deps.db), false)) || Number.isNaN(issuedAt.getTime()))
    return { kind: "refused", reason: "proof-of-work-invalid" };
  const now = deps.now();
  if (!(expires > now.getTime())) return { kind: "refused", reason: "proof-of-work-expired" };

  await deps.db.deleteFrom("spent_challenges").where("expires_at", "<", now.toISOString()).execute();
  const spent = await deps.db
    .insertInto("spent_challenges")
    .values({ signature: solution.signature, expires_at: new Date(expires).toISOString() })
    .onConflict((conflict) => conflict.column("signature").doNothing())
    .executeTakeFirst();
  if (Number(spent.numInsertedOrUpdatedRows ?? 0) === 0) return { kind: "refused", reason: "proof-of-work-replayed" };
  return { kind: "solved", issuedAt };
}

function decode(field: string): v.InferOutput<typeof SolutionSchema> | undefined {
  if (field.length > 1024) return undefined;
  try {
    const parsed = v.safeParse(SolutionSchema, JSON.parse(Buffer.from(field, "base64").toString("utf8")));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/** For tests and the corpus: the payload a browser's worker would send for `challenge`. */
export function encodeSolution(challenge: ChallengeReply, number: number): string {
  const { algorithm, challenge: hash, salt, signature } = challenge;
  return Buffer.from(JSON.stringify({ algorithm, challenge: hash, number, salt, signature })).toString("base64");
}
