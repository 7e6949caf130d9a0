/**
 * A lead's timeline (issue 51): every stage change, call, reply, note, task and e-mail sent to
 * the visitor, each once, newest first, with who did it when the console knows. One list, where
 * the lead's page had a stage history and a "who did what" list apart.
 */
import * as v from "valibot";
import { CALL_OUTCOMES, LEAD_STAGES } from "./admin-api.js";
import { ACTIVITY_KINDS } from "./team.js";

const at = v.pipe(v.string(), v.isoTimestamp());
/** Who did it: a person's name (a removed person keeps theirs); null when the product or the visitor did. */
const by = v.nullable(v.string());

export const timelineEntry = v.variant("kind", [
  v.strictObject({
    kind: v.literal("stage"),
    at,
    by,
    from: v.nullable(v.picklist(LEAD_STAGES)),
    to: v.picklist(LEAD_STAGES),
    reason: v.nullable(v.string()),
  }),
  /** The visitor booked a call for `start`. */
  v.strictObject({ kind: v.literal("call-booked"), at, by, start: at }),
  /** The call was moved to `start` (its last move). */
  v.strictObject({ kind: v.literal("call-moved"), at, by, start: at }),
  /** `reason`: why the visitor cancelled, in their words, when they said (issue 53). */
  v.strictObject({ kind: v.literal("call-cancelled"), at, by, start: at, reason: v.nullable(v.string()) }),
  v.strictObject({ kind: v.literal("call-outcome"), at, by, start: at, outcome: v.picklist(CALL_OUTCOMES) }),
  /** A reply read from the owner's Sent folder (IMAP_URL). */
  v.strictObject({ kind: v.literal("reply"), at, by, subject: v.string() }),
  v.strictObject({ kind: v.literal("note"), at, by, text: v.string() }),
  /** `text` null: the default ("Follow up"). */
  v.strictObject({ kind: v.literal("task-added"), at, by, text: v.nullable(v.string()), on: v.string() }),
  v.strictObject({ kind: v.literal("task-done"), at, by, text: v.nullable(v.string()) }),
  /** An e-mail the site sent the visitor, by its outbox kind (`visitor-booking`…). */
  v.strictObject({ kind: v.literal("email"), at, by, message: v.string() }),
  /** Any other change made in the console (assigned, spam verdict, restored, a task deleted…). */
  v.strictObject({
    kind: v.literal("activity"),
    at,
    by,
    activity: v.picklist(ACTIVITY_KINDS),
    detail: v.nullable(v.string()),
  }),
]);
export type TimelineEntry = v.InferOutput<typeof timelineEntry>;

export const timelineReply = v.strictObject({ entries: v.array(timelineEntry) });
export type TimelineReply = v.InferOutput<typeof timelineReply>;
