import { identity } from "@shared/identity";
import type { EducationCopy } from "../en/education";

export const education: EducationCopy = {
  hero: {
    eyebrow: "Treinamento em IA para times de engenharia",
    title: `${identity.workshopName}: IA em produção, feita pelo seu time`,
    lead:
      "Um workshop prático que leva engenheiros de produto dos fundamentos de LLMs até funcionalidades de IA em " +
      "produção, com avaliação, custo e segurança em pauta desde o primeiro exercício.",
    primary: "Agende uma conversa inicial",
    secondary: "Ver os formatos",
  },
  topics: {
    eyebrow: "O que seu time aprende",
    title: "Seis temas, do primeiro prompt à produção",
    lead:
      "Cada tema é trabalhado com problemas reais de produto, em exercícios que o time aplica já na " +
      "semana seguinte.",
    items: [
      {
        key: "fundamentals",
        icon: "cpu",
        title: "Fundamentos de LLMs para engenheiros de produto",
        description:
          "Como os modelos de linguagem funcionam, no que são bons, onde falham e como escolher o modelo certo " +
          "para cada funcionalidade.",
      },
      {
        key: "prompting",
        icon: "message",
        title: "Engenharia de prompt e de contexto",
        description:
          "Escreva prompts e monte contextos que geram respostas confiáveis e estruturadas, e versione tudo como se fosse " +
          "código.",
      },
      {
        key: "retrieval",
        icon: "database",
        title: "Recuperação de informação e RAG",
        description:
          "Baseie as respostas nos seus próprios documentos e dados: divisão em trechos, embeddings, busca e " +
          "citação das fontes.",
      },
      {
        key: "agents",
        icon: "bot",
        title: "Agentes e uso de ferramentas",
        description:
          "Deixe os modelos chamarem suas APIs e ferramentas com segurança, e saiba quando um fluxo simples " +
          "resolve melhor que um agente.",
      },
      {
        key: "evaluation",
        icon: "checks",
        title: "Avaliação e testes de funcionalidades de IA",
        description:
          "Monte conjuntos de avaliação, automatize verificações e encontre regressões antes dos seus usuários.",
      },
      {
        key: "production",
        icon: "shield",
        title: "IA em produção: custo, latência e segurança",
        description:
          "Mantenha custo e latência sob controle, adicione salvaguardas e monitoramento, e trate falhas sem sustos.",
      },
    ],
  },
  paths: {
    offer: {
      label: "Preço e formato",
      from: (price: string) => `A partir de ${price} por time`,
      price: (price: string) => `${price} por time`,
      groupSize: (max: number) => `Até ${max} pessoas`,
      delivery: {
        remote: "Ao vivo, online",
        "on-site": "Na sua empresa",
        "remote-or-on-site": "Ao vivo, online ou na sua empresa",
      },
    },
    eyebrow: "Formatos",
    title: "Escolha o formato ideal para seu time",
    lead: "Comece com um workshop objetivo ou vá mais fundo com seis semanas de mentoria no seu próprio produto.",
    items: [
      {
        key: "workshop",
        icon: "clock",
        bookable: true,
        title: "Workshop de 4 horas",
        format: "Dois encontros de 2 horas",
        description:
          "Uma introdução objetiva para o time inteiro: os conceitos essenciais, exercícios práticos e um " +
          "vocabulário comum para planejar as primeiras funcionalidades de IA.",
        highlights: [
          "Os seis temas, com exercícios práticos",
          "Ideal para times que estão começando com IA",
          "Dividido em dois encontros para caber na rotina do time",
        ],
        cta: "Agende uma conversa inicial",
      },
      {
        key: "mentorship",
        icon: "calendar",
        bookable: true,
        title: "Mentoria de 6 semanas",
        format: "2 horas por semana, mais atividades assíncronas",
        description:
          "Seu time constrói uma funcionalidade de IA de verdade no seu próprio produto, com um encontro ao vivo " +
          "por semana e, entre um encontro e outro, revisões assíncronas.",
        highlights: [
          "Um encontro ao vivo de 2 horas por semana",
          "Revisões assíncronas de código e de arquitetura",
          "Uma funcionalidade real do seu produto como projeto",
        ],
        cta: "Agende uma conversa inicial",
      },
      {
        key: "course",
        icon: "monitor",
        bookable: false,
        title: "Curso online",
        format: "No seu ritmo",
        badge: "Em breve",
        description:
          "O conteúdo do workshop em formato de curso, para times espalhados por fusos diferentes e para quem " +
          "entra no time depois.",
        highlights: [
          "Os seis temas, no seu ritmo",
          "Exercícios para fazer por conta própria",
          "Ótimo para quem acabou de entrar no time",
        ],
        note:
          "O curso online ainda não está aberto para inscrições. Deixe seu e-mail e escreveremos uma única vez, " +
          "quando ele for lançado.",
        noteWithoutList:
          "O curso online ainda não está aberto para inscrições. Registre seu interesse no formulário abaixo e " +
          "avisaremos você quando ele for lançado.",
        cta: "Avise-me quando lançar",
      },
    ],
  },
  instructor: {
    eyebrow: "Quem conduz",
    title: "Conheça quem conduz o workshop",
    introNamed: (name: string) =>
      `Todos os encontros são conduzidos por ${name}, que fundou a ${identity.companyName} e constrói sistemas de ` +
      "IA para clientes. Os exemplos vêm de projetos reais, com os acertos e os erros.",
    introFounder:
      `Todos os encontros são conduzidos por quem fundou a ${identity.companyName} e constrói sistemas de IA para ` +
      "clientes. Os exemplos vêm de projetos reais, com os acertos e os erros.",
  },
  contact: {
    eyebrow: "Conversa inicial",
    title: "Agende uma conversa inicial de 30 minutos",
    lead:
      "Conte sobre seu time e o que você quer construir e escolha o horário da conversa. Indicamos o formato " +
      "mais adequado.",
    bookedLead: "Sua conversa está agendada: o convite está a caminho do seu e-mail. Veja o que vamos conversar.",
    agendaTitle: "O que conversamos em 30 minutos",
    agenda: [
      "Como seu time desenvolve software hoje",
      "Onde a IA se encaixa no seu produto",
      "Qual formato faz sentido e quando começar",
    ],
    emailPrompt: "Prefere e-mail? Escreva para",
  },
} as const;
