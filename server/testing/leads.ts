import type { Lead, NewLead } from "../leads/repository.js";

/** A complete, valid consulting lead; override what a test is about. */
export function newLead(
  overrides: Partial<NewLead> = {},
): NewLead & Pick<Lead, "spamReasons" | "stage" | "lostReason" | "followUpOn" | "assignedTo" | "value"> {
  return {
    form: "consulting",
    language: "en",
    name: "Ada Lovelace",
    email: "ada@example.com",
    replyTo: null,
    company: "Analytical Engines Ltd",
    message: "We want to find out where AI pays off in our support queue.",
    teamSize: null,
    workshopInterest: null,
    subject: null,
    clientAddress: "203.0.113.0",
    userAgent: "Mozilla/5.0 (X11; Linux x86_64)",
    status: "new",
    idempotencyKey: null,
    nextUrl: "/en/thanks",
    spamReasons: [],
    stage: "new",
    lostReason: null,
    followUpOn: null,
    assignedTo: null,
    value: null,
    ...overrides,
  };
}
