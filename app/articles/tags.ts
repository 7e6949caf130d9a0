/**
 * The tags an article may carry: keys shared by both languages, so that a tag's page has the same
 * path in each (`/{lang}/insights/tags/{tag}`) and the language switch lands on it. Their words are
 * in the articles' catalog (`app/content/{en,pt}/articles.ts`); a new tag is added here and there.
 */
export const ARTICLE_TAGS = ["ai-pilots", "production", "lean", "evaluation"] as const;

export type ArticleTag = (typeof ARTICLE_TAGS)[number];
