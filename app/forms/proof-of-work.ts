import { PROOF_OF_WORK_FIELD, type ChallengeReply } from "@shared/spam";
import { FORM_ENDPOINT, FORM_ID } from "./form-endpoint";

/** A solution in the making: the field to send, or nothing when there is none (yet). */
export type PendingProof = Promise<Record<string, string>>;

/** How long a submit waits for an unfinished proof before it goes without one (a lead is never held back). */
const WAIT_AT_SUBMIT_MS = 3_000;

/**
 * Fetches a challenge from our collector and solves it in a Web Worker while the visitor types
 * (issue 27, decision 052). Called on the first focus in a form, never before. Formspree has no
 * such challenge: with it, and on any failure, the form goes without (the server's other layers
 * judge alone, as for a visitor without JavaScript).
 */
export function startProofOfWork(): PendingProof {
  if (FORM_ENDPOINT !== "" || typeof Worker === "undefined") return Promise.resolve({});
  return (async (): PendingProof => {
    try {
      const response = await fetch(`/f/${encodeURIComponent(FORM_ID)}/challenge`, { cache: "no-store" });
      if (!response.ok) return {};
      const challenge = (await response.json()) as ChallengeReply;
      const number = await solve(challenge);
      if (number === null) return {};
      const { algorithm, challenge: hash, salt, signature } = challenge;
      return { [PROOF_OF_WORK_FIELD]: btoa(JSON.stringify({ algorithm, challenge: hash, number, salt, signature })) };
    } catch {
      return {};
    }
  })();
}

function solve(challenge: ChallengeReply): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./proof-of-work.worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (event: MessageEvent<number | null>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (error) => {
      worker.terminate();
      reject(error);
    };
    worker.postMessage(challenge);
  });
}

/** The proof's field when it is ready within WAIT_AT_SUBMIT_MS, else nothing. */
export function proofAtSubmit(pending: PendingProof | null): Promise<Record<string, string>> {
  if (pending === null) return Promise.resolve({});
  const timeout = new Promise<Record<string, string>>((resolve) => setTimeout(() => resolve({}), WAIT_AT_SUBMIT_MS));
  return Promise.race([pending, timeout]);
}
