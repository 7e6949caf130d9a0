import type { FastifyInstance } from "fastify";
import {
  exportFile,
  exportQuery,
  idParams,
  leadJson as leadJsonSchema,
  listQuery,
  listReply,
  stageBody,
  stageReply,
  statusBody,
  type LeadJson,
} from "../../shared/admin-api.js";
import { dayKey } from "../../shared/call-time.js";
import { stripFormatCharacters } from "../../shared/format-characters.js";
import { attributionsOf, exportAttributions, leadAttributionOf } from "../analytics/attribution.js";
import { bookingJson } from "../booking/owner-routes.js";
import { currentCallOfLead, currentCallsOfLeads, type Booking } from "../booking/repository.js";
import { flushErasure } from "../db/database.js";
import { jsonSchema, type ValibotSchemas } from "../http/json-schema.js";
import { AdminError, BODY_LIMIT, errorReplies, noContentSchema } from "../owner/api.js";
import { changeLeadStatus } from "../spam/restore.js";
import { leadsToCsv, leadsToJson, leadsToSpreadsheet } from "./export.js";
import { exportExtras } from "./export-extras.js";
import { leadFilter } from "./lead-filter.js";
import { noteJson, notesOf } from "./notes.js";
import { moveLeads, stageHistory } from "./pipeline.js";
import { replyDraft, type ReplyTemplates } from "./reply-draft.js";
import { otherMessagesFrom } from "./same-address.js";
import { completeOpenTasks, leadsEnding } from "./tasks.js";
import { repliesOf } from "../replies/repository.js";
import { heldMailOf } from "../mail/held-mail.js";
import { heldMailJson } from "./held-mail-json.js";
import { countLeads, deleteLead, findLead, listAllLeads, listLeads, REPLY_WITHIN_MS, type Lead } from "./repository.js";

/** A lead still "new" this long after it arrived, with nothing scheduled, is flagged. */
const STALE_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A lead as the inbox shows it. Invisible format characters (bidi overrides, C1 controls) are left
 * out of what the visitor typed, so that no name or address reads as something else.
 */
export function leadJson(
  lead: Lead,
  booking: Booking | null = null,
  now: Date = new Date(),
  /** The owner's zone: what "today" is for a follow-up. */
  timeZone = "UTC",
): LeadJson {
  const replyBy = new Date(lead.receivedAt.getTime() + REPLY_WITHIN_MS);
  const inbox = lead.status !== "spam";
  return {
    id: lead.id,
    form: lead.form,
    receivedAt: lead.receivedAt.toISOString(),
    language: lead.language,
    name: stripFormatCharacters(lead.name),
    email: stripFormatCharacters(lead.email),
    company: stripFormatCharacters(lead.company),
    message: stripFormatCharacters(lead.message),
    teamSize: lead.teamSize,
    workshopInterest: lead.workshopInterest,
    subject: lead.subject && stripFormatCharacters(lead.subject),
    replyTo: lead.replyTo && stripFormatCharacters(lead.replyTo),
    status: lead.status,
    clientAddress: lead.clientAddress,
    userAgent: lead.userAgent && stripFormatCharacters(lead.userAgent),
    replyBy: replyBy.toISOString(),
    handled: lead.status === "handled",
    overdue: lead.status === "new" && now.getTime() > replyBy.getTime(),
    booking: booking && bookingJson(booking),
    spamReasons: lead.spamReasons,
    stage: lead.stage,
    lostReason: lead.lostReason && stripFormatCharacters(lead.lostReason),
    followUpOn: lead.followUpOn,
    followUpDue: inbox && lead.followUpOn !== null && lead.followUpOn <= dayKey(now, timeZone),
    assignedTo: lead.assignedTo,
    value: lead.value,
    stale:
      inbox &&
      lead.stage === "new" &&
      lead.followUpOn === null &&
      booking === null &&
      now.getTime() - lead.receivedAt.getTime() >= STALE_AFTER_MS,
  };
}

const leadSchema = jsonSchema(leadJsonSchema);
const listQuerySchema = jsonSchema(listQuery);
const exportQuerySchema = jsonSchema(exportQuery);
const listReplySchema = jsonSchema(listReply);
const idParamsSchema = jsonSchema(idParams);
const statusBodySchema = jsonSchema(statusBody);
const stageBodySchema = jsonSchema(stageBody);
const stageReplySchema = jsonSchema(stageReply);
const exportFileSchema = jsonSchema(exportFile);

export interface LeadRoutesOptions {
  /** The owner's IANA zone (BOOKING_TIMEZONE): the day a follow-up falls due in. */
  timeZone: string;
  /** REPLY_TEMPLATE_EN and _PT: the openings of the replies "Reply" drafts (decision 120). */
  replyTemplates?: ReplyTemplates;
  /** DEAL_CURRENCY: the currency the lead's value editor offers first. */
  dealCurrency?: string;
}

/**
 * The lead inbox inside the owner's signed-in scope (owner/plugin.ts): list and search, export,
 * one lead, its status and stage, deleting it.
 */
