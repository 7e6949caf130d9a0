import * as v from "valibot";
import { LANGUAGES } from "../../shared/languages.js";
import { messageKind } from "../mail/message-kinds.js";
import { composeOwnerErased, composePrivacyErased, composePrivacyLink } from "./mail.js";

export const PRIVACY_LINK_KIND = "visitor-privacy-link";
export const PRIVACY_ERASED_KIND = "visitor-privacy-erased";
export const OWNER_ERASED_KIND = "owner-privacy-erased";

const Language = v.picklist(LANGUAGES);

const ErasedPayload = v.object({ to: v.string(), language: Language });
const LinkPayload = v.object({ ...ErasedPayload.entries, link: v.string() });
const OwnerErasedPayload = v.object({
  requestId: v.string(),
  requestedAt: v.string(),
  erased: v.object({ leads: v.number(), calls: v.number(), messages: v.number(), webhookDeliveries: v.number() }),
});

/** Privacy's messages: detached (no lead), each carrying what it needs; emptied once sent (decision 055). */
export const PRIVACY_MESSAGE_KINDS = [
  /** The visitor's link to their own data (issue 29). */
  messageKind({
    kind: PRIVACY_LINK_KIND,
    payload: LinkPayload,
    compose: async (payload, { identity }) => composePrivacyLink(payload, identity),
  }),
  /** The visitor's last message, saying their data is erased. */
  messageKind({
    kind: PRIVACY_ERASED_KIND,
    payload: ErasedPayload,
    compose: async (payload, { identity }) => composePrivacyErased(payload, identity),
  }),
  /** The owner's notice of an erasure, with what it removed and no address. */
  messageKind({
    kind: OWNER_ERASED_KIND,
    payload: OwnerErasedPayload,
    compose: async (payload, { identity, readers }) =>
      (await readers("owners")).map((reader) => composeOwnerErased(payload, identity, reader)),
  }),
];
