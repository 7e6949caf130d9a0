/**
 * What only the collector says, in English: the summaries of its replies and its no-JavaScript
 * page. The fields' names, labels, options and errors, and the problems the site words alike,
 * are the forms' messages (shared/content/en/form-messages.ts).
 */
import { formMessages } from "../../../shared/content/en/form-messages.js";
import type { FormErrorCode } from "../../../shared/collector.js";
import type { Translation } from "../../../shared/translation.js";

const list = (items: readonly string[]) =>
  new Intl.ListFormat("en", { style: "long", type: "conjunction" }).format(items);

const source = {
  /** The `error` summary of a 422 with field errors, naming the fields. */
  checkFields: (names: readonly string[]) =>
    `Please check the form: ${list(names)} need${names.length === 1 ? "s" : ""} attention.`,
  /** A form-level error's message, by its code. */
  form: {
    ...formMessages.formErrors,
    FORM_NOT_FOUND: "This form does not exist. Please write to us by e-mail.",
    PAYLOAD_TOO_LARGE: "The form is too large to send (the limit is 64 KB). Please shorten it and try again.",
    UNSUPPORTED_MEDIA_TYPE: "The form was sent in a format we do not accept. Please reload the page and try again.",
    MALFORMED_BODY: "The form could not be read. Please reload the page and try again.",
    SERVER_ERROR: "We could not save your message because of a problem on our side. Please try again in a moment.",
  } satisfies Record<Exclude<FormErrorCode, "RATE_LIMITED">, string>,
  rateLimited: (seconds: number) =>
    `Too many messages in a short time. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`,
  page: {
    checkTitle: "Please check the form",
    notSentTitle: "Your message was not sent",
    intro: "Your message was not sent yet. Everything you typed is below: correct it and send it again.",
    send: "Send again",
    backToConsulting: "Back to the consulting page",
    backToEducation: "Back to the education page",
    backToSite: "Back to the site",
  },
};

export type CollectorCopy = Translation<typeof source>;
export const collector: CollectorCopy = source;
