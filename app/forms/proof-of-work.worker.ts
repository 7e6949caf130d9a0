/// <reference lib="webworker" />
/**
 * Solves an ALTCHA (v1 protocol) challenge: the number n, at most `maxnumber`, whose SHA-256 of
 * `salt + n` is `challenge`. Web Crypto only, so the worker weighs a few hundred bytes.
 */
import type { ChallengeReply } from "@shared/spam";

self.onmessage = async (event: MessageEvent<ChallengeReply>) => {
  const { challenge, salt, maxnumber } = event.data;
  const encoder = new TextEncoder();
  for (let number = 0; number <= maxnumber; number++) {
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(salt + number)));
    let hex = "";
    for (const byte of digest) hex += byte.toString(16).padStart(2, "0");
    if (hex === challenge) {
      self.postMessage(number);
      return;
    }
  }
  self.postMessage(null);
};
