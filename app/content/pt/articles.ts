import { identity } from "@shared/identity";
import type { ArticlesCopy } from "../en/articles";

const longDate = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeZone: "UTC" });
/** "1º de dezembro de 2026": the first of a month is written as an ordinal in Brazil. */
const dateInWords = (date: Date) => longDate.format(date).replace(/^1 de/, "1º de");

export const articles: ArticlesCopy = {
  name: "Artigos",
  index: {
    title: "O que aprendemos levando IA para produção",
    lead: "Textos para fundadores e times de engenharia sobre como tirar a IA da demonstração e colocá-la num produto que as pessoas usam: o que trava, o que construir primeiro e como saber se funciona.",
  },
  tagsLabel: "Temas",
  allTags: "Todos os temas",
  tagTitle: (tag: string) => `Tema: ${tag}`,
  tagLead: (count: number) => (count === 1 ? "Um artigo sobre este tema." : `${count} artigos sobre este tema.`),
  tags: {
    "ai-pilots": "Pilotos de IA",
    production: "Produção",
    lean: "Entrega enxuta",
    evaluation: "Avaliação",
  },
  published: (date: Date) => `Publicado em ${dateInWords(date)}`,
  updated: (date: Date) => `Atualizado em ${dateInWords(date)}`,
  minutes: (count: number) => `${count} min de leitura`,
  read: "Ler o artigo",
  otherLanguage: "Ler em inglês",
  more: "Outros artigos",
  cta: {
    title: "Seu projeto de IA está nesse ponto?",
    lead: "Conte onde ele está. Uma conversa inicial de 30 minutos basta para dizermos o que faríamos primeiro.",
    action: "Fale com a gente",
  },
  feed: {
    title: `${identity.companyName}: artigos`,
    description: "O que aprendemos levando IA da demonstração à produção, para fundadores e times de engenharia.",
    link: "Acompanhe por RSS",
  },
};
