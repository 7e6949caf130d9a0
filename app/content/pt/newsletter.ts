import type { NewsletterFormCopy } from "../en/newsletter";

export const newsletter: NewsletterFormCopy = {
  insights: {
    title: "Receba nossa carta sobre IA enxuta",
    body: "O que aprendemos levando projetos de IA à produção, no máximo algumas vezes por mês. Confirme pelo e-mail que enviarmos; saia com um clique em qualquer carta.",
    submit: "Inscrever-me",
  },
  courseLaunch: {
    submit: "Entrar na lista do lançamento",
  },
  email: "Seu e-mail",
  honeypot: "Deixe este campo em branco",
};
