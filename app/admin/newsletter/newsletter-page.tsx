import { Mail } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { ConfirmDialog } from "~/admin/confirm-dialog";
import { controlVariants } from "~/forms/form-controls";
import { buttonVariants } from "~/components/ui/button";
import type { AdminNewsletterCopy } from "~/content/en/admin-newsletter";
import { LANGUAGES } from "@shared/languages";
import { NEWSLETTER_LISTS, type LetterInput, type LettersReply, type PreviewReply } from "@shared/newsletter";
import { newsletterApi } from "./api";
import { useCan } from "../team/can";

const EMPTY: LetterInput = { list: "insights", language: "en", subject: "", markdown: "" };
/** While a letter is sending, its progress is asked for again this often. */
const PROGRESS_POLL_MS = 5_000;

/**
 * The console's newsletter (issue 54): the audiences, a letter's editor with its preview as HTML
 * (in a sandboxed frame: no script, no link followed) and as text, a test to the owner, the send,
 * and every letter with its progress.
 */
export function NewsletterPage({ copy }: { copy: AdminNewsletterCopy }) {
  const [state, setState] = useState<LettersReply | "failed" | null>(null);
  const [reloads, setReloads] = useState(0);
  const [draft, setDraft] = useState<LetterInput>(EMPTY);
  const [letterId, setLetterId] = useState<string | null>(null);
  const [preview, setPreview] = useState<PreviewReply | null>(null);
  const [notice, setNotice] = useState("");
  const [busy, setBusy] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  // Anyone signed in reads the letters; writing and sending one is an owner's (issue 50).
  const canWrite = useCan("POST /api/admin/newsletter/letters");

  useEffect(() => {
    let current = true;
    newsletterApi.letters().then(
      (reply) => current && setState(reply),
      () => current && setState("failed"),
    );
    return () => {
      current = false;
    };
  }, [reloads]);

  const sending = typeof state === "object" && state?.letters.some((letter) => letter.state === "sending");
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => setReloads((n) => n + 1), PROGRESS_POLL_MS);
    return () => clearInterval(timer);
  }, [sending]);

  const audience =
    typeof state === "object" && state
      ? (state.audiences.find((each) => each.list === draft.list && each.language === draft.language)?.confirmed ?? 0)
      : 0;

  /** Runs one action, saying what went wrong in the owner's language. */
  const act = async (action: () => Promise<string>) => {
    setBusy(true);
    try {
      setNotice(await action());
    } catch (error) {
      setNotice(copy.failed(error instanceof Error ? error.message : String(error)));
    } finally {
      setBusy(false);
      setReloads((n) => n + 1);
    }
  };
  const save = async (): Promise<string> => {
    const saved = letterId === null ? await newsletterApi.create(draft) : await newsletterApi.update(letterId, draft);
    setLetterId(saved.id);
    return saved.id;
  };

  const onPreview = (event: { preventDefault(): void }) => {
    event.preventDefault();
    void act(async () => {
      setPreview(await newsletterApi.preview(draft));
      return "";
    });
  };

  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <h1 className="flex items-center gap-2 text-title font-bold tracking-tight">
          <Mail aria-hidden className="size-8 shrink-0 text-accent" />
          {copy.title}
        </h1>
        <p className="max-w-3xl text-muted">{copy.intro}</p>
      </div>

      {state === "failed" ? (
        <div role="alert" className="flex items-center justify-between gap-4 rounded-xl bg-danger/5 p-4 text-sm">
          {copy.loadFailed}
          <button
            type="button"
            className={buttonVariants({ variant: "secondary" })}
            onClick={() => setReloads((n) => n + 1)}
          >
            {copy.retry}
          </button>
        </div>
      ) : state === null ? (
        <p role="status" className="text-sm text-muted">
          {copy.loading}
        </p>
      ) : (
        <section aria-labelledby="audiences-title" className="rounded-2xl border border-line bg-surface p-5">
          <h2 id="audiences-title" className="font-semibold">
            {copy.audiencesTitle}
          </h2>
          <ul className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
            {state.audiences.map((each) => (
              <li key={`${each.list}-${each.language}`}>
                {copy.lists[each.list]} · {copy.languages[each.language]}:{" "}
                <strong>{copy.audience(each.confirmed)}</strong>
              </li>
            ))}
          </ul>
        </section>
      )}

      {canWrite ? (
        <form onSubmit={onPreview} className="space-y-4 rounded-2xl border border-line bg-surface p-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-2 text-sm font-semibold">
              <label htmlFor={`${id}-list`} className="block">
                {copy.fields.list}
              </label>
              <select
                id={`${id}-list`}
                className={controlVariants()}
                value={draft.list}
                onChange={(event) => setDraft({ ...draft, list: event.target.value as LetterInput["list"] })}
              >
                {NEWSLETTER_LISTS.map((list) => (
                  <option key={list} value={list}>
                    {copy.lists[list]}
                  </option>
                ))}
              </select>
            </div>
            <div className="space-y-2 text-sm font-semibold">
              <label htmlFor={`${id}-language`} className="block">
                {copy.fields.language}
              </label>
              <select
                id={`${id}-language`}
                className={controlVariants()}
                value={draft.language}
                onChange={(event) => setDraft({ ...draft, language: event.target.value as LetterInput["language"] })}
              >
                {LANGUAGES.map((language) => (
                  <option key={language} value={language}>
                    {copy.languages[language]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="block space-y-2 text-sm font-semibold">
            <label htmlFor={`${id}-subject`} className="block">
              {copy.fields.subject}
            </label>
            <input
              id={`${id}-subject`}
              className={controlVariants()}
              required
              maxLength={200}
              value={draft.subject}
              onChange={(event) => setDraft({ ...draft, subject: event.target.value })}
            />
          </div>
          <div className="block space-y-2 text-sm font-semibold">
            <label htmlFor={`${id}-markdown`} className="block">
              {copy.fields.markdown}
            </label>
            <textarea
              id={`${id}-markdown`}
              className={controlVariants({ className: "min-h-64 font-mono" })}
              required
              maxLength={50_000}
              aria-describedby="letter-hint"
              value={draft.markdown}
              onChange={(event) => setDraft({ ...draft, markdown: event.target.value })}
            />
          </div>
          <p id="letter-hint" className="text-sm text-muted">
            {copy.markdownHint}
          </p>
          <div className="flex flex-wrap gap-3">
            <button type="submit" disabled={busy} className={buttonVariants({ variant: "secondary" })}>
              {copy.preview}
            </button>
            <button
              type="button"
              disabled={busy || !draft.subject || !draft.markdown}
              className={buttonVariants({ variant: "secondary" })}
              onClick={() => void act(async () => (await save(), copy.saved))}
            >
              {copy.save}
            </button>
            <button
              type="button"
              disabled={busy || !draft.subject || !draft.markdown}
              className={buttonVariants({ variant: "secondary" })}
              onClick={() => void act(async () => (await newsletterApi.test(await save()), copy.testSent))}
            >
              {copy.sendTest}
            </button>
            <button
              type="button"
              disabled={busy || !draft.subject || !draft.markdown || audience === 0}
              className={buttonVariants()}
              onClick={() => dialog.current?.showModal()}
            >
              {copy.send(audience)}
            </button>
          </div>
          <p role="status" className="text-sm font-medium empty:hidden">
            {notice}
          </p>
        </form>
      ) : null}

      {preview ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <section aria-labelledby="preview-html" className="space-y-2">
            <h2 id="preview-html" className="font-semibold">
              {copy.previewHtml}
            </h2>
            <iframe
              title={copy.previewHtml}
              sandbox=""
              srcDoc={preview.html}
              className="h-96 w-full rounded-xl border border-line bg-white"
            />
          </section>
          <section aria-labelledby="preview-text" className="space-y-2">
            <h2 id="preview-text" className="font-semibold">
              {copy.previewText}
            </h2>
            <pre className="h-96 overflow-auto rounded-xl border border-line bg-surface p-4 text-sm whitespace-pre-wrap">
              {preview.text}
            </pre>
          </section>
        </div>
      ) : null}

      <ConfirmDialog
        dialog={dialog}
        title={copy.confirmTitle}
        body={copy.confirmBody}
        keep={copy.keep}
        confirm={copy.confirmSend}
        busy={busy}
        onConfirm={() =>
          void act(async () => {
            const id = await save();
            await newsletterApi.send(id);
            dialog.current?.close();
            setLetterId(null);
            setDraft(EMPTY);
            setPreview(null);
            return copy.states.sending;
          })
        }
      />

      {typeof state === "object" && state ? (
        <section aria-labelledby="letters-title" className="space-y-3">
          <h2 id="letters-title" className="text-xl font-semibold">
            {copy.lettersTitle}
          </h2>
          {state.letters.length === 0 ? (
            <p className="text-muted">{copy.empty}</p>
          ) : (
            <ul className="divide-y divide-line rounded-2xl border border-line bg-surface">
              {state.letters.map((letter) => (
                <li key={letter.id} className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm">
                  <div>
                    <p className="font-semibold">{letter.subject}</p>
                    <p className="text-muted">
                      {copy.lists[letter.list]} · {copy.languages[letter.language]} · {copy.states[letter.state]}
                    </p>
                  </div>
                  {letter.state === "draft" ? (
                    canWrite ? (
                      <button
                        type="button"
                        className={buttonVariants({ variant: "secondary" })}
                        onClick={() => {
                          setLetterId(letter.id);
                          setDraft({
                            list: letter.list,
                            language: letter.language,
                            subject: letter.subject,
                            markdown: letter.markdown,
                          });
                          setPreview(null);
                        }}
                      >
                        {copy.edit}
                      </button>
                    ) : null
                  ) : (
                    <p className="text-right" data-letter-progress={letter.id}>
                      {copy.progress(letter.progress.sent, letter.progress.audience)}
                      <span className="block text-muted">{copy.left(letter.progress.left)}</span>
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
