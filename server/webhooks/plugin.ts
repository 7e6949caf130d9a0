import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { queueMessage } from "../mail/outbox.js";
import type { EndpointDisabledPayload } from "./disabled-mail.js";
import { setAsideMessageId, type EndpointSetAsidePayload } from "./set-aside-mail.js";
import { ENDPOINT_DISABLED_KIND, ENDPOINT_SET_ASIDE_KIND, WEBHOOK_MESSAGE_KINDS } from "./message-kinds.js";
import { syncSettingsEndpoint } from "./endpoints.js";
import type { WebhookSettings } from "./settings.js";
import { WebhookWorker, type WebhookTimings } from "./worker.js";

export type WebhookOptions = WebhookSettings & {
  /** Shorter waits for tests; the defaults are WEBHOOK_TIMINGS. */
  timings?: Partial<WebhookTimings>;
};

export interface Webhooks {
  /** WEBHOOK_ALLOW_PRIVATE: http and private targets allowed. */
  readonly allowPrivate: boolean;
  /** Sends due deliveries now rather than at the next poll (an event was just queued). */
  wake(): void;
}

declare module "fastify" {
  interface FastifyInstance {
    webhooks: Webhooks;
  }
}

/**
 * Webhooks (issue 28): events are queued with the lead or call they carry (`queueEvent`), and a
 * worker started once the server listens signs and sends them; the inbox's API for endpoints is
 * registered in the admin scope (server/webhooks/owner-routes.ts).
 */
async function webhooks(app: FastifyInstance, options: WebhookOptions): Promise<void> {
  app.mail.register(...WEBHOOK_MESSAGE_KINDS);
  const worker = new WebhookWorker({
    db: app.db,
    log: app.log,
    allowPrivate: options.allowPrivate,
    timings: options.timings,
    async onDisabled(endpoint, delivery) {
      // The outbox's messages are about a lead: the one this delivery carried (a test event has none).
      if (!app.mail.enabled || delivery.leadId === null) return;
      const payload: EndpointDisabledPayload = {
        url: endpoint.url,
        description: endpoint.description,
        failingSince: endpoint.failingSince?.toISOString() ?? new Date().toISOString(),
      };
      await queueMessage(app.db, {
        leadId: delivery.leadId,
        kind: ENDPOINT_DISABLED_KIND,
        mailbox: null,
        payload,
        dueAt: new Date(),
      });
      app.mail.wake();
    },
    async onSetAside(endpoint, setAside) {
      if (!app.mail.enabled) return;
      const payload: EndpointSetAsidePayload = {
        url: endpoint.url,
        description: endpoint.description,
        requests: worker.setAsideAfter,
        since: setAside.since.toISOString(),
        until: setAside.until.toISOString(),
      };
      // Detached (no lead: the run is the endpoint's), under one id per run: queued once, by
      // whichever instance set the endpoint aside first.
      const id = setAsideMessageId(endpoint.id, setAside.since);
      await queueMessage(app.db, {
        id,
        leadId: null,
        kind: ENDPOINT_SET_ASIDE_KIND,
        mailbox: null,
        payload,
        dueAt: new Date(),
      });
      app.mail.wake();
    },
  });

  app.decorate<Webhooks>("webhooks", {
    allowPrivate: options.allowPrivate,
    wake: () => worker.wake(),
  });

  app.addHook("onReady", async () => {
    await syncSettingsEndpoint(app.db, options.endpoint);
  });
  // Not on ready: `inject()` tests and one-off tools build the app without sending anything.
  app.addHook("onListen", async () => {
    worker.start();
  });
  app.addHook("onClose", async () => {
    await worker.stop();
  });
}

export default fp(webhooks, { name: "webhooks", fastify: "5.x", dependencies: ["db", "mail"] });
