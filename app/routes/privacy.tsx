import type { Route } from "./+types/privacy";
import { meta as en } from "~/content/en/meta";
import { meta as pt } from "~/content/pt/meta";
import { staticPart } from "~/islands/static-part";
import { pageMeta } from "~/seo/meta";

export const meta: Route.MetaFunction = ({ params }) =>
  pageMeta({ lang: params.lang, path: "/privacy", ...(params.lang === "pt" ? pt : en).privacy });

const PrivacyContent = staticPart(() => import("~/pages/privacy"));

export default function Privacy() {
  return <PrivacyContent />;
}
