import { useEffect } from "react";
import { useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { meta as en } from "~/content/en/meta";
import { meta as pt } from "~/content/pt/meta";
import { staticPart } from "~/islands/static-part";
import { robotsNoIndex } from "~/seo/meta";

export const meta: Route.MetaFunction = ({ params }) => {
  const { title, description } = (params.lang === "pt" ? pt : en).notFound;
  return [{ title }, { name: "description", content: description }, robotsNoIndex];
};

const NotFoundContent = staticPart(() => import("~/pages/not-found"));

/**
 * Any path under a language that is not a page (SPEC section 2). Pre-rendered at `/{lang}/404`,
 * which the server sends, with a 404 status, for every such path.
 */
export default function NotFound() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  return <NotFoundContent />;
}
