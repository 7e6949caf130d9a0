import { StatusScreen } from "~/components/ui/status-screen";
import { buttonVariants } from "~/components/ui/button";
import { common as en } from "~/content/en/common";
import { common as pt } from "~/content/pt/common";
import { useCopy } from "~/i18n/language-provider";
import { LocalizedLink } from "~/i18n/localized-link";

/** The screen for a 404 raised while loading a route, as opposed to an unknown path. */
export function PageNotFound() {
  const copy = useCopy({ en, pt }).pageNotFound;
  return (
    <main id="main">
      <StatusScreen
        code="404"
        title={copy.title}
        body={<p>{copy.body}</p>}
        action={
          <LocalizedLink to="/" className={buttonVariants({ variant: "inverse", size: "lg" })}>
            {copy.home}
          </LocalizedLink>
        }
      />
    </main>
  );
}
