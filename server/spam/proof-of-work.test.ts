import { describe, expect, it } from "vitest";
import { DIALECTS, useMigratedDatabase } from "../testing/databases.js";
import { checkProofOfWork, CHALLENGE_LIFETIME_MS, encodeSolution, issueChallenge } from "./proof-of-work.js";
import { solveChallenge } from "./solve.js";

describe.each(DIALECTS)("proof of work on %s", (dialect) => {
  const handle = useMigratedDatabase(dialect);
  const at = new Date("2026-11-24T12:00:00Z");
  const deps = (now = at) => ({ db: handle.db, now: () => now });

  it("accepts a solved challenge once, with the time it was issued", async () => {
    const solution = solveChallenge(await issueChallenge(deps()));
    expect(await checkProofOfWork(deps(new Date(at.getTime() + 5_000)), solution)).toEqual({
      kind: "solved",
      issuedAt: at,
    });
    expect(await checkProofOfWork(deps(new Date(at.getTime() + 6_000)), solution)).toEqual({
      kind: "refused",
      reason: "proof-of-work-replayed",
    });
  });

  it("accepts one of two concurrent uses of the same solution", async () => {
    const solution = solveChallenge(await issueChallenge(deps()));
    const results = await Promise.all([checkProofOfWork(deps(), solution), checkProofOfWork(deps(), solution)]);
    expect(results.map((result) => result.kind).sort()).toEqual(["refused", "solved"]);
  });

  it.each<[string, (solution: string, challenge: Awaited<ReturnType<typeof issueChallenge>>) => unknown, string]>([
    ["not base64 JSON", () => "%%%", "proof-of-work-invalid"],
    ["a number", () => 42, "proof-of-work-invalid"],
    ["the wrong number", (_, challenge) => encodeSolution(challenge, challenge.maxnumber + 1), "proof-of-work-invalid"],
    [
      "a forged signature",
      (solution) => {
        const payload = JSON.parse(Buffer.from(solution, "base64").toString()) as Record<string, unknown>;
        return Buffer.from(JSON.stringify({ ...payload, signature: "0".repeat(64) })).toString("base64");
      },
      "proof-of-work-invalid",
    ],
  ])("refuses %s", async (_, tamper, reason) => {
    const challenge = await issueChallenge(deps());
    const field = tamper(solveChallenge(challenge), challenge);
    expect(await checkProofOfWork(deps(), field)).toEqual({ kind: "refused", reason });
  });

  it("refuses an expired challenge, and counts a missing one as absent", async () => {
    const solution = solveChallenge(await issueChallenge(deps()));
    const later = new Date(at.getTime() + CHALLENGE_LIFETIME_MS + 1_000);
    expect(await checkProofOfWork(deps(later), solution)).toEqual({ kind: "refused", reason: "proof-of-work-expired" });
    expect(await checkProofOfWork(deps(), undefined)).toEqual({ kind: "absent" });
    expect(await checkProofOfWork(deps(), "")).toEqual({ kind: "absent" });
  });
});
