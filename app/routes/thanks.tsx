import { Mail } from "lucide-react";
import type { Route } from "./+types/thanks";
import { StatusScreen } from "~/components/ui/status-screen";
import { buttonVariants } from "~/components/ui/button";
import { identity } from "~/config/identity";
import { forms as en } from "~/content/en/forms";
import { forms as pt } from "~/content/pt/forms";
import { useCopy } from "~/i18n/language-provider";
import { LocalizedLink } from "~/i18n/localized-link";
import { robotsNoIndex } from "~/seo/meta";

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `${(params.lang === "pt" ? pt : en).thanks.metaTitle} · ${identity.companyName}` },
  robotsNoIndex,
];

/** Where a form sent without JavaScript lands after the collector has stored it. */
export default function Thanks() {
  const copy = useCopy({ en, pt }).thanks;
  return (
    <StatusScreen
      title={copy.title}
      body={
        <>
          <p>{copy.body}</p>
          <p className="mt-4">
            <a href={`mailto:${identity.contactEmail}`} className="inline-flex items-center gap-2 text-white underline">
              <Mail aria-hidden className="size-4" />
              {identity.contactEmail}
            </a>
          </p>
        </>
      }
      action={
        <LocalizedLink to="/" className={buttonVariants({ variant: "inverse", size: "lg" })}>
          {copy.home}
        </LocalizedLink>
      }
    />
  );
}
