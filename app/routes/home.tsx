import type { Route } from "./+types/home";
import { useParticleAnimation } from "~/components/particles/particle-background";
import { meta as en } from "~/content/en/meta";
import { meta as pt } from "~/content/pt/meta";
import { staticPart } from "~/islands/static-part";
import { pageMeta } from "~/seo/meta";

export const meta: Route.MetaFunction = ({ params }) =>
  pageMeta({ lang: params.lang, path: "/", ...(params.lang === "pt" ? pt : en).home });

const HomeContent = staticPart(() => import("~/pages/home"));

export default function Home() {
  useParticleAnimation();
  return <HomeContent />;
}
