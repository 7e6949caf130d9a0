import * as v from "valibot";
import { hasProtocol, quote, rule, type SettingDocs } from "../setting-rules.js";

/** Where the owner's Sent folder is read from, as IMAP_URL says. */
export interface ImapAccount {
  host: string;
  port: number;
  /** imaps: TLS from the first byte; imap: STARTTLS when the server offers it. */
  secure: boolean;
  user: string;
  password: string;
  /** The folder named in the URL's path; undefined: the one the server marks \Sent. */
  folder: string | undefined;
}

function account(value: string): ImapAccount | undefined {
  try {
    const url = new URL(value);
    const secure = url.protocol === "imaps:";
    if (!hasProtocol(value, ["imap:", "imaps:"], true) || url.username === "" || url.password === "") return undefined;
    const folder = decodeURIComponent(url.pathname.replace(/^\//, ""));
    return {
      host: url.hostname.replace(/^\[|\]$/g, ""),
      port: url.port === "" ? (secure ? 993 : 143) : Number(url.port),
      secure,
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      folder: folder === "" ? undefined : folder,
    };
  } catch {
    return undefined;
  }
}

/** Replies that log themselves (issue 51): the owner's mailbox, read over IMAP. */
export const RepliesEnvSchema = v.object({
  /** `imaps://user:password@imap.example.com/Sent`; without it, replies are marked by hand or by link. */
  IMAP_URL: v.optional(
    rule(
      "IMAP_URL",
      (value) => account(value) !== undefined,
      () =>
        "an imaps:// or imap:// URL with a user and password, such as imaps://me%40example.com:password@imap.example.com",
      (value) => account(value)!,
    ),
  ),
  /** Whether a reply's text is kept with it, or only its time and subject. */
  IMAP_KEEP_BODIES: v.optional(
    rule(
      "IMAP_KEEP_BODIES",
      (value) => ["on", "off"].includes(value.toLowerCase()),
      (value) => `on or off (got ${quote(value)})`,
      (value) => value.toLowerCase() === "on",
    ),
    "off",
  ),
});

/** What config.ts gives the replies plugin, from RepliesEnvSchema. */
export function toRepliesSettings(settings: v.InferOutput<typeof RepliesEnvSchema>) {
  return { imap: settings.IMAP_URL, keepBodies: settings.IMAP_KEEP_BODIES };
}

/** The README's lines for these settings (`npm run readme:settings` writes the table). */
export const REPLIES_SETTING_DOCS: SettingDocs<typeof RepliesEnvSchema> = {
  IMAP_URL: {
    default: "(none: replies marked in the console or by the e-mail's link)",
    meaning:
      "the owner's mailbox, `imaps://user:password@host[:port][/Folder]` (`%40` for an `@` in the user): its Sent folder (the one marked `\\Sent`, or the path's) is read every 5 minutes, and a message to a lead's address marks the lead replied and shows in its history: [replies that log themselves](#replies-that-log-themselves)",
  },
  IMAP_KEEP_BODIES: {
    default: "`off`",
    meaning: "`on` keeps each reply's text with it on the lead's page; `off` keeps only its time and subject",
  },
};
