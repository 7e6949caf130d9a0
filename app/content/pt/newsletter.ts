import type { NewsletterFormCopy } from "../en/newsletter";

export const newsletter: NewsletterFormCopy = {
  insights: {
    title: "Receba nossa carta sobre IA enxuta",
    body: "O que aprendemos levando IA à produção, no máximo algumas vezes por mês. Confirme pelo e-mail; saia com um clique.",
    submit: "Inscrever-me",
  },
  courseLaunch: {
    submit: "Entrar na lista do lançamento",
  },
  email: "Seu e-mail",
  honeypot: "Deixe este campo em branco",
};
