import { PROOF_OF_WORK_FIELD, type ChallengeReply } from "@shared/spam";
import { FORM_ENDPOINT, FORM_ID } from "./form-endpoint";

/** A solution in the making: the field to send (or nothing), and a way to stop working on it. */
export interface PendingProof {
  field: Promise<Record<string, string>>;
  /** Ends the work: the visitor's device spends nothing more on a proof nobody will send. */
  stop(): void;
}

/** How long a submit waits for an unfinished proof before it goes without one (a lead is never held back). */
const WAIT_AT_SUBMIT_MS = 3_000;

/**
 * Fetches a challenge from our collector and solves it in a Web Worker while the visitor types
 * (issue 27, decision 052). Called on the first focus in a form, never before. Formspree has no
 * such challenge: with it, and on any failure, the form goes without (the server's other layers
 * judge alone, as for a visitor without JavaScript).
 */
export function startProofOfWork(): PendingProof {
  if (FORM_ENDPOINT !== "" || typeof Worker === "undefined") return { field: Promise.resolve({}), stop: () => {} };
  let worker: Worker | undefined;
  let stopped = false;
  const solve = (challenge: ChallengeReply) =>
    new Promise<number | null>((resolve, reject) => {
      if (stopped) return resolve(null);
      worker = new Worker(new URL("./proof-of-work.worker.ts", import.meta.url), { type: "module" });
      worker.onmessage = (event: MessageEvent<number | null>) => resolve(event.data);
      worker.onerror = reject;
      worker.postMessage(challenge);
    }).finally(() => worker?.terminate());
  const field = (async (): Promise<Record<string, string>> => {
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
  return {
    field,
    stop() {
      stopped = true;
      worker?.terminate();
    },
  };
}

/**
 * The proof's field when it is ready within WAIT_AT_SUBMIT_MS, else nothing; either way the work
 * stops, since the submit goes with what it has.
 */
export async function proofAtSubmit(pending: PendingProof | null): Promise<Record<string, string>> {
  if (pending === null) return {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<Record<string, string>>(
    (resolve) => (timer = setTimeout(resolve, WAIT_AT_SUBMIT_MS, {})),
  );
  try {
    return await Promise.race([pending.field, timeout]);
  } finally {
    clearTimeout(timer);
    pending.stop();
  }
}
