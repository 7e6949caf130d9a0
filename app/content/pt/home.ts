import { identity } from "@shared/identity";
import type { HomeCopy } from "../en/home";

export const home: HomeCopy = {
  hero: {
    eyebrow: "IA na prática para startups e times de engenharia",
    title: "IA que funciona em produção, não só na demo",
    tagline:
      "Na nossa experiência, 90% dos projetos de IA nunca chegam à produção. Ajudamos fundadores a escolher o " +
      "problema que vale a pena resolver, validar a ideia em semanas e entregar um sistema que fica nas mãos do " +
      "seu time.",
    consulting: "Conheça a consultoria",
    education: "Conheça o workshop",
    learnMore: "Saiba mais",
    factsLabel: "Em números",
    facts: [
      { value: "90%", label: "dos projetos de IA nunca chegam à produção, pela nossa estimativa" },
      { value: "24 h", label: "no máximo até a nossa resposta" },
      { value: "30 min", label: "de conversa inicial para conhecer sua ideia" },
    ],
    source: {
      note: "Os 90% são uma estimativa nossa, dos projetos que já vimos.",
      link: "O estudo da RAND de 2024 fala em mais de 80% de projetos de IA fracassados.",
      href: "https://www.rand.org/t/RRA2680-1",
    },
  },
  services: {
    eyebrow: "O que fazemos",
    title: "Duas formas de colocar a IA para trabalhar",
    lead: "Traga um problema de negócio e construímos a solução com você. Ou traga seu time e ensinamos o time a construí-la.",
    cards: [
      {
        key: "consulting",
        icon: "compass",
        title: "Consultoria de IA enxuta",
        body: "Para startups que precisam de resultado, e não de um projeto de pesquisa.",
        features: [
          "Mapeamento de oportunidades: onde a IA pode melhorar seus números",
          "Protótipo e validação em semanas, não em trimestres",
          "Implantação em produção com MLOps e monitoramento",
          "Treinamento do time e uma transição bem-feita: o que construímos passa a ser seu",
        ],
        cta: "Conheça a consultoria",
        href: "/consulting",
      },
      {
        key: "education",
        icon: "graduation",
        title: `Workshop ${identity.workshopName}`,
        body: "Para times de engenharia que querem lançar funcionalidades de IA com segurança.",
        features: [
          "Workshop de 4 horas, em dois encontros de 2 horas",
          "Mentoria de 6 semanas: 2 horas por semana, mais atividades assíncronas",
          "Exercícios práticos com as ferramentas e o produto do seu time",
          "Curso online para estudar no próprio ritmo (em breve)",
        ],
        cta: "Conheça o workshop",
        href: "/education",
      },
    ],
  },
  cases: {
    eyebrow: "Casos de sucesso",
    title: "Resultados que nossos clientes conseguem medir",
    otherTitle: "Outros projetos",
    unmeasuredTitle: "O que construímos para nossos clientes",
  },
  proof: {
    eyebrow: "Clientes",
    title: "Com quem já trabalhamos",
    clientsLabel: "Clientes que autorizaram a menção",
  },
  cta: {
    title: "Tem uma ideia de IA ou um projeto que empacou?",
    body: "Conte em que pé está seu projeto. Respondemos em até 24 horas e começamos com uma conversa inicial de 30 minutos.",
    action: "Fale com a gente",
  },
} as const;
