import type { PrivacyDeps } from "../privacy/service.js";
import { testMail } from "./outbox.js";

/** The mail of the privacy functions' tests: on, queueing a visitor's message under the real caps. */
export function privacyMail(now: () => Date = () => new Date()): PrivacyDeps["mail"] {
  return testMail(now);
}
