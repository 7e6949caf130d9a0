import { PEOPLE, SPAMMERS } from "./people.js";
import { LEAD_ENDINGS, LEAD_MESSAGES, LEAD_MESSAGES_PT } from "./leads.js";
import { SPAM_SAMPLES } from "./spam.js";

/** One corpus submission: the consulting form's fields as a visitor's browser sends them. */
export interface CorpusEntry {
  _language: "en" | "pt";
  name: string;
  email: string;
  company: string;
  context: string;
}

const ascii = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, "");

function fill(template: string, person: readonly [string, string, string]): string {
  const [name, company, domain] = person;
  return template
    .replaceAll("{name}", name)
    .replaceAll("{first}", name.split(" ")[0]!)
    .replaceAll("{company}", company)
    .replaceAll("{domain}", domain);
}

/** Every real-looking message twice, from two people, the second time with a sign-off. */
export const CORPUS_LEADS: CorpusEntry[] = [
  ...LEAD_MESSAGES.map((message) => ["en", message] as const),
  ...LEAD_MESSAGES_PT.map((message) => ["pt", message] as const),
].flatMap(([language, message], index) =>
  [0, 1].map((variant) => {
    const person = PEOPLE[(index * 3 + variant * 7) % PEOPLE.length]!;
    const [name, company, domain] = person;
    const first = ascii(name.split(" ")[0]!);
    const ending = variant === 1 ? LEAD_ENDINGS[index % LEAD_ENDINGS.length]! : "";
    return {
      _language: language,
      name,
      email: variant === 0 ? `${first}@${domain}` : `${first}.${index}@gmail.com`,
      company,
      context: fill(message + ending, person),
    };
  }),
);

/** Every spam sample from two senders, the same text both times, as bots send it. */
export const CORPUS_SPAM: CorpusEntry[] = SPAM_SAMPLES.flatMap((sample, index) =>
  [0, 1].map((variant) => {
    const [name, company, domain] = SPAMMERS[(index + variant * 5) % SPAMMERS.length]!;
    return {
      _language: /[ãçéõ]|Olá|Prezado|Ganhe/u.test(sample.message) ? "pt" : "en",
      name: sample.name ?? name,
      email: `${ascii(name)}${index}${variant}@${domain}`,
      company: sample.company ?? company,
      context: sample.message,
    };
  }),
);
