import type { FastifyInstance } from "fastify";
import {
  assignBody,
  idParams,
  leadJson as leadJsonSchema,
  noteBody,
  noteJson as noteJsonSchema,
  noteParams,
  todayReply,
} from "../../shared/admin-api.js";
import { callsJson } from "../booking/owner-routes.js";
import { currentCallOfLead, currentCallsOfLeads } from "../booking/repository.js";
import { flushErasure } from "../db/database.js";
import { jsonSchema, type ValibotSchemas } from "../http/json-schema.js";
import { AdminError, BODY_LIMIT, errorReplies, noContentSchema } from "../owner/api.js";
import { addNote, deleteNote, editNote, noteJson } from "./notes.js";
import { leadJson } from "./owner-routes.js";
import { assignLead, findLead, setDealValue } from "./repository.js";
import { board } from "./board.js";
import { boardReply } from "../../shared/board.js";
import { dealValueBody, isCurrency } from "../../shared/deal-value.js";
import { timelineReply } from "../../shared/timeline.js";
import { leadTimeline } from "./timeline.js";
import { today } from "./today.js";

const EMPTY_NOTE = "A note needs some text.";

const idParamsSchema = jsonSchema(idParams);
const noteParamsSchema = jsonSchema(noteParams);
const noteBodySchema = jsonSchema(noteBody);
const noteSchema = jsonSchema(noteJsonSchema);
const assignBodySchema = jsonSchema(assignBody);
const leadSchema = jsonSchema(leadJsonSchema);
const todaySchema = jsonSchema(todayReply);
const dealValueBodySchema = jsonSchema(dealValueBody);
const boardSchema = jsonSchema(boardReply);
const timelineSchema = jsonSchema(timelineReply);

/**
 * What the owner does with a lead on its way to becoming a client beyond its stage (issue 39):
 * notes, its assignee, and the day's view of what is due (its tasks: task-routes.ts).
 */
export const pipelineRoutes = ({ timeZone, dealCurrency = "BRL" }: { timeZone: string; dealCurrency?: string }) =>
  async function pipelineRoutes(app: FastifyInstance): Promise<void> {
    const api = app.withTypeProvider<ValibotSchemas>();
    const errors = errorReplies;

    api.post(
      "/leads/:id/notes",
      {
        bodyLimit: BODY_LIMIT,
        schema: { params: idParamsSchema, body: noteBodySchema, response: { 201: noteSchema, ...errors } },
      },
      async (request, reply) => {
        const note = await addNote(app.db, request.params.id, request.body.body);
        if (note === "not-found") throw new AdminError("NOT_FOUND");
        if (note === "empty") throw new AdminError("BAD_REQUEST", undefined, EMPTY_NOTE);
        if (note === "too-many")
          throw new AdminError("BAD_REQUEST", undefined, "This lead holds as many notes as it can.");
        app.webhooks.wake();
        request.log.info({ lead: request.params.id, note: note.id }, "lead note added");
        return reply.code(201).send(noteJson(note));
      },
    );

    api.patch(
      "/leads/:id/notes/:noteId",
      {
        bodyLimit: BODY_LIMIT,
        schema: { params: noteParamsSchema, body: noteBodySchema, response: { 200: noteSchema, ...errors } },
      },
      async (request) => {
        const { id, noteId } = request.params;
        const note = await editNote(app.db, id, noteId, request.body.body);
        if (note === "not-found") throw new AdminError("NOT_FOUND");
        if (note === "empty") throw new AdminError("BAD_REQUEST", undefined, EMPTY_NOTE);
        // What the note said before is personal data too: it does not stay in the file (decision 072).
        await flushErasure(app.db);
        request.log.info({ lead: id, note: noteId }, "lead note edited");
        return noteJson(note);
      },
    );

    api.delete(
      "/leads/:id/notes/:noteId",
      { schema: { params: noteParamsSchema, response: { 204: noContentSchema, ...errors } } },
      async (request, reply) => {
        const { id, noteId } = request.params;
        if (!(await deleteNote(app.db, id, noteId))) throw new AdminError("NOT_FOUND");
        await flushErasure(app.db);
        request.log.info({ lead: id, note: noteId }, "lead note deleted");
        return reply.code(204).send(null);
      },
    );

    // Whose lead (issue 50): its alerts go to that person. A viewer changes nothing, so works no lead.
    api.put(
      "/leads/:id/assignee",
      {
        bodyLimit: BODY_LIMIT,
        schema: { params: idParamsSchema, body: assignBodySchema, response: { 200: leadSchema, ...errors } },
      },
      async (request) => {
        const { id } = request.params;
        const { assignee } = request.body;
        if (assignee !== null) {
          const person = await app.db
            .selectFrom("people")
            .select("role")
            .where("id", "=", assignee)
            .where("removed_at", "is", null)
            .executeTakeFirst();
          if (person === undefined) throw new AdminError("BAD_REQUEST", undefined, "No one on the team has this id.");
          if (person.role === "viewer")
            throw new AdminError("BAD_REQUEST", undefined, "A viewer cannot be given a lead.");
        }
        if (!(await assignLead(app.db, id, assignee))) throw new AdminError("NOT_FOUND");
        const lead = (await findLead(app.db, id))!;
        request.log.info({ lead: id, assignedTo: assignee }, "lead assigned");
        return leadJson(lead, (await currentCallOfLead(app.db, id)) ?? null, new Date(), timeZone);
      },
    );

    // What the owner expects the deal to be worth (issue 51): kept on the lead, summed on the board.
    api.put(
      "/leads/:id/value",
      {
        bodyLimit: BODY_LIMIT,
        schema: { params: idParamsSchema, body: dealValueBodySchema, response: { 200: leadSchema, ...errors } },
      },
      async (request) => {
        const { id } = request.params;
        const { value } = request.body;
        if (value !== null && !isCurrency(value.currency))
          throw new AdminError("BAD_REQUEST", undefined, "No currency has this code (ISO 4217, such as BRL).");
        if (!(await setDealValue(app.db, id, request.body.value))) throw new AdminError("NOT_FOUND");
        const lead = (await findLead(app.db, id))!;
        request.log.info({ lead: id, value: lead.value }, "lead deal value set");
        return leadJson(lead, (await currentCallOfLead(app.db, id)) ?? null, new Date(), timeZone);
      },
    );

    api.get("/leads/board", { schema: { response: { 200: boardSchema, ...errors } } }, async () =>
      board(app.db, { now: new Date(), timeZone, currency: dealCurrency }),
    );

    // Everything that happened to a lead, newest first, each once (issue 51).
    api.get(
      "/leads/:id/timeline",
      { schema: { params: idParamsSchema, response: { 200: timelineSchema, ...errors } } },
      async (request) => {
        if ((await findLead(app.db, request.params.id)) === undefined) throw new AdminError("NOT_FOUND");
        return { entries: await leadTimeline(app.db, request.params.id) };
      },
    );

    api.get("/today", { schema: { response: { 200: todaySchema, ...errors } } }, async (request) => {
      const now = new Date();
      const day = await today(app.db, timeZone, now, request.adminSession?.person?.id);
      const bookings = await currentCallsOfLeads(
        app.db,
        [...day.replies, ...day.followUps].map((lead) => lead.id),
      );
      const show = (lead: Parameters<typeof leadJson>[0]) =>
        leadJson(lead, bookings.get(lead.id) ?? null, now, timeZone);
      return {
        day: day.day,
        replies: day.replies.map(show),
        followUps: day.followUps.map(show),
        calls: (await callsJson(app, { today: day.calls.map(({ call }) => call) }, now)).today,
        more: day.more,
      };
    });
  };
