/**
 * What a visitor reads about the contact forms, in English: the site's forms copy
 * (app/content/en/forms.ts) and the collector (its JSON replies and no-JavaScript page) both
 * read it. `{name}` placeholders are filled by shared/fill.ts.
 */
import type { Translation } from "../../translation.js";

const source = {
  /** Field names as an error line starts with them: "Email is required" (SPEC section 5). */
  names: {
    name: "Name",
    email: "Email",
    company: "Company",
    context: "Context",
    teamSize: "Team size",
    currentChallenges: "Current Challenges",
    workshopInterest: "Workshop interest",
  },
  /**
   * A field's error line: `{name}` is the field's name, `{messages}` its messages joined by
   * `joiner`. English starts with the name and joins with commas, as SPEC section 5 words them:
   * "Email is required".
   */
  line: "{name} {messages}",
  joiner: ", ",
  /** The controls' labels. */
  labels: {
    name: "Name",
    email: "Work e-mail",
    company: "Company",
    context: "Context and challenges",
    teamSize: "Team size",
    currentChallenges: "Current challenges",
    workshopInterest: "Which format interests you?",
  },
  /** A required field left empty, by field: what to give. */
  required: {
    name: "is required",
    email: "is required",
    company: "is required",
    context: "is required",
    teamSize: "is required",
    currentChallenges: "is required",
    workshopInterest: "is required",
  },
  /** A field error by its protocol code, for a code without a more precise message (UNSPECIFIED: one the site does not know). */
  errors: {
    REQUIRED_FIELD_EMPTY: "is required",
    REQUIRED_FIELD_MISSING: "is required",
    TYPE_EMAIL: "should be a valid e-mail address, like name@company.com",
    TYPE_NUMERIC: "should be a number",
    TYPE_TEXT: "is too long or not plain text",
    UNSPECIFIED: "is not valid",
  },
  /** An address with quotes or an IP address for a domain (shared/lead-forms.ts isPlainAddress). */
  plainAddress: "should be a plain address without quotes or an IP address, like name@company.com",
  /** A name, brackets, a comment, a list or a group around the address (shared/email-address.ts). */
  oneAddress: "should be one address on its own, without a name, brackets, commas or colons, like name@company.com",
  /** TYPE_TEXT for a value that is not text at all. */
  notText: "should be plain text",
  /** TYPE_TEXT for a value over its bound; `{max}` is the bound. */
  tooLong: "is too long (at most {max} characters)",
  /** TYPE_TEXT for a value that is none of a select's; `{values}` lists their labels, "a, b or c". */
  oneOf: "should be one of {values}",
  teamSizes: {
    "": "Select team size",
    "1-5": "1-5 developers",
    "6-15": "6-15 developers",
    "16-30": "16-30 developers",
    "31+": "31+ developers",
  },
  workshopInterests: {
    "4-hour": "4-Hour Workshop",
    "6-week": "6-Week Mentorship",
    online: "Online Course (when available)",
    "not-sure": "Not sure yet",
  },
  /** Problems with the whole submission that the site and the collector word alike. */
  formErrors: {
    BLOCKED: "Our spam filter stopped this message. Please write to us by e-mail instead.",
    EMPTY: "The form arrived empty. Please fill it in and send it again.",
    INACTIVE: "This form is not accepting messages right now. Please write to us by e-mail.",
    NO_FILE_UPLOADS: "This form does not accept files.",
  },
};

export type FormMessagesCopy = Translation<typeof source>;
export const formMessages: FormMessagesCopy = source;
