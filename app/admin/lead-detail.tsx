import { Eraser, Trash2, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { buttonVariants } from "~/components/ui/button";
import type { AdminCopy } from "~/content/en/admin";
import { cn } from "~/lib/cn";
import { CallJoin } from "./call-join";
import { ConfirmDialog } from "./confirm-dialog";
import type { LeadJson, LeadStage, LeadStatus } from "@shared/admin-api";
import { sourceWords } from "@shared/analytics";
import { formMessages as enFormWords } from "@shared/content/en/form-messages";
import { formMessages as ptFormWords } from "@shared/content/pt/form-messages";
import { LANGUAGE_TAGS, type Language } from "@shared/languages";
import { AssigneeControl } from "./assignee";
import { PIPELINE_COPY } from "./board/copy";
import { DealValueControl } from "./board/deal-value";
import { LeadNotes } from "./lead-notes";
import { LeadTasks } from "./lead-tasks";
import { LeadSubscriptions } from "./lead-subscriptions";
import { NEWSLETTER_COPY } from "./newsletter/copy";
import { HeldMail } from "./held-mail";
import { MailboxReplies } from "./mailbox-replies";
import { OtherMessages } from "./other-messages";
import { ReplyButton } from "./reply-button";
import { MarkSpamButton, type MarkedSpam } from "./spam/mark-spam";
import { spamReasonsText } from "./spam/reasons";
import { StageControl } from "./stage-control";
import { useCan, usePersonZone } from "./team/can";
import { TEAM_COPY } from "./team/copy";
import { LeadTimeline } from "./lead-timeline";
import { useLoad } from "./team/use-load";
import { adminApi } from "./api";
import type { OpenTaskChoice } from "@shared/tasks";

const FORM_WORDS = { en: enFormWords, pt: ptFormWords };

/**
 * Everything a lead holds, as text: whatever a visitor typed is rendered by React as a text
 * node, never as markup, so a `<script>` in a name reads as those characters.
 */
export function LeadDetail({
  lead,
  copy,
  language,
  onStatus,
  onStage,
  onChanged,
  onMarkedSpam,
  onDelete,
  onErase,
  onClose,
  onOpenLead,
}: {
  lead: LeadJson;
  copy: AdminCopy;
  language: Language;
  onStatus: (status: LeadStatus) => void;
  /** Moves the lead to a stage (issue 39); a reason for "lost" only; to won or lost, what of its open tasks. */
  onStage: (stage: LeadStage, reason?: string, openTasks?: OpenTaskChoice) => Promise<void>;
  /** A note or the follow-up day changed: the lead is read again. */
  onChanged: () => Promise<void>;
  /** "Spam", asked in a dialog that can also block the sender (issue 27). */
  onMarkedSpam: (marked: MarkedSpam) => void;
  onDelete: () => void;
  /** Everything held for the lead's address, erased at the person's request (issue 50). */
  onErase: () => void;
  onClose: () => void;
  /** Opens another lead in place: one of the others its address sent (else its link is followed). */
  onOpenLead?: (id: string) => void;
}) {
  const confirm = useRef<HTMLDialogElement>(null);
  const confirmErase = useRef<HTMLDialogElement>(null);
  // Each control shows only to a role the route table lets use it (issue 50).
  const canStage = useCan("POST /api/admin/leads/stage");
  const canAssign = useCan("PUT /api/admin/leads/:id/assignee");
  const canSpam = useCan("POST /api/admin/leads/:id/spam");
  const canNotSpam = useCan("PATCH /api/admin/leads/:id");
  const canDelete = useCan("DELETE /api/admin/leads/:id");
  const canErase = useCan("POST /api/admin/leads/:id/erase");
  const heading = useRef<HTMLHeadingElement>(null);
  // Its tasks, read again when the lead changes (a task's day is its follow-up; won or lost may end them).
  const [tasks, reloadTasks] = useLoad(
    () => adminApi.tasks(lead.id).then((reply) => reply.tasks),
    `${lead.id}:${lead.stage}:${lead.followUpOn ?? ""}`,
    lead.id,
  );
  const openTasks = Array.isArray(tasks) ? tasks.filter((task) => task.doneAt === null).length : 0;
  const timeZone = usePersonZone();
  // The timeline is read again when what the detail shows of the lead or its tasks changed.
  const timelineVersion = JSON.stringify([
    lead.status,
    lead.stage,
    lead.lostReason,
    lead.assignedTo,
    lead.booking,
    lead.notes?.map((note) => note.id),
    lead.replies?.length,
    Array.isArray(tasks) ? tasks.map((task) => `${task.id}:${task.doneAt ?? ""}`) : null,
  ]);
  // Opening a lead takes focus (and, on a phone, the view) to its details.
  useEffect(() => heading.current?.focus(), [lead.id]);
  const fields = copy.detail.fields;
  const longDate = (date: Date | string) =>
    new Date(date).toLocaleString(LANGUAGE_TAGS[language], { dateStyle: "medium", timeStyle: "short" });
  const callText = ({ start, outcome }: NonNullable<LeadJson["booking"]>) =>
    outcome ? `${longDate(start)} · ${copy.calls.outcomes[outcome]}` : longDate(start);
  const rows: [string, string | null][] = [
    [fields.form, copy.forms[lead.form]],
    [fields.status, lead.status === "spam" ? copy.statuses.spam : copy.stages[lead.stage]],
    [fields.receivedAt, longDate(lead.receivedAt)],
    [fields.replyBy, lead.status === "new" ? longDate(lead.replyBy) : null],
    [fields.call, lead.booking ? callText(lead.booking) : null],
    [fields.language, copy.languages[lead.language]],
    [fields.name, lead.name],
    [fields.email, lead.email],
    [fields.replyTo, lead.replyTo],
    [fields.company, lead.company],
    // The visitor's choice in the words the form showed them, never its code ("6-week").
    [fields.teamSize, lead.teamSize && FORM_WORDS[language].teamSizes[lead.teamSize]],
    [fields.workshopInterest, lead.workshopInterest && FORM_WORDS[language].workshopInterests[lead.workshopInterest]],
    [fields.subject, lead.subject],
    [fields.clientAddress, lead.clientAddress],
    [fields.userAgent, lead.userAgent],
    [copy.spamAction.reasons, spamReasonsText(lead.spamReasons, language)],
    ...attributionRows(lead, copy),
  ];

  return (
    <section aria-labelledby="lead-detail-title" className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
      <div className="flex items-start justify-between gap-4">
        <h2 ref={heading} tabIndex={-1} id="lead-detail-title" className="text-xl font-semibold outline-none">
          {copy.detail.title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={copy.detail.close}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-wash"
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
      {/* Replying is what a lead is opened for: first, not under its every field (issue 51). */}
      {canStage ? (
        <div className="mt-4">
          <ReplyButton key={lead.id} lead={lead} copy={copy.detail} onStage={onStage} />
        </div>
      ) : null}
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-muted">{label}</dt>
            <dd className="break-words">{value ?? copy.detail.none}</dd>
          </div>
        ))}
      </dl>
      <HeldMail lead={lead} copy={copy} locale={LANGUAGE_TAGS[language]} />
      {lead.booking && lead.booking.outcome === null ? (
        <CallJoin location={lead.booking.location} name={lead.name} copy={copy.calls} />
      ) : null}
      <h3 className="mt-6 text-sm font-semibold text-muted">{fields.message}</h3>
      <p className="mt-2 rounded-xl bg-wash p-4 text-sm leading-relaxed break-words whitespace-pre-wrap">
        {lead.message}
      </p>
      <LeadNotes lead={lead} copy={copy} locale={LANGUAGE_TAGS[language]} onChanged={onChanged} />
      <MailboxReplies lead={lead} copy={copy} locale={LANGUAGE_TAGS[language]} />
      <OtherMessages lead={lead} copy={copy} locale={LANGUAGE_TAGS[language]} onOpen={onOpenLead} />
      <LeadSubscriptions lead={lead} copy={NEWSLETTER_COPY[language]} locale={LANGUAGE_TAGS[language]} />
      {lead.status === "spam" ? null : (
        <>
          {canAssign ? <AssigneeControl lead={lead} language={language} onChanged={onChanged} /> : null}
          <DealValueControl
            leadId={lead.id}
            value={lead.value}
            defaultCurrency={lead.dealCurrency ?? lead.value?.currency ?? "BRL"}
            language={language}
            copy={PIPELINE_COPY[language]}
            onSaved={onChanged}
            className="mt-6"
          />
          <LeadTasks
            leadId={lead.id}
            tasks={tasks}
            copy={copy}
            locale={LANGUAGE_TAGS[language]}
            onChanged={async () => {
              reloadTasks();
              await onChanged();
            }}
          />
          <StageControl lead={lead} copy={copy} openTasks={openTasks} onStage={onStage} />
        </>
      )}
      <LeadTimeline
        leadId={lead.id}
        version={timelineVersion}
        copy={copy}
        teamCopy={TEAM_COPY[language]}
        locale={LANGUAGE_TAGS[language]}
        timeZone={timeZone}
      />
      <div className="mt-6 flex flex-wrap gap-2 empty:hidden">
        {lead.status === "spam" ? (
          canNotSpam ? (
            <button type="button" className={buttonVariants({ variant: "secondary" })} onClick={() => onStatus("new")}>
              {copy.detail.markNotSpam}
            </button>
          ) : null
        ) : canSpam ? (
          <MarkSpamButton lead={lead} copy={copy.spamAction} label={copy.detail.markSpam} onMarked={onMarkedSpam} />
        ) : null}
        {canDelete ? (
          <button
            type="button"
            className={cn(
              buttonVariants({ variant: "secondary" }),
              "text-danger hover:border-danger hover:text-danger",
            )}
            onClick={() => confirm.current?.showModal()}
          >
            <Trash2 aria-hidden className="size-4" />
            {copy.detail.delete}
          </button>
        ) : null}
        {canErase ? (
          <button
            type="button"
            className={cn(
              buttonVariants({ variant: "secondary" }),
              "text-danger hover:border-danger hover:text-danger",
            )}
            onClick={() => confirmErase.current?.showModal()}
          >
            <Eraser aria-hidden className="size-4" />
            {copy.detail.erase}
          </button>
        ) : null}
      </div>
      <ConfirmDialog
        dialog={confirm}
        title={copy.detail.confirmTitle}
        body={copy.detail.confirmBody}
        keep={copy.detail.cancel}
        confirm={copy.detail.confirmDelete}
        onConfirm={() => {
          confirm.current?.close();
          onDelete();
        }}
      />
      <ConfirmDialog
        dialog={confirmErase}
        title={copy.detail.eraseTitle}
        body={copy.detail.eraseBody}
        keep={copy.detail.cancel}
        confirm={copy.detail.eraseConfirm}
        onConfirm={() => {
          confirmErase.current?.close();
          onErase();
        }}
      />
    </section>
  );
}

/** Where the lead came from (issue 26), as the detail's last rows; "unknown" when the server never saw its visit. */
function attributionRows(lead: LeadJson, copy: AdminCopy): [string, string | null][] {
  const { attribution } = lead;
  const labels = copy.attribution;
  if (attribution === undefined) return [];
  if (attribution === null) return [[labels.source, labels.unknown]];
  // Its medium is its channel's code when its link named none ("referral"): read in words.
  const words = (value: string) => sourceWords(value, copy.channels);
  const source = attribution.source ?? attribution.medium;
  const medium = attribution.source !== null && attribution.medium !== null ? ` / ${words(attribution.medium)}` : "";
  return [
    [labels.source, source === null ? null : `${words(source)}${medium}`],
    [labels.campaign, attribution.campaign],
    [labels.referrer, attribution.referrer],
    [labels.landingPage, attribution.landingPage],
    [labels.pages, attribution.pages.join(" → ") || null],
  ];
}
