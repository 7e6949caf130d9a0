import type { FastifyInstance } from "fastify";
import * as v from "valibot";
import {
  letterInput,
  letterRow,
  lettersReply,
  NEWSLETTER_ADMIN_PATHS,
  NEWSLETTER_LISTS,
  previewReply,
  readersQuery,
  readersReply,
  subscriptionsQuery,
  subscriptionsReply,
  type LetterRow,
  type LettersReply,
} from "../../shared/newsletter.js";
import { LANGUAGES } from "../../shared/languages.js";
import { jsonSchema, type ValibotSchemas } from "../http/json-schema.js";
import { AdminError, errorReplies } from "../owner/api.js";
import { queueMessage } from "../mail/outbox.js";
import { composeLetter, type LetterPayload } from "./mail.js";
import { htmlForPage } from "../mail/html/with-html.js";
import { findLetter, insertLetter, listLetters, startSending, updateDraft, type Letter } from "./repository.js";
import { letterProgress } from "./sender.js";
import { readerFigures, subscriptionsOf } from "./readers.js";
import { LETTER_KIND } from "./message-kinds.js";

const DAY_MS = 24 * 60 * 60 * 1000;
/** As the dashboard's own cap on a custom range. */
const MAX_RANGE_DAYS = 800;

const idParams = v.object({ id: v.pipe(v.string(), v.maxLength(100)) });

async function withProgress(app: FastifyInstance, letter: Letter): Promise<LetterRow> {
  return { ...letter, progress: await letterProgress(app.db, letter) };
}

/** The example leave link a preview shows: the real one is each subscriber's own. */
const PREVIEW_LEAVE_LINK = "https://example.com/newsletter/leave?token=…";

/**
 * The console's newsletter (issue 54): letters written in Markdown, previewed as their readers
 * get them, tested on the owner, then sent to the confirmed subscribers of one list and language
 * by the sender (sender.ts), whose progress each letter carries.
 */
export async function newsletterOwnerRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ValibotSchemas>();
  const now = () => new Date();
  const row = jsonSchema(letterRow);

  api.get(
    NEWSLETTER_ADMIN_PATHS.letters,
    { schema: { response: { 200: jsonSchema(lettersReply), ...errorReplies } } },
    async (): Promise<LettersReply> => {
      const letters = await Promise.all((await listLetters(app.db)).map((letter) => withProgress(app, letter)));
      const counts = await app.db
        .selectFrom("newsletter_subscribers")
        .select((eb) => ["list", "language", eb.fn.countAll().as("confirmed")])
        .where("status", "=", "confirmed")
        .groupBy(["list", "language"])
        .execute();
      const audiences = NEWSLETTER_LISTS.flatMap((list) =>
        LANGUAGES.map((language) => ({
          list,
          language,
          confirmed: Number(counts.find((count) => count.list === list && count.language === language)?.confirmed ?? 0),
        })),
      );
      return { letters, audiences };
    },
  );

  api.post(
    NEWSLETTER_ADMIN_PATHS.letters,
    { schema: { body: jsonSchema(letterInput), response: { 201: row, ...errorReplies } } },
    async (request, reply) => {
      const letter = await insertLetter(app.db, request.body, now());
      return reply.code(201).send(await withProgress(app, letter));
    },
  );

  api.put(
    `${NEWSLETTER_ADMIN_PATHS.letters}/:id`,
    {
      schema: { params: jsonSchema(idParams), body: jsonSchema(letterInput), response: { 200: row, ...errorReplies } },
    },
    async (request) => {
      const letter = await updateDraft(app.db, request.params.id, request.body, now());
      if (letter === undefined) throw new AdminError("NOT_FOUND", undefined, "No draft letter with this id.");
      return withProgress(app, letter);
    },
  );

  api.get(
    NEWSLETTER_ADMIN_PATHS.readers,
    { schema: { querystring: jsonSchema(readersQuery), response: { 200: jsonSchema(readersReply), ...errorReplies } } },
    async (request) => {
      const { from, to } = request.query;
      // The dashboard asks for the range its own reply names, which it caps; so is this one.
      if (from > to || Date.parse(to) - Date.parse(from) > MAX_RANGE_DAYS * DAY_MS) {
        throw new AdminError(
          "BAD_QUERY",
          undefined,
          `Give a range of at most ${MAX_RANGE_DAYS} days, \`from\` on or before \`to\`.`,
        );
      }
      return readerFigures(app.db, request.query);
    },
  );

  api.get(
    NEWSLETTER_ADMIN_PATHS.subscriptions,
    {
      schema: {
        querystring: jsonSchema(subscriptionsQuery),
        response: { 200: jsonSchema(subscriptionsReply), ...errorReplies },
      },
    },
    async (request) => subscriptionsOf(app.db, request.query.email),
  );

  api.post(
    NEWSLETTER_ADMIN_PATHS.preview,
    { schema: { body: jsonSchema(letterInput), response: { 200: jsonSchema(previewReply), ...errorReplies } } },
    async (request) => {
      const mail = composeLetter(request.body, "reader@example.com", PREVIEW_LEAVE_LINK, {
        from: "",
        ownerEmail: "",
        publicUrl: undefined,
      });
      return { html: htmlForPage(mail), text: String(mail.text) };
    },
  );

  // The owner's test: the letter as a reader gets it, to NOTIFY_EMAIL.
  api.post(
    `${NEWSLETTER_ADMIN_PATHS.letters}/:id/test`,
    { schema: { params: jsonSchema(idParams), response: { 200: row, ...errorReplies } } },
    async (request) => {
      if (!app.mail.enabled) throw new AdminError("MAIL_OFF", undefined, "Mail is off: set SMTP_URL and NOTIFY_EMAIL.");
      const letter = await findLetter(app.db, request.params.id);
      if (letter === undefined) throw new AdminError("NOT_FOUND", undefined, "No letter with this id.");
      const at = now();
      const payload: LetterPayload = { letterId: letter.id, subscriberId: null, test: true };
      await queueMessage(app.db, { leadId: null, kind: LETTER_KIND, mailbox: null, payload, dueAt: at }, at);
      app.mail.wake();
      return withProgress(app, letter);
    },
  );

  api.post(
    `${NEWSLETTER_ADMIN_PATHS.letters}/:id/send`,
    { schema: { params: jsonSchema(idParams), response: { 200: row, ...errorReplies } } },
    async (request) => {
      if (!app.mail.enabled) throw new AdminError("MAIL_OFF", undefined, "Mail is off: set SMTP_URL and NOTIFY_EMAIL.");
      if (!(await startSending(app.db, request.params.id, now()))) {
        throw new AdminError(
          "NOT_FOUND",
          undefined,
          "No draft letter with this id: it may be sending or sent already.",
        );
      }
      app.newsletter.wake();
      return withProgress(app, (await findLetter(app.db, request.params.id))!);
    },
  );
}
