/// <reference lib="webworker" />
// Solves the form's proof of work off the page's thread (decision 052).
import type { ChallengeReply } from "@shared/spam";
import { solveChallenge } from "./solve-challenge";

self.onmessage = async (event: MessageEvent<ChallengeReply>) => {
  self.postMessage(await solveChallenge(event.data));
};
