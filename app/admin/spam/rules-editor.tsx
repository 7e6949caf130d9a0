import { ListFilter, Plus, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState, type SubmitEvent } from "react";
import { buttonVariants } from "~/components/ui/button";
import type { SpamFolderCopy } from "~/content/en/spam-folder";
import { cn } from "~/lib/cn";
import {
  normalizeSpamRule,
  SPAM_RULE_KINDS,
  type SpamRule,
  type SpamRuleInput,
  type SpamRuleKind,
  type SpamRuleProblem,
} from "@shared/spam";
import { spamRuleProblem } from "@shared/spam-rules";
import { spamApi } from "./spam-api";
import { useCan } from "../team/can";

/** What the line under the list says: a function of the copy, so it follows a language switch. */
type Notice =
  | { kind: "added" | "restored"; rule: SpamRuleInput }
  | { kind: "deleted"; rule: SpamRuleInput }
  | { kind: "delete-failed" };

/**
 * The owner's spam rules (issue 27): words or phrases, patterns, blocked domains and blocked
 * addresses, listed by kind. A rule is checked before it is sent (shared/spam.ts, as the server
 * checks it), so a bad pattern or a duplicate is said next to the field; a deleted rule can be
 * put back from the notice that says it was deleted.
 */
export function RulesEditor({ copy }: { copy: SpamFolderCopy["rules"] }) {
  const [rules, setRules] = useState<SpamRule[] | "failed" | null>(null);
  const [reads, setReads] = useState(0);
  const [kind, setKind] = useState<SpamRuleKind>("keyword");
  const [value, setValue] = useState("");
  const [problem, setProblem] = useState<SpamRuleProblem | "failed" | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  // The rules are the site's: a viewer and a consultant read them, an owner changes them (issue 50).
  const canAdd = useCan("POST /api/admin/spam/rules");
  const canDelete = useCan("DELETE /api/admin/spam/rules/:id");
  const ids = useId();

  useEffect(() => {
    let current = true;
    spamApi.rules().then(
      (reply) => current && setRules(reply.rules),
      () => current && setRules("failed"),
    );
    return () => {
      current = false;
    };
  }, [reads]);

  // After a delete the focus would fall to the page: it goes to the notice's "Undo" instead.
  useEffect(() => {
    if (notice?.kind === "deleted") undoButton.current?.focus();
  }, [notice]);

  const list = Array.isArray(rules) ? rules : [];

  const add = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = spamRuleProblem({ kind, value }, list);
    if (found !== undefined) {
      setProblem(found);
      field.current?.focus();
      return;
    }
    const rule = normalizeSpamRule({ kind, value });
    setBusy(true);
    try {
      setRules((await spamApi.addRule(rule)).rules);
      setValue("");
      setProblem(null);
      setNotice({ kind: "added", rule });
    } catch {
      setProblem("failed");
    } finally {
      setBusy(false);
    }
    field.current?.focus();
  };

  const remove = async (rule: SpamRule) => {
    try {
      await spamApi.deleteRule(rule.id);
      setRules((previous) => (Array.isArray(previous) ? previous.filter((other) => other.id !== rule.id) : previous));
      setNotice({ kind: "deleted", rule: { kind: rule.kind, value: rule.value } });
    } catch {
      setNotice({ kind: "delete-failed" });
    }
  };

  const undo = async (rule: SpamRuleInput) => {
    try {
      setRules((await spamApi.addRule(rule)).rules);
      setNotice({ kind: "restored", rule });
    } catch {
      setNotice({ kind: "delete-failed" });
    }
  };

  const errorId = `${ids}-error`;
  const hintId = `${ids}-hint`;
  const noticeId = `${ids}-notice`;
  return (
    <section aria-labelledby={`${ids}-title`} className="mt-8 rounded-2xl border border-line bg-surface p-4 sm:p-6">
      <h2 id={`${ids}-title`} className="flex items-center gap-2 text-lg font-semibold">
        <ListFilter aria-hidden className="size-5 text-accent" />
        {copy.title}
      </h2>
      <p className="mt-2 max-w-3xl text-sm text-muted">{copy.intro}</p>

      {canAdd ? (
        <form
          onSubmit={(event) => void add(event)}
          noValidate
          className="mt-4 grid gap-3 sm:grid-cols-[14rem_1fr] sm:items-end"
        >
          <div className="flex flex-col gap-1">
            <label htmlFor={`${ids}-kind`} className="text-sm font-semibold">
              {copy.kind}
            </label>
            <select
              id={`${ids}-kind`}
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as SpamRuleKind);
                setProblem(null);
              }}
              className="min-h-11 rounded-lg border border-line bg-surface px-3"
            >
              {SPAM_RULE_KINDS.map((option) => (
                <option key={option} value={option}>
                  {copy.kinds[option]}
                </option>
              ))}
            </select>
          </div>
          <div className="flex min-w-0 flex-col gap-1">
            <label htmlFor={`${ids}-value`} className="text-sm font-semibold">
              {copy.values[kind]}
            </label>
            <p id={hintId} className="text-xs break-words text-muted">
              {copy.hints[kind]}
            </p>
            <div className="flex flex-wrap gap-2">
              <input
                ref={field}
                id={`${ids}-value`}
                value={value}
                onChange={(event) => {
                  setValue(event.target.value);
                  if (problem !== null) setProblem(null);
                }}
                autoComplete="off"
                spellCheck={kind === "keyword"}
                aria-invalid={problem !== null && problem !== "failed" ? true : undefined}
                aria-describedby={problem !== null ? `${errorId} ${hintId}` : hintId}
                className={cn(
                  "min-h-11 min-w-0 flex-1 basis-56 rounded-lg border border-line px-3",
                  kind === "pattern" && "font-mono",
                  problem !== null && problem !== "failed" && "border-danger",
                )}
              />
              <button type="submit" disabled={busy} className={buttonVariants()}>
                <Plus aria-hidden className="size-4" />
                {busy ? copy.adding : copy.add}
              </button>
            </div>
          </div>
          {problem !== null ? (
            <p id={errorId} className="text-sm font-semibold text-danger sm:col-start-2">
              {copy.problems[problem]}
            </p>
          ) : null}
        </form>
      ) : null}

      <div role="status" id={noticeId} className="mt-4 flex min-h-11 flex-wrap items-center gap-3 text-sm">
        {notice === null ? null : notice.kind === "delete-failed" ? (
          copy.deleteFailed
        ) : (
          <>
            <span className="break-all">
              {notice.kind === "added"
                ? copy.added(notice.rule.value)
                : notice.kind === "restored"
                  ? copy.restored(notice.rule.value)
                  : copy.deleted(notice.rule.value)}
            </span>
            {notice.kind === "deleted" ? (
              <button
                ref={undoButton}
                type="button"
                aria-describedby={noticeId}
                onClick={() => void undo(notice.rule)}
                className={buttonVariants({ variant: "secondary" })}
              >
                {copy.undo}
              </button>
            ) : null}
          </>
        )}
      </div>

      {rules === "failed" ? (
        <div role="alert" className="mt-2 flex items-center justify-between gap-4 rounded-xl bg-danger/5 p-4 text-sm">
          {copy.loadFailed}
          <button
            type="button"
            className={buttonVariants({ variant: "secondary" })}
            onClick={() => setReads((n) => n + 1)}
          >
            {copy.retry}
          </button>
        </div>
      ) : rules === null ? null : (
        <div className="mt-2 grid gap-6 md:grid-cols-2">
          {SPAM_RULE_KINDS.map((group) => {
            const ofKind = list.filter((rule) => rule.kind === group);
            return (
              <div key={group} className="min-w-0">
                <h3 className="text-sm font-semibold">
                  {copy.kinds[group]} <span className="font-normal text-muted">({copy.count(ofKind.length)})</span>
                </h3>
                {ofKind.length === 0 ? (
                  <p className="mt-2 text-sm text-muted">{copy.none}</p>
                ) : (
                  <ul className="mt-2 divide-y divide-line rounded-xl border border-line">
                    {ofKind.map((rule) => (
                      <li key={rule.id} className="flex items-center justify-between gap-2 py-1 pr-1 pl-3 text-sm">
                        <span className={cn("min-w-0 break-all", group === "pattern" && "font-mono")}>
                          {rule.value}
                        </span>
                        {canDelete ? (
                          <button
                            type="button"
                            aria-label={copy.delete(rule.value)}
                            title={copy.delete(rule.value)}
                            onClick={() => void remove(rule)}
                            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-wash hover:text-danger"
                          >
                            <Trash2 aria-hidden className="size-4" />
                          </button>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}
