import { identity } from "@shared/identity";
import type { CaseStudiesCopy } from "../en/case-studies";

const longDate = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeZone: "UTC" });
/** "1º de dezembro de 2026": the first of a month is written as an ordinal in Brazil. */
const dateInWords = (date: Date) => longDate.format(date).replace(/^1 de/, "1º de");

export const caseStudies: CaseStudiesCopy = {
  eyebrow: "Caso de sucesso",
  sector: "Setor",
  context: "Contexto",
  built: "O que construímos",
  results: "Resultados",
  outcome: "O que mudou",
  measured: "Como medimos",
  timeline: "Etapas",
  stack: "Tecnologias",
  factsLabel: "O caso em resumo",
  published: (date: Date) => `Publicado em ${dateInWords(date)}`,
  read: "Leia o caso",
  others: "Outros casos de sucesso",
  cta: {
    title: "Tem um problema parecido?",
    action: "Fale com a gente",
  },
  consulting: {
    eyebrow: "Casos de sucesso",
    title: "Como foi para os nossos clientes",
  },
  feed: {
    title: `${identity.companyName}: casos de sucesso`,
    description: "O que construímos para os nossos clientes, e o que isso mudou para eles.",
  },
};
