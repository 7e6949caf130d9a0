// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { solveChallenge } from "./solve-challenge";

/** A challenge as the collector issues one (ALTCHA v1), whose answer is `number`. */
function challengeFor(number: number, maxnumber: number) {
  const salt = "5f1c2b0e9a7d?expires=1795756716";
  const challenge = createHash("sha256").update(`${salt}${number}`).digest("hex");
  return { algorithm: "SHA-256" as const, challenge, salt, signature: "unused", maxnumber };
}

describe("solving the proof of work", () => {
  it.each([0, 1, 63, 64, 65, 4_321, 10_000])("finds %i, wherever it falls in a chunk", async (number) => {
    expect(await solveChallenge(challengeFor(number, 10_000))).toBe(number);
  });

  it("says there is none past maxnumber", async () => {
    expect(await solveChallenge(challengeFor(200, 100))).toBeNull();
  });
});
