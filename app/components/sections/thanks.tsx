import { Mail } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { StatusScreen } from "~/components/ui/status-screen";
import { identity } from "@shared/identity";
import { copyFor } from "~/content/catalogs";
import type { Language } from "@shared/languages";
import { localizePath } from "@shared/paths";

/** Where a form sent without JavaScript lands after the collector has stored it. */
export function ThanksContent({ language }: { language: Language }) {
  const copy = copyFor("forms", language).thanks;
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
        <a href={localizePath("/", language)} className={buttonVariants({ variant: "inverse", size: "lg" })}>
          {copy.home}
        </a>
      }
    />
  );
}
