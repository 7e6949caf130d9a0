import type { Language } from "../../../shared/languages.js";
import { localizePath } from "../../../shared/paths.js";
import { PRIVACY_PATHS } from "../../../shared/privacy.js";
import type { Attribution } from "../../analytics/attribution.js";
import type { PrivacyErrorCode } from "../../privacy/contracts.js";
import { PRIVACY_COPY } from "../../privacy/mail.js";
import type { VisitorRecords } from "../../privacy/records.js";
import type { ErasedCounts } from "../../privacy/store.js";
import { renderDocument } from "../document.js";
import { PrivacyPage, Record } from "./parts.js";

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
        <button type="submit" className="button">
          {t.openButton}
        </button>
      </form>
    </PrivacyPage>,
  );
}

/** Everything held, as stored, with the downloads and the confirmed erase form. */
export function dataPage(language: Language, session: string, records: VisitorRecords): string {
  const t = PRIVACY_COPY[language].page;
  const f = t.field;
  const query = new URLSearchParams({ session });
  const held = records.leads.length > 0;
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
          <div className="actions">
            <a className="button secondary" href={`${PRIVACY_PATHS.exportJson}?${query}`} download>
              {t.downloadJson}
            </a>
            <a className="button secondary" href={`${PRIVACY_PATHS.exportCsv}?${query}`} download>
              {t.downloadCsv}
            </a>
          </div>
          <h2>{t.leadsHeading(records.leads.length)}</h2>
          {records.leads.map((lead) => (
            <Record
              key={lead.id}
              label={lead.receivedAt.toISOString()}
              rows={[
                [f.receivedAt, lead.receivedAt.toISOString()],
                [f.form, lead.form],
                [f.status, lead.status],
                [f.name, lead.name],
                [f.email, lead.email],
                [f.replyTo, lead.replyTo],
                [f.company, lead.company],
                [f.message, lead.message],
                [f.teamSize, lead.teamSize],
                [f.workshopInterest, lead.workshopInterest],
                [f.subject, lead.subject],
                [f.clientAddress, lead.clientAddress],
                [f.userAgent, lead.userAgent],
                [f.spamReasons, lead.spamReasons.join(", ")],
                [f.source, sourceOf(records.attributions.get(lead.id))],
              ]}
            />
          ))}
          <h2>{t.callsHeading(records.calls.length)}</h2>
          {records.calls.map((call) => (
            <Record
              key={call.id}
              label={call.start}
              rows={[
                [f.start, call.start],
                [f.end, call.end],
                [f.status, call.status],
                [f.createdAt, call.createdAt],
              ]}
            />
          ))}
          <h2>{t.messagesHeading(records.messages.length)}</h2>
          {records.messages.map((message) => (
            <Record
              key={message.id}
              label={message.createdAt}
              rows={[
                [f.kind, message.kind],
                [f.to, message.toVisitor ? t.toYou : t.toUs],
                [f.createdAt, message.createdAt],
                [f.sentAt, message.sentAt ?? t.notSent],
              ]}
            />
          ))}
          {records.webhookDeliveries.length === 0 ? null : (
            <>
              <h2>{t.webhooksHeading(records.webhookDeliveries.length)}</h2>
              <p className="muted">{t.webhooksNote}</p>
              {records.webhookDeliveries.map((delivery) => (
                <Record
                  key={delivery.id}
                  label={delivery.createdAt}
                  rows={[
                    [f.type, delivery.type],
                    [f.createdAt, delivery.createdAt],
                    [f.state, delivery.state],
                  ]}
                />
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
            <button type="submit" className="button danger">
              {t.eraseButton}
            </button>
          </form>
        </>
      ) : null}
    </PrivacyPage>,
  );
}

/** Where a lead came from, as stored (source, medium, campaign, referrer, landing page); none when unknown. */
function sourceOf(attribution: Attribution | undefined): string | null {
  if (attribution === undefined) return null;
  const { source, medium, campaign, referrer, landingPage } = attribution;
  return [source, medium, campaign, referrer, landingPage].filter((value) => value !== null).join(" · ");
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
          <a className="button" href={localizePath("/privacy", language)}>
            {copy.page.askAgain}
          </a>
        </p>
      ) : null}
    </PrivacyPage>,
  );
}
