import { buttonVariants } from "~/components/ui/button";
import { StatusScreen } from "~/components/ui/status-screen";
import { copyFor } from "~/content/catalogs";
import type { Language } from "@shared/languages";
import { localizePath } from "@shared/paths";

/** Any path under a language that is not a page (SPEC section 2), rendered at build time. */
export function NotFoundContent({ lang }: { lang: Language }) {
  const copy = copyFor("common", lang).notFound;
  const { title } = copyFor("meta", lang).notFound;
  return (
    <StatusScreen
      code={copy.code}
      title={title}
      body={<p>{copy.body}</p>}
      action={
        <a href={localizePath("/", lang)} className={buttonVariants({ variant: "inverse", size: "lg" })}>
          {copy.home}
        </a>
      }
    />
  );
}
