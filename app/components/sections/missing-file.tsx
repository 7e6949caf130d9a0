import { buttonVariants } from "~/components/ui/button";
import { StatusScreen } from "~/components/ui/status-screen";
import { copyFor } from "~/content/catalogs";
import type { Language } from "@shared/languages";
import { localizePath } from "@shared/paths";

/** SPEC section 2's "Page Not Found" screen: a file opened as a page that is not there. */
export function MissingFileContent({ language }: { language: Language }) {
  const copy = copyFor("common", language).pageNotFound;
  return (
    <StatusScreen
      code="404"
      title={copy.title}
      body={<p>{copy.body}</p>}
      action={
        <a href={localizePath("/", language)} className={buttonVariants({ variant: "inverse", size: "lg" })}>
          {copy.home}
        </a>
      }
    />
  );
}