export const leadRoutes = ({ timeZone, replyTemplates = {}, dealCurrency = "BRL" }: LeadRoutesOptions) =>
  async function leadRoutes(app: FastifyInstance): Promise<void> {
    // Request and reply types come from the shared valibot schemas behind each JSON Schema.
    const api = app.withTypeProvider<ValibotSchemas>();
    const errors = errorReplies;
    const show = async (lead: Lead, now = new Date()) => ({
      ...leadJson(lead, (await currentCallOfLead(app.db, lead.id)) ?? null, now, timeZone),
      attribution: await leadAttributionOf(app.db, lead.id),
    });

    api.get(
      "/leads",
      { schema: { querystring: listQuerySchema, response: { 200: listReplySchema, ...errors } } },
      async (request) => {
        const { page, pageSize, sort } = request.query;
        const now = new Date();
        const filter = leadFilter(request.query, now, request.adminSession?.person?.id);
        const [leads, total] = await Promise.all([
          listLeads(app.db, {
            ...filter,
            limit: pageSize,
            offset: (page - 1) * pageSize,
            oldestFirst: sort === "reply-by",
          }),
          countLeads(app.db, filter),
        ]);
        const bookings = await currentCallsOfLeads(
          app.db,
          leads.map((lead) => lead.id),
        );
        const attributions = await attributionsOf(
          app.db,
          leads.map((lead) => lead.id),
        );
        return {
          leads: leads.map((lead) => ({
            ...leadJson(lead, bookings.get(lead.id) ?? null, now, timeZone),
            attribution: attributions.get(lead.id) ?? null,
          })),
          total,
          page,
          pageSize,
        };
      },
    );

    // The file is text sent as it is: Fastify serialises no string, so its schema only says what it is.
    api.get(
      "/leads/export",
      { schema: { querystring: exportQuerySchema, response: { 200: exportFileSchema, ...errors } } },
      async (request, reply) => {
        const { format, language } = request.query;
        // The file holds what the inbox shows with the same filter, overdue included.
        const leads = await listAllLeads(
          app.db,
          leadFilter(request.query, new Date(), request.adminSession?.person?.id),
        );
        const attributions = await exportAttributions(app.db, leads);
        const extras = await exportExtras(app.db, leads);
        const file =
          format === "json"
            ? leadsToJson(leads, attributions, extras)
            : language === undefined
              ? leadsToCsv(leads, attributions, extras)
              : leadsToSpreadsheet(leads, attributions, extras, { language, timeZone });
        const date = dayKey(new Date(), timeZone);
        return reply
          .type(format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8")
          .header("content-disposition", `attachment; filename="leads-${date}.${format}"`)
          .send(file);
      },
    );

    api.get(
      "/leads/:id",
      { schema: { params: idParamsSchema, response: { 200: leadSchema, ...errors } } },
      async (request) => {
        const lead = await findLead(app.db, request.params.id);
        if (lead === undefined) throw new AdminError("NOT_FOUND");
        const history = (await stageHistory(app.db, lead.id)).map((change) => ({
          ...change,
          reason: change.reason && stripFormatCharacters(change.reason),
          at: change.at.toISOString(),
        }));
        const notes = (await notesOf(app.db, lead.id)).map(noteJson);
        const others = (await otherMessagesFrom(app.db, lead)).map((other) => ({
          ...other,
          receivedAt: other.receivedAt.toISOString(),
          message: stripFormatCharacters(other.message),
        }));
        const replies = (await repliesOf(app.db, lead.id)).map((sent) => ({
          sentAt: sent.sentAt.toISOString(),
          subject: stripFormatCharacters(sent.subject),
          body: sent.body && stripFormatCharacters(sent.body),
        }));
        const heldMail = (await heldMailOf(app.db, lead.id)).map(heldMailJson);
        const shown = await show(lead);
        return {
          ...shown,
          history,
          notes,
          replies,
          heldMail,
          others,
          dealCurrency,
          reply: replyDraft({ ...shown, receivedAt: lead.receivedAt }, replyTemplates, timeZone),
        };
      },
    );

    // One lead or many to a stage: the list's selection and the detail's buttons alike.
    api.post(
      "/leads/stage",
      { bodyLimit: BODY_LIMIT, schema: { body: stageBodySchema, response: { 200: stageReplySchema, ...errors } } },
      async (request) => {
        const { ids, stage, reason, openTasks } = request.body;
        const ending = await leadsEnding(app.db, ids, stage);
        // Won or lost: its open tasks are done with it, unless kept on purpose (issue 51).
        if (openTasks !== "keep" && ending.length > 0) {
          const person = request.adminSession?.person?.id ?? null;
          await app.db.transaction().execute(async (trx) => {
            for (const id of ending) await completeOpenTasks(trx, id, person);
          });
        }
        const moved = await moveLeads(app.db, ids, stage, { reason: reason ?? null });
        app.webhooks.wake();
        request.log.info({ leads: moved.map((lead) => lead.id), stage }, "lead stage changed");
        return { leads: await Promise.all(moved.map((lead) => show(lead))) };
      },
    );

    api.patch(
      "/leads/:id",
      {
        bodyLimit: BODY_LIMIT,
        schema: { params: idParamsSchema, body: statusBodySchema, response: { 200: leadSchema, ...errors } },
      },
      async (request) => {
        const lead = await changeLeadStatus(
          { db: app.db, queueLeadMessages: app.leads.queueMessages },
          request.params.id,
          request.body.status,
        );
        app.mail.wake();
        app.webhooks.wake();
        if (lead === undefined) throw new AdminError("NOT_FOUND");
        request.log.info({ lead: lead.id, status: lead.status }, "lead status changed");
        // Spam never holds a slot (docs/decisions/032-spam-frees-its-call.md).
        if (lead.status === "spam") await app.booking.freeCallOfSpam(lead);
        return show(lead);
      },
    );

    api.delete(
      "/leads/:id",
      { schema: { params: idParamsSchema, response: { 204: noContentSchema, ...errors } } },
      async (request, reply) => {
        if (!(await deleteLead(app.db, request.params.id))) throw new AdminError("NOT_FOUND");
        await flushErasure(app.db);
        request.log.info({ lead: request.params.id }, "lead deleted");
        return reply.code(204).send(null);
      },
    );
  };
