import { useEffect } from "react";
import { useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { StatusScreen } from "~/components/ui/status-screen";
import { buttonVariants } from "~/components/ui/button";
import { common as en } from "~/content/en/common";
import { common as pt } from "~/content/pt/common";
import { useCopy } from "~/i18n/language-provider";
import { LocalizedLink } from "~/i18n/localized-link";
import { robotsNoIndex } from "~/seo/meta";

export const meta: Route.MetaFunction = ({ params }) => [
  { title: (params.lang === "pt" ? pt : en).notFound.title },
  robotsNoIndex,
];

/** Any path under a language that is not a page (SPEC section 2). */
export default function NotFound() {
  const copy = useCopy({ en, pt }).notFound;
  const { pathname } = useLocation();

  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <StatusScreen
      code={copy.code}
      title={copy.title}
      body={<p>{copy.body}</p>}
      action={
        <LocalizedLink to="/" className={buttonVariants({ variant: "inverse", size: "lg" })}>
          {copy.home}
        </LocalizedLink>
      }
    />
  );
}
