import type { Route } from "./+types/consulting";
import { meta as en } from "~/content/en/meta";
import { meta as pt } from "~/content/pt/meta";
import { staticPart } from "~/islands/static-part";
import { pageMeta } from "~/seo/meta";

export const meta: Route.MetaFunction = ({ params }) =>
  pageMeta({ lang: params.lang, path: "/consulting", ...(params.lang === "pt" ? pt : en).consulting });

const ConsultingContent = staticPart(() => import("~/pages/consulting"), {
  "consulting-form": () =>
    import("~/forms/consulting-form").then(({ ConsultingForm }) => ({ default: ConsultingForm })),
});

/** Lean AI consulting for startups (SPEC section 2). */
export default function Consulting() {
  return <ConsultingContent />;
}
