import { KeyRound, Plus, RotateCw, Send, Webhook } from "lucide-react";
import { useEffect, useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import type { AdminWebhooksCopy } from "~/content/en/admin-webhooks";
import { cn } from "~/lib/cn";
import type { EndpointBody, EndpointJson, SecretReply } from "@shared/webhooks";
import { webhooksApi } from "./api";
import { DeliveryLog } from "./delivery-log";
import { EndpointForm } from "./endpoint-form";

/** Set aside (decision 077) and not yet due to be tried again. */
const setAside = (endpoint: EndpointJson) =>
  endpoint.state === "active" && endpoint.setAside !== null && Date.parse(endpoint.setAside.until) > Date.now();

/**
 * The owner's webhook endpoints: add, edit, pause, delete, new secret, test event, delivery log,
 * and "Try now" for one set aside.
 */
export function EndpointsPage({ copy, locale }: { copy: AdminWebhooksCopy; locale: string }) {
  const [endpoints, setEndpoints] = useState<EndpointJson[] | "failed" | null>(null);
  const [reloads, setReloads] = useState(0);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [openLog, setOpenLog] = useState<string | null>(null);
  const [secret, setSecret] = useState<SecretReply | null>(null);
  // A function of the copy, so a notice follows the language when the owner switches it.
  const [notice, setNotice] = useState<((copy: AdminWebhooksCopy) => string) | null>(null);

  useEffect(() => {
    let current = true;
    webhooksApi.list().then(
      (reply) => current && setEndpoints(reply.endpoints),
      () => current && setEndpoints("failed"),
    );
    return () => {
      current = false;
    };
  }, [reloads]);

  const reload = () => setReloads((n) => n + 1);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });

  async function act(action: () => Promise<unknown>, done?: (copy: AdminWebhooksCopy) => string) {
    try {
      await action();
      setNotice(() => done ?? null);
      reload();
    } catch {
      setNotice(() => (copy: AdminWebhooksCopy) => copy.actions.failed);
    }
  }

  async function add(body: EndpointBody) {
    setSecret(await webhooksApi.create(body));
    setAdding(false);
    reload();
  }

  const bodyOf = (endpoint: EndpointJson, state: "active" | "paused"): EndpointBody => ({
    url: endpoint.url,
    description: endpoint.description,
    events: endpoint.events,
    state,
  });

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        {/* The page's title, as the leads' and the dashboard's: one h1 per console page. */}
        <h1 className="flex items-center gap-2 text-title font-bold tracking-tight">
          <Webhook aria-hidden className="size-8 shrink-0 text-accent" />
          {copy.title}
        </h1>
        <p className="max-w-3xl text-muted">{copy.intro}</p>
      </div>

      {secret ? (
        <section role="alert" className="space-y-2 rounded-2xl border border-accent bg-accent-soft p-4 sm:p-6">
          <h2 className="flex items-center gap-2 font-semibold">
            <KeyRound aria-hidden className="size-5" />
            {copy.secret.title}
          </h2>
          <p className="text-sm break-all">{secret.endpoint.url}</p>
          <p className="text-sm">{copy.secret.once}</p>
          <code className="block rounded-xl bg-surface p-3 text-sm break-all select-all">{secret.secret}</code>
          {secret.endpoint.previousSecretUntil ? (
            <p className="text-sm">
              {copy.secret.rotating(when.format(new Date(secret.endpoint.previousSecretUntil)))}
            </p>
          ) : null}
          <button type="button" className={buttonVariants({ variant: "secondary" })} onClick={() => setSecret(null)}>
            {copy.secret.dismiss}
          </button>
        </section>
      ) : null}

      <p role="status" className="text-sm text-muted empty:hidden">
        {notice?.(copy)}
      </p>

      {endpoints === "failed" ? (
        <div role="alert" className="flex items-center justify-between gap-4 rounded-xl bg-danger/5 p-4 text-sm">
          {copy.loadFailed}
          <button type="button" className={buttonVariants({ variant: "secondary" })} onClick={reload}>
            {copy.retry}
          </button>
        </div>
      ) : endpoints === null ? null : endpoints.length === 0 && !adding ? (
        <p className="rounded-2xl border border-dashed border-line bg-surface p-6 text-muted">{copy.empty}</p>
      ) : (
        <ul className="space-y-4">
          {endpoints.map((endpoint) => (
            <li key={endpoint.id} className="space-y-4 rounded-2xl border border-line bg-surface p-4 sm:p-6">
              {editing === endpoint.id ? (
                <EndpointForm
                  copy={copy}
                  endpoint={endpoint}
                  onCancel={() => setEditing(null)}
                  onSave={async (body) => {
                    await webhooksApi.update(endpoint.id, body);
                    setEditing(null);
                    reload();
                  }}
                />
              ) : (
                <>
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div className="min-w-0 space-y-1">
                      <p className="font-semibold break-all">{endpoint.url}</p>
                      {endpoint.description ? <p className="text-sm text-muted">{endpoint.description}</p> : null}
                      <p className="flex flex-wrap gap-1">
                        {endpoint.events.map((type) => (
                          <span key={type} className="rounded-full bg-wash px-2 py-0.5 text-xs">
                            {copy.events[type]}
                          </span>
                        ))}
                      </p>
                    </div>
                    <span
                      className={cn(
                        "rounded-full px-3 py-1 text-xs font-semibold",
                        endpoint.state === "active" && !setAside(endpoint) && "bg-success/10 text-success",
                        endpoint.state === "paused" && "bg-wash text-muted",
                        (endpoint.state === "disabled" || setAside(endpoint)) && "bg-danger/10 text-danger",
                      )}
                    >
                      {setAside(endpoint) ? copy.setAside.badge : copy.states[endpoint.state]}
                    </span>
                  </div>
                  {endpoint.disabledReason ? (
                    <p role="alert" className="rounded-xl bg-danger/5 p-3 text-sm text-danger">
                      {copy.disabledReasons[endpoint.disabledReason]}
                    </p>
                  ) : null}
                  {endpoint.setAside && endpoint.state === "active" ? (
                    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-danger/5 p-3 text-sm">
                      <p className="max-w-2xl text-danger">
                        {copy.setAside.since(when.format(new Date(endpoint.setAside.since)))}{" "}
                        {setAside(endpoint)
                          ? copy.setAside.nextTry(when.format(new Date(endpoint.setAside.until)))
                          : copy.setAside.trying}
                      </p>
                      {setAside(endpoint) ? (
                        <button
                          type="button"
                          className={buttonVariants({ variant: "secondary" })}
                          onClick={() =>
                            act(
                              () => webhooksApi.tryNow(endpoint.id),
                              (copy) => copy.setAside.tried,
                            )
                          }
                        >
                          <RotateCw aria-hidden className="size-4" />
                          {copy.setAside.tryNow}
                        </button>
                      ) : null}
                    </div>
                  ) : null}
                  {endpoint.fromSettings ? <p className="text-sm text-muted">{copy.fromSettings}</p> : null}
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={buttonVariants({ variant: "secondary" })}
                      onClick={() =>
                        act(
                          () => webhooksApi.test(endpoint.id),
                          (copy) => copy.actions.testSent,
                        )
                      }
                    >
                      <Send aria-hidden className="size-4" />
                      {copy.actions.test}
                    </button>
                    <button
                      type="button"
                      aria-expanded={openLog === endpoint.id}
                      className={buttonVariants({ variant: "secondary" })}
                      onClick={() => setOpenLog(openLog === endpoint.id ? null : endpoint.id)}
                    >
                      {openLog === endpoint.id ? copy.actions.hideLog : copy.actions.log}
                    </button>
                    {endpoint.fromSettings ? null : (
                      <>
                        <button
                          type="button"
                          className={buttonVariants({ variant: "secondary" })}
                          onClick={() => setEditing(endpoint.id)}
                        >
                          {copy.actions.edit}
                        </button>
                        {endpoint.state !== "disabled" ? (
                          <button
                            type="button"
                            className={buttonVariants({ variant: "secondary" })}
                            onClick={() =>
                              act(() =>
                                webhooksApi.update(
                                  endpoint.id,
                                  bodyOf(endpoint, endpoint.state === "paused" ? "active" : "paused"),
                                ),
                              )
                            }
                          >
                            {endpoint.state === "paused" ? copy.actions.resume : copy.actions.pause}
                          </button>
                        ) : null}
                        <button
                          type="button"
                          className={buttonVariants({ variant: "secondary" })}
                          onClick={() =>
                            window.confirm(copy.actions.confirmRotate) &&
                            act(async () => setSecret(await webhooksApi.rotate(endpoint.id)))
                          }
                        >
                          <KeyRound aria-hidden className="size-4" />
                          {copy.actions.rotate}
                        </button>
                        <button
                          type="button"
                          className={cn(
                            buttonVariants({ variant: "secondary" }),
                            "text-danger hover:border-danger hover:text-danger",
                          )}
                          onClick={() =>
                            window.confirm(copy.actions.confirmRemove) && act(() => webhooksApi.remove(endpoint.id))
                          }
                        >
                          {copy.actions.remove}
                        </button>
                      </>
                    )}
                  </div>
                  {openLog === endpoint.id ? (
                    <DeliveryLog copy={copy} locale={locale} endpointId={endpoint.id} />
                  ) : null}
                </>
              )}
            </li>
          ))}
        </ul>
      )}

      {adding ? (
        <EndpointForm copy={copy} onSave={add} onCancel={() => setAdding(false)} />
      ) : (
        <button type="button" className={buttonVariants()} onClick={() => setAdding(true)}>
          <Plus aria-hidden className="size-4" />
          {copy.form.add}
        </button>
      )}
    </div>
  );
}
