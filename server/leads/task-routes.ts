import type { FastifyInstance } from "fastify";
import { idParams } from "../../shared/admin-api.js";
import { newTaskBody, taskJson as taskJsonSchema, taskParams, tasksReply } from "../../shared/tasks.js";
import { jsonSchema, type ValibotSchemas } from "../http/json-schema.js";
import { AdminError, BODY_LIMIT, errorReplies, noContentSchema } from "../owner/api.js";
import { addTask, completeTask, deleteTask, taskJson, tasksOf } from "./tasks.js";

const idParamsSchema = jsonSchema(idParams);
const taskParamsSchema = jsonSchema(taskParams);
const newTaskSchema = jsonSchema(newTaskBody);
const taskSchema = jsonSchema(taskJsonSchema);
const tasksSchema = jsonSchema(tasksReply);

/**
 * A lead's tasks (issue 51): made with a day and maybe a time, read in the zone of the person
 * making it (the site's zone for a session without a person), reminded by e-mail, done, deleted.
 */
export const taskRoutes = ({ timeZone }: { timeZone: string }) =>
  async function taskRoutes(app: FastifyInstance): Promise<void> {
    const api = app.withTypeProvider<ValibotSchemas>();
    const errors = errorReplies;

    api.get(
      "/leads/:id/tasks",
      { schema: { params: idParamsSchema, response: { 200: tasksSchema, ...errors } } },
      async (request) => ({ tasks: (await tasksOf(app.db, request.params.id)).map(taskJson) }),
    );

    api.post(
      "/leads/:id/tasks",
      {
        bodyLimit: BODY_LIMIT,
        schema: { params: idParamsSchema, body: newTaskSchema, response: { 201: taskSchema, ...errors } },
      },
      async (request, reply) => {
        const person = request.adminSession?.person;
        const task = await addTask(app.db, {
          leadId: request.params.id,
          text: request.body.text ?? null,
          on: request.body.on,
          at: request.body.at ?? null,
          timeZone: person?.timeZone ?? timeZone,
          personId: person?.id ?? null,
          remind: app.mail.enabled,
        });
        if (task === "not-found") throw new AdminError("NOT_FOUND");
        if (task === "too-many")
          throw new AdminError("BAD_REQUEST", undefined, "This lead holds as many tasks as it can.");
        app.mail.wake();
        request.log.info({ lead: request.params.id, task: task.id }, "lead task added");
        return reply.code(201).send(taskJson(task));
      },
    );

    api.post(
      "/leads/:id/tasks/:taskId/done",
      { schema: { params: taskParamsSchema, response: { 200: taskSchema, ...errors } } },
      async (request) => {
        const { id, taskId } = request.params;
        const task = await completeTask(app.db, id, taskId, request.adminSession?.person?.id ?? null);
        if (task === undefined) throw new AdminError("NOT_FOUND");
        request.log.info({ lead: id, task: taskId }, "lead task done");
        return taskJson(task);
      },
    );

    api.delete(
      "/leads/:id/tasks/:taskId",
      { schema: { params: taskParamsSchema, response: { 204: noContentSchema, ...errors } } },
      async (request, reply) => {
        const { id, taskId } = request.params;
        if (!(await deleteTask(app.db, id, taskId))) throw new AdminError("NOT_FOUND");
        request.log.info({ lead: id, task: taskId }, "lead task deleted");
        return reply.code(204).send(null);
      },
    );
  };
