import type { Route } from "./+types/education";
import { meta as en } from "~/content/en/meta";
import { meta as pt } from "~/content/pt/meta";
import { staticPart } from "~/islands/static-part";
import { pageMeta } from "~/seo/meta";

export const meta: Route.MetaFunction = ({ params }) =>
  pageMeta({ lang: params.lang, path: "/education", ...(params.lang === "pt" ? pt : en).education });

const EducationContent = staticPart(() => import("~/pages/education"), {
  "education-form": () =>
    import("~/forms/discovery-call-form").then(({ DiscoveryCallForm }) => ({ default: DiscoveryCallForm })),
});

/** The Product On Rails workshop for engineering teams (SPEC section 2). */
export default function Education() {
  return <EducationContent />;
}
