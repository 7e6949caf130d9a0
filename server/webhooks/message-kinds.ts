import * as v from "valibot";
import { leadMessageKind } from "../leads/message-kinds.js";
import { messageKind } from "../mail/message-kinds.js";
import { composeEndpointDisabled } from "./disabled-mail.js";
import { composeEndpointSetAside } from "./set-aside-mail.js";

export const ENDPOINT_DISABLED_KIND = "owner-webhook-disabled";
export const ENDPOINT_SET_ASIDE_KIND = "owner-webhook-set-aside";

const EndpointDisabledPayload = v.object({ url: v.string(), description: v.string(), failingSince: v.string() });
const EndpointSetAsidePayload = v.object({
  url: v.string(),
  description: v.string(),
  requests: v.number(),
  since: v.string(),
  until: v.string(),
});

export const WEBHOOK_MESSAGE_KINDS = [
  /** Every owner's notice that an endpoint was turned off after failing for days: about the lead its delivery carried. */
  leadMessageKind({
    kind: ENDPOINT_DISABLED_KIND,
    payload: EndpointDisabledPayload,
    compose: async (_lead, payload, { identity, readers }) =>
      (await readers("owners")).map((reader) => composeEndpointDisabled(payload, identity, reader)),
  }),
  /** Every owner's notice that an endpoint giving no reply was set aside (decision 077); detached. */
  messageKind({
    kind: ENDPOINT_SET_ASIDE_KIND,
    payload: EndpointSetAsidePayload,
    compose: async (payload, { identity, readers }) =>
      (await readers("owners")).map((reader) => composeEndpointSetAside(payload, identity, reader)),
  }),
];
