import { buttonVariants } from "~/components/ui/button";
import { StatusScreen } from "~/components/ui/status-screen";
import { common as en } from "~/content/en/common";
import { meta as enMeta } from "~/content/en/meta";
import { common as pt } from "~/content/pt/common";
import { meta as ptMeta } from "~/content/pt/meta";
import { useCopy } from "~/i18n/language-provider";
import { LocalizedLink } from "~/i18n/localized-link";

/** The not-found page's content; rendered at build time, see routes/not-found.tsx. */
export default function NotFoundContent() {
  const copy = useCopy({ en, pt }).notFound;
  const { title } = useCopy({ en: enMeta, pt: ptMeta }).notFound;
  return (
    <StatusScreen
      code={copy.code}
      title={title}
      body={<p>{copy.body}</p>}
      action={
        <LocalizedLink to="/" className={buttonVariants({ variant: "inverse", size: "lg" })}>
          {copy.home}
        </LocalizedLink>
      }
    />
  );
}
