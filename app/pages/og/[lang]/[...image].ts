import type { APIRoute, GetStaticPaths } from "astro";
import { articles } from "~/articles/collection";
import { caseStudies, headlineResult } from "~/case-studies/collection";
import { LANGUAGES } from "@shared/languages";
import { PAGES } from "@shared/pages";
import { articlePreview, casePreview, pagePreview } from "~/previews/page-previews";
import type { PreviewText } from "~/previews/preview-card";
import { renderPreview } from "~/previews/render";
import { previewPath } from "~/seo/meta";

/**
 * Every listed page's preview image, in every language, drawn at build time: `/og/en/home.png`,
 * `/og/pt/case-studies/x.png`, `/og/en/insights/x.png` (`previewPath`). The page's head names it as `og:image`.
 */
export const getStaticPaths = (async () => {
  const cases = await caseStudies();
  const written = await articles();
  return LANGUAGES.flatMap((language) => {
    const previews: [string, PreviewText][] = [
      ...PAGES.map((page) => [page, pagePreview(page, language)] as [string, PreviewText]),
      ...cases.map((study) => {
        const data = study.languages[language].data;
        return [study.path, casePreview({ ...data, result: headlineResult(data) }, language)] as [string, PreviewText];
      }),
      ...written.map(
        (article) =>
          [article.path, articlePreview(article.languages[language].data, language)] as [string, PreviewText],
      ),
    ];
    return previews.map(([page, text]) => ({
      // The rest of the path after `/og/{lang}/`.
      params: { lang: language, image: previewPath(page, language).slice(`/og/${language}/`.length) },
      props: { text },
    }));
  });
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ text: PreviewText }> = async ({ props }) =>
  new Response(new Uint8Array(await renderPreview(props.text)), { headers: { "Content-Type": "image/png" } });
