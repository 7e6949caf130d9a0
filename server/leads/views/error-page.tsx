import type { FieldError } from "../../../shared/collector.js";
import { fieldLine } from "../../../shared/form-messages.js";
import type { Language } from "../../../shared/languages.js";
import { formFields, type FormKind } from "../../../shared/lead-forms.js";
import { localizePath } from "../../../shared/paths.js";
import { COLLECTOR_COPY, FORM_MESSAGES } from "../copy.js";
import type { Fields } from "../submission.js";
import { Document, renderDocument } from "../../http/document.js";
import { fieldId, LeadField, textOf } from "./lead-field.js";
import { buttonVariants } from "../../../shared/ui/button-variants.js";

export interface ErrorPageProps {
  language: Language;
  /** A form-level message; without it the page is about the field errors. */
  message?: string | undefined;
  errors: readonly FieldError[];
  /** The submission to put back in the form; absent when the body could not be read. */
  submission?: { form: FormKind; action: string; fields: Fields } | undefined;
}

/**
 * The no-JavaScript answer to a failed submission: what went wrong, and the same form with
 * everything the visitor typed, posting to the same place, so nothing is lost.
 */
function ErrorPage({ language, message, errors, submission }: ErrorPageProps) {
  const t = COLLECTOR_COPY[language].page;
  const messages = FORM_MESSAGES[language];
  return (
    <Document language={language} title={message === undefined ? t.checkTitle : t.notSentTitle}>
      <div className="alert" role="alert">
        <p>{message ?? t.intro}</p>
        {errors.length > 0 && (
          <ul>
            {errors.map((error, index) => (
              <li key={index}>
                <a href={`#${fieldId(error.field)}`}>{fieldLine(messages, error.field, [error.message])}</a>
              </li>
            ))}
          </ul>
        )}
      </div>
      {submission && (
        <form method="post" action={submission.action}>
          {Object.keys(submission.fields)
            .filter((key) => key.startsWith("_"))
            .map((key) => (
              <input key={key} type="hidden" name={key} value={textOf(submission.fields[key])} />
            ))}
          {formFields(submission.form).map((field) => (
            <LeadField
              key={field}
              language={language}
              form={submission.form}
              field={field}
              value={textOf(submission.fields[field])}
              errors={errors.filter((error) => error.field === field).map((error) => error.message)}
            />
          ))}
          <button type="submit" className={buttonVariants()}>
            {t.send}
          </button>
        </form>
      )}
      <p className="back">
        <BackLink language={language} form={submission?.form} />
      </p>
    </Document>
  );
}

/** Back to the form the visitor came from, or to the site when the submission could not be read. */
function BackLink({ language, form }: { language: Language; form: FormKind | undefined }) {
  const t = COLLECTOR_COPY[language].page;
  if (form === undefined) return <a href={localizePath("/", language)}>{t.backToSite}</a>;
  if (form === "consulting") return <a href={localizePath("/consulting#contact", language)}>{t.backToConsulting}</a>;
  return <a href={localizePath("/education#contact", language)}>{t.backToEducation}</a>;
}

/** The page as the bytes of a reply. */
export function renderErrorPage(props: ErrorPageProps): string {
  return renderDocument(<ErrorPage {...props} />);
}
