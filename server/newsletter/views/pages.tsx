import type { ReactNode } from "react";
import type { Language } from "../../../shared/languages.js";
import { NEWSLETTER_PATHS } from "../../../shared/newsletter.js";
import { localizePath } from "../../../shared/paths.js";
import { buttonVariants } from "../../../shared/ui/button-variants.js";
import { Document, renderDocument } from "../../http/document.js";
import { NEWSLETTER_COPY } from "../copy.js";
import type { NewsletterErrorCode } from "../errors.js";
import type { Subscriber } from "../repository.js";

/** A newsletter page: the site's frame, an alert when something was refused, the way home. */
function NewsletterPage({
  language,
  title,
  alert,
  children,
}: {
  language: Language;
  title: string;
  alert?: string;
  children?: ReactNode;
}) {
  return (
    <Document language={language} title={title}>
      {alert === undefined ? null : (
        <div className="alert" role="alert">
          <p>{alert}</p>
        </div>
      )}
      {children}
      <p className="back">
        <a href={localizePath("/", language)}>{NEWSLETTER_COPY[language].page.backHome}</a>
      </p>
    </Document>
  );
}

/** The answer to a subscription, the same bytes whatever the address's standing. */
export function sentPage(language: Language): string {
  const t = NEWSLETTER_COPY[language].page;
  return renderDocument(
    <NewsletterPage language={language} title={t.sentTitle}>
      <div className="notice" role="status">
        <p>{t.sent}</p>
      </div>
      <p className="muted">{t.sentWait}</p>
    </NewsletterPage>,
  );
}

/** What the confirmation link opens: the words of the consent and one button (a GET confirms nothing). */
export function confirmPage(subscriber: Subscriber, token: string, words: string): string {
  const t = NEWSLETTER_COPY[subscriber.language].page;
  return renderDocument(
    <NewsletterPage language={subscriber.language} title={t.confirmTitle}>
      <p>{words}</p>
      <form method="post" action={NEWSLETTER_PATHS.confirm}>
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={buttonVariants()}>
          {t.confirmButton}
        </button>
      </form>
    </NewsletterPage>,
  );
}

export function confirmedPage(language: Language): string {
  const t = NEWSLETTER_COPY[language].page;
  return renderDocument(
    <NewsletterPage language={language} title={t.confirmedTitle}>
      <div className="notice" role="status">
        <p>{t.confirmed}</p>
      </div>
    </NewsletterPage>,
  );
}

/** What a letter's footer link opens: one button, posting what RFC 8058's one click posts. */
export function leavePage(subscriber: Subscriber, token: string): string {
  const copy = NEWSLETTER_COPY[subscriber.language];
  const t = copy.page;
  return renderDocument(
    <NewsletterPage language={subscriber.language} title={t.leaveTitle}>
      <p>{t.leaveIntro(copy.lists[subscriber.list])}</p>
      <form method="post" action={`${NEWSLETTER_PATHS.leave}?${new URLSearchParams({ token })}`}>
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <button type="submit" className={buttonVariants()}>
          {t.leaveButton}
        </button>
      </form>
    </NewsletterPage>,
  );
}

export function leftPage(language: Language): string {
  const t = NEWSLETTER_COPY[language].page;
  return renderDocument(
    <NewsletterPage language={language} title={t.leftTitle}>
      <div className="notice" role="status">
        <p>{t.left}</p>
      </div>
    </NewsletterPage>,
  );
}

export function refusalPage(language: Language, code: NewsletterErrorCode): string {
  const copy = NEWSLETTER_COPY[language];
  return renderDocument(<NewsletterPage language={language} title={copy.refusalTitle} alert={copy.errors[code]} />);
}
