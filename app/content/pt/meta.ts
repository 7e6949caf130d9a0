import { identity } from "@shared/identity";
import type { MetaCopy } from "../en/meta";

export const meta: MetaCopy = {
  home: {
    title: `${identity.companyName} · Consultoria de IA para startups e treinamento para times de engenharia`,
    description:
      "Ajudamos startups a colocar em produção uma IA que se paga, da conversa inicial de 30 minutos à entrega, e " +
      `preparamos times de engenharia para criar com IA no workshop ${identity.workshopName}.`,
    preview: {
      title: "Consultoria de IA enxuta e treinamento em IA",
      line: "Para startups e times de engenharia, da conversa inicial de 30 minutos à produção",
    },
  },
  consulting: {
    title: "Consultoria de IA enxuta para startups",
    description:
      "Encontramos o caso de uso de IA que vale a pena, validamos com seus dados, colocamos em produção com " +
      "MLOps e preparamos seu time para assumir. Respondemos em até 24 horas.",
    preview: {
      title: "Consultoria de IA enxuta para startups",
      line: "Encontrar, validar, entregar, assumir: quatro etapas até uma IA em produção que seu time comanda",
    },
  },
  education: {
    title: `Workshop ${identity.workshopName}: IA para times de engenharia`,
    description:
      "Um workshop prático para times de engenharia aprenderem a construir, avaliar e colocar em produção " +
      "funcionalidades de IA: workshop de 4 horas ou mentoria de 6 semanas. Agende uma conversa inicial de 30 minutos.",
    preview: {
      title: `O workshop ${identity.workshopName}`,
      line: "IA para times de engenharia: workshop de 4 horas ou mentoria de 6 semanas",
    },
  },
  privacy: {
    title: "Aviso de privacidade",
    description: `O que a ${identity.companyName} guarda quando você entra em contato, por quê, por quanto tempo e como pedir a exclusão.`,
    preview: {
      title: "Aviso de privacidade",
      line: "O que guardamos quando você entra em contato, por quê e como pedir a exclusão",
    },
  },
  insights: {
    title: "Artigos: levando IA da demonstração à produção",
    description:
      "Textos para fundadores e times de engenharia sobre por que pilotos de IA travam, como é uma primeira " +
      "versão enxuta e como saber se uma funcionalidade de IA funciona.",
    preview: {
      title: "Artigos",
      line: "Levando IA da demonstração à produção, para fundadores e times de engenharia",
    },
  },
  notFound: {
    title: "Oops! Página não encontrada",
    description:
      "Este endereço não é uma página do site. A página inicial leva à consultoria, ao workshop e ao contato.",
  },
};
