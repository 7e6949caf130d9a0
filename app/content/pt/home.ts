import { identity } from "@shared/identity";
import type { HomeCopy } from "../en/home";

export const home: HomeCopy = {
  hero: {
    eyebrow: "IA enxuta para startups e times de engenharia",
    title: "IA que funciona em produção, não só na demonstração",
    tagline:
      "90% dos projetos de IA nunca chegam à produção. Ajudamos fundadores a escolher o problema que vale a pena, " +
      "validar a ideia em semanas e entregar um sistema que o seu time domina.",
    consulting: "Conheça a consultoria",
    education: "Conheça o workshop",
    learnMore: "Saiba mais",
    factsLabel: "Em números",
    facts: [
      { value: "90%", label: "dos projetos de IA nunca chegam à produção" },
      { value: "24 h", label: "no máximo para você ter a nossa resposta" },
      { value: "30 min", label: "de conversa inicial para dimensionar a sua ideia" },
    ],
  },
  services: {
    eyebrow: "O que fazemos",
    title: "Dois caminhos para colocar a IA para trabalhar",
    lead: "Traga um problema do negócio e construímos a solução com você, ou traga o seu time e ensinamos a construí-la.",
    cards: [
      {
        key: "consulting",
        icon: "compass",
        title: "Consultoria enxuta de IA",
        body: "Para startups que precisam de resultado, não de um projeto de pesquisa.",
        features: [
          "Mapeamento de oportunidades: o caso de uso de IA que mexe nos seus números",
          "Protótipo e validação em semanas, não em trimestres",
          "Implantação em produção com MLOps e monitoramento",
          "Treinamento do time e uma passagem de bastão caprichada: o que construímos passa a ser seu",
        ],
        cta: "Conheça a consultoria",
        href: "/consulting",
      },
      {
        key: "education",
        icon: "graduation",
        title: `Workshop ${identity.workshopName}`,
        body: "Para times de engenharia que querem criar funcionalidades com IA com segurança.",
        features: [
          "Workshop de 4 horas, em duas sessões de 2 horas",
          "Mentoria de 6 semanas: 2 horas por semana e atividades assíncronas",
          "Exercícios práticos na sua própria stack e no seu produto",
          "Curso online para estudar no seu ritmo (em breve)",
        ],
        cta: "Conheça o workshop",
        href: "/education",
      },
    ],
  },
  cases: {
    eyebrow: "Casos de sucesso",
    title: "Resultados que nossos clientes conseguem medir",
    items: [
      {
        key: "editorial",
        sector: "Tecnologia editorial",
        title: "Um grafo de conhecimento que reduziu o tempo de pesquisa em 50%",
        body:
          "Uma redação passava horas checando fontes a cada matéria. Construímos um grafo de conhecimento que liga " +
          "pessoas, organizações e coberturas anteriores, dentro das ferramentas que a equipe já usava.",
        result: "50% menos tempo gasto com pesquisa",
      },
      {
        key: "hr",
        sector: "Tecnologia de RH",
        title: "Insights de clientes a partir de milhares de conversas",
        body:
          "Uma plataforma de RH acumulava anos de feedback de clientes que ninguém conseguia ler em escala. Criamos um " +
          "pipeline que agrupa o feedback em temas e tendências, para o time de produto decidir com evidências, não com achismos.",
        result: "Decisões de produto baseadas no que os clientes realmente dizem",
      },
    ],
  },
  cta: {
    title: "Tem uma ideia de IA, ou um projeto que empacou?",
    body: "Conte onde você está. Respondemos em até 24 horas e começamos com uma conversa de 30 minutos.",
    action: "Fale com a gente",
  },
} as const;
