import { buttonVariants } from "~/components/ui/button";
import { StatusScreen } from "~/components/ui/status-screen";
import { copyFor } from "~/content/catalogs";
import type { Language } from "@shared/languages";
import { localizePath } from "@shared/paths";

/** Any path under a language that is not a page (SPEC section 2), rendered at build time. */
export function NotFoundContent({ language }: { language: Language }) {
  const copy = copyFor("common", language).notFound;
  const { title } = copyFor("meta", language).notFound;
  return (
    <StatusScreen
      code={copy.code}
      title={title}
      body={<p>{copy.body}</p>}
      action={
        <a href={localizePath("/", language)} className={buttonVariants({ variant: "inverse", size: "lg" })}>
          {copy.home}
        </a>
      }
    />
  );
}
