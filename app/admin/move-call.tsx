import { CalendarClock } from "lucide-react";
import { type FormEvent, useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import type { AdminCopy } from "~/content/en/admin";
import { cn } from "~/lib/cn";
import type { CallJson } from "@shared/admin-api";
import { adminApi, AdminApiError } from "./api";

type Copy = AdminCopy["calls"];

type State =
  | { step: "closed" }
  | { step: "loading" }
  | { step: "choosing"; times: string[]; busy?: boolean }
  | { step: "failed"; code: string };

/** The free times as the owner reads them: one group per day, in the owner's zone and language. */
function byDay(times: readonly string[], locale: string): { day: string; times: { start: string; label: string }[] }[] {
  const day = new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long" });
  const time = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit" });
  const groups: { day: string; times: { start: string; label: string }[] }[] = [];
  for (const start of times) {
    const at = new Date(start);
    const name = day.format(at);
    const label = `${name}, ${time.format(at)}`;
    const last = groups.at(-1);
    if (last?.day === name) last.times.push({ start, label });
    else groups.push({ day: name, times: [{ start, label }] });
  }
  return groups;
}

/**
 * The owner moves an upcoming call to another of its free times (issue 51): one button opens a
 * choice of the whole window's free times, grouped by day; the visitor gets the new time by
 * e-mail, as when they move it themselves. `onMoved` reloads the calls.
 */
export function MoveCall({
  call,
  copy,
  locale,
  onMoved,
}: {
  call: CallJson;
  copy: Copy;
  locale: string;
  onMoved: (message: string) => void;
}) {
  const [state, setState] = useState<State>({ step: "closed" });
  const [chosen, setChosen] = useState("");
  const failed = (error: unknown) =>
    setState({ step: "failed", code: error instanceof AdminApiError ? error.code : "other" });

  const open = () => {
    setState({ step: "loading" });
    adminApi.callTimes(call.id).then(({ times }) => {
      setChosen(times[0] ?? "");
      setState({ step: "choosing", times });
    }, failed);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state.step !== "choosing" || chosen === "") return;
    setState({ ...state, busy: true });
    adminApi.moveCall(call.id, chosen).then(() => {
      setState({ step: "closed" });
      onMoved(copy.moved(call.name));
    }, failed);
  };

  const button = cn(buttonVariants({ variant: "secondary" }), "min-h-11");
  if (state.step === "closed" || state.step === "failed") {
    return (
      <span className="flex flex-wrap items-center gap-2">
        <button type="button" className={button} aria-label={copy.withWhom(copy.move, call.name)} onClick={open}>
          <CalendarClock aria-hidden className="size-4" />
          {copy.move}
        </button>
        {state.step === "failed" ? (
          <span role="alert" className="text-xs text-danger">
            {state.code in copy.actionFailed
              ? copy.actionFailed[state.code as keyof Copy["actionFailed"]]
              : copy.actionFailed.other}
          </span>
        ) : null}
      </span>
    );
  }
  if (state.step === "loading") {
    return (
      <p role="status" className="text-xs text-muted">
        {copy.moveLoading}
      </p>
    );
  }
  const id = `move-${call.id}`;
  return (
    <form onSubmit={submit} className="flex w-full flex-wrap items-end gap-2" data-move-call={call.id}>
      <label htmlFor={id} className="flex min-w-0 flex-col gap-1 text-xs font-medium">
        {copy.moveTo}
        <select
          id={id}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          aria-describedby={`${id}-hint`}
          className="min-h-11 max-w-full rounded-lg border border-line bg-surface px-2 text-sm"
        >
          {byDay(state.times, locale).map((group) => (
            <optgroup key={group.day} label={group.day}>
              {group.times.map(({ start, label }) => (
                <option key={start} value={start}>
                  {label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <button type="submit" className={cn(buttonVariants(), "min-h-11")} disabled={state.busy || chosen === ""}>
        {copy.moveConfirm}
      </button>
      <button type="button" className={button} onClick={() => setState({ step: "closed" })}>
        {copy.moveKeep}
      </button>
      <p id={`${id}-hint`} className="w-full text-xs text-muted">
        {copy.moveHint}
      </p>
    </form>
  );
}
