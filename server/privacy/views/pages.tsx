import type { Language } from "../../../shared/languages.js";
import { localizePath } from "../../../shared/paths.js";
import { PRIVACY_PATHS } from "../../../shared/privacy.js";
import type { PrivacyErrorCode } from "../contracts.js";
import { PRIVACY_COPY } from "../mail.js";
import type { VisitorRecords } from "../records.js";
import type { ErasedCounts } from "../store.js";
import { renderDocument } from "../../http/document.js";
import { PrivacyPage } from "./parts.js";
import {
  CallRecord,
  DeliveryRecord,
  LeadRecord,
  MessageRecord,
  NoteRecord,
  SubscriptionRecord,
  TaskRecord,
} from "./records.js";
import { buttonVariants } from "../../../shared/ui/button-variants.js";

/** The answer to a request, the same bytes whatever the address (no address, id or time in it). */
export function requestAnswerPage(language: Language): string {
  const t = PRIVACY_COPY[language].page;
  return renderDocument(
    <PrivacyPage language={language} title={t.requestTitle}>
      <div className="notice" role="status">
        <p>{t.requestSent}</p>
      </div>
      <p className="muted">{t.requestWait}</p>
    </PrivacyPage>,
  );
}

/** What the e-mailed link opens: one button, since a GET (a mail scanner's) must not spend it. */
export function openPage(language: Language, token: string): string {
  const t = PRIVACY_COPY[language].page;
  return renderDocument(
    <PrivacyPage language={language} title={t.openTitle}>
      <p>{t.openIntro}</p>
      <form method="post" action={PRIVACY_PATHS.data}>
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={buttonVariants()}>
          {t.openButton}
        </button>
      </form>
    </PrivacyPage>,
  );
}

/** Everything held, readable (records.tsx), with the downloads as stored and the confirmed erase form. */
export function dataPage(language: Language, session: string, records: VisitorRecords): string {
  const t = PRIVACY_COPY[language].page;
  const query = new URLSearchParams({ session });
  const held = records.leads.length > 0 || records.subscriptions.length > 0;
  return renderDocument(
    <PrivacyPage language={language} title={t.dataTitle}>
      {held ? (
        <p>{t.dataIntro}</p>
      ) : (
        <div className="notice">
          <p>{t.nothingHeld}</p>
        </div>
      )}
      <p className="muted">{t.sessionNote}</p>
      {held ? (
        <>
          <h2>{t.downloadsHeading}</h2>
          <p className="muted">{t.downloadsNote}</p>
          <div className="actions">
            <a
              className={buttonVariants({ variant: "secondary" })}
              href={`${PRIVACY_PATHS.exportJson}?${query}`}
              download
            >
              {t.downloadJson}
            </a>
            <a
              className={buttonVariants({ variant: "secondary" })}
              href={`${PRIVACY_PATHS.exportCsv}?${query}`}
              download
            >
              {t.downloadCsv}
            </a>
          </div>
          <h2>{t.leadsHeading(records.leads.length)}</h2>
          {records.leads.map((lead) => (
            <LeadRecord key={lead.id} language={language} lead={lead} attribution={records.attributions.get(lead.id)} />
          ))}
          <h2>{t.callsHeading(records.calls.length)}</h2>
          {records.calls.map((call) => (
            <CallRecord key={call.id} language={language} call={call} />
          ))}
          {records.notes.length === 0 ? null : (
            <>
              <h2>{t.notesHeading(records.notes.length)}</h2>
              <p className="muted">{t.notesNote}</p>
              {records.notes.map((note) => (
                <NoteRecord key={note.id} language={language} note={note} />
              ))}
            </>
          )}
          {records.tasks.length === 0 ? null : (
            <>
              <h2>{t.tasksHeading(records.tasks.length)}</h2>
              <p className="muted">{t.tasksNote}</p>
              {records.tasks.map((task) => (
                <TaskRecord key={task.id} language={language} task={task} />
              ))}
            </>
          )}
          <h2>{t.messagesHeading(records.messages.length)}</h2>
          {records.messages.map((message) => (
            <MessageRecord key={message.id} language={language} message={message} />
          ))}
          {records.webhookDeliveries.length === 0 ? null : (
            <>
              <h2>{t.webhooksHeading(records.webhookDeliveries.length)}</h2>
              <p className="muted">{t.webhooksNote}</p>
              {records.webhookDeliveries.map((delivery) => (
                <DeliveryRecord key={delivery.id} language={language} delivery={delivery} />
              ))}
            </>
          )}
          {records.subscriptions.length === 0 ? null : (
            <>
              <h2>{t.subscriptionsHeading(records.subscriptions.length)}</h2>
              {records.subscriptions.map((subscription) => (
                <SubscriptionRecord key={subscription.id} language={language} subscription={subscription} />
              ))}
            </>
          )}
          <h2>{t.eraseHeading}</h2>
          <p>{t.eraseIntro}</p>
          <form method="post" action={PRIVACY_PATHS.erase}>
            <input type="hidden" name="session" value={session} />
            <label className="check">
              <input type="checkbox" name="confirm" value="yes" required />
              <span>{t.eraseConfirm}</span>
            </label>
            <button type="submit" className={buttonVariants({ variant: "danger" })}>
              {t.eraseButton}
            </button>
          </form>
        </>
      ) : null}
    </PrivacyPage>,
  );
}

/** The erasure is done. */
export function donePage(language: Language, erased: ErasedCounts): string {
  const t = PRIVACY_COPY[language].page;
  return renderDocument(
    <PrivacyPage language={language} title={t.doneTitle}>
      <div className="notice" role="status">
        <p>{erased.leads === 0 ? t.doneNothing : t.doneBody(erased.leads, erased.calls)}</p>
      </div>
    </PrivacyPage>,
  );
}

/** A refusal, saying what to do; `session` leads back to the data page when it still works. */
export function refusalPage(language: Language, code: PrivacyErrorCode, session?: string): string {
  const copy = PRIVACY_COPY[language];
  const back =
    session === undefined
      ? undefined
      : { href: `${PRIVACY_PATHS.data}?${new URLSearchParams({ session })}`, label: copy.page.dataTitle };
  const ask = ["EXPIRED_LINK", "USED_LINK", "INVALID_LINK", "EXPIRED_SESSION"].includes(code);
  return renderDocument(
    <PrivacyPage language={language} title={copy.refusalTitle} alert={copy.errors[code]} back={back}>
      {ask ? (
        <p>
          <a className={buttonVariants()} href={localizePath("/privacy", language)}>
            {copy.page.askAgain}
          </a>
        </p>
      ) : null}
    </PrivacyPage>,
  );
}
