import type { ConsultingCopy } from "../en/consulting";

export const consulting: ConsultingCopy = {
  hero: {
    eyebrow: "Consultoria",
    title: "Consultoria de IA enxuta para startups",
    lead:
      "Encontramos a oportunidade de IA que vale a pena construir, validamos com seus próprios dados, " +
      "colocamos em produção e passamos tudo para as mãos do seu time. Em semanas, não em trimestres, e sem " +
      "nada que seu time não consiga manter sozinho.",
    primary: "Agende uma conversa inicial",
    learnMore: "Saiba mais",
  },
  about: {
    eyebrow: "Por que um método enxuto",
    title: "A maioria dos projetos de IA fracassa. O seu não precisa ser um deles.",
    stat: { value: "90%", label: "dos projetos de IA nunca chegam à produção" },
    statSource: {
      note: "Estimativa nossa;",
      link: "RAND (2024): mais de 80%.",
      href: "https://www.rand.org/t/RRA2680-1",
    },
    paragraphs: [
      "Quase nunca por culpa do modelo. Eles fracassam porque não foram atrelados a uma métrica de negócio, " +
        "porque faltavam dados, porque o protótipo nunca chegou a usuários reais ou porque ninguém cuidou do " +
        "sistema depois do lançamento.",
      "A consultoria enxuta inverte essa lógica: começamos pequeno, medimos cedo e só ampliamos o que já provou " +
        "seu valor. Assim, seu investimento vai para o que funciona.",
    ],
    principlesTitle: "Como evitamos isso",
    principles: [
      "Todo projeto parte de uma métrica de negócio, não de um modelo",
      "Testamos a ideia com seus dados antes de construir qualquer coisa grande",
      "Entregamos em etapas pequenas, prontas para produção e para usuários reais",
      "Seu time aprende a operar e evoluir o sistema por conta própria",
    ],
  },
  process: {
    eyebrow: "Como trabalhamos",
    outcomes: "Quatro etapas",
    title: "Encontrar, validar, entregar, assumir",
    lead: "Quatro etapas, cada uma com um resultado claro. Você sabe pelo que paga e quando parar.",
    steps: [
      {
        key: "find",
        icon: "search",
        name: "Encontrar",
        stage: "Descoberta",
        description:
          "Mapeamos onde a IA pode melhorar seus números, avaliamos os dados que você já tem e priorizamos as " +
          "oportunidades por impacto e esforço.",
        outcome: "Um mapa de oportunidades priorizado e um primeiro caso de uso bem definido.",
      },
      {
        key: "prove",
        icon: "flask",
        name: "Validar",
        stage: "Prova de conceito",
        description:
          "Construímos um protótipo rápido com seus dados reais e medimos o resultado pela métrica que importa, " +
          "antes de você se comprometer com o projeto completo.",
        outcome: "Um protótipo funcionando e uma decisão de seguir ou parar, baseada em evidências.",
      },
      {
        key: "ship",
        icon: "rocket",
        name: "Entregar",
        stage: "Produção",
        description:
          "Levamos o que funcionou para produção com MLOps: pipelines automatizados, monitoramento e controle de " +
          "custos desde o primeiro dia.",
        outcome: "Um sistema rodando em produção, monitorado e com resultados mensuráveis.",
      },
      {
        key: "own",
        icon: "key",
        name: "Assumir",
        stage: "Transição",
        description:
          "Documentamos tudo e treinamos seu time para operar, retreinar e evoluir o sistema sem depender da gente.",
        outcome: "Um time dono da própria IA, que não precisa de consultoria para seguir em frente.",
      },
    ],
  },
  services: {
    eyebrow: "O que construímos",
    title: "Quatro frentes de IA, um só método enxuto",
    lead:
      "Escolhemos a técnica mais simples que resolve o problema. Às vezes é um modelo de linguagem; " +
      "muitas vezes, não.",
    items: [
      {
        key: "predictive",
        icon: "chart",
        title: "Análise preditiva e aprendizado de máquina",
        description:
          "Preveja demanda, identifique os clientes com mais chance de comprar ou de cancelar e detecte anomalias " +
          "com os dados que seu produto já coleta.",
      },
      {
        key: "deep-learning",
        icon: "brain",
        title: "Deep learning para visão e linguagem",
        description:
          "Visão computacional e processamento de linguagem natural para imagens, documentos e textos, quando " +
          "modelos mais simples não dão conta.",
      },
      {
        key: "agents",
        icon: "bot",
        title: "Agentes de IA com LLMs",
        description:
          "Assistentes e agentes que usam suas ferramentas e seus dados, com salvaguardas, avaliação e " +
          "limites de custo desde o início.",
      },
      {
        key: "automation",
        icon: "workflow",
        title: "Automação inteligente",
        description:
          "Automatize o trabalho repetitivo do seu time, como triagem, digitação de dados e processamento de " +
          "documentos, com revisão humana onde ela faz diferença.",
      },
    ],
  },
  differentiators: {
    eyebrow: "Por que trabalhar com a gente",
    title: "Feito para deixar seu time mais forte, e não dependente",
    items: [
      {
        key: "lean",
        icon: "feather",
        title: "Método enxuto",
        description:
          "Escopos pequenos, ciclos curtos e um momento de decisão ao fim de cada etapa. Você nunca paga seis " +
          "meses de plano antes de ver resultado.",
      },
      {
        key: "open-source",
        icon: "code",
        title: "Código aberto",
        description:
          "Usamos código aberto consolidado sempre que serve. O código, os modelos e a liberdade de trocar de " +
          "fornecedor ficam com você.",
      },
      {
        key: "independence",
        icon: "scale",
        title: "Independência",
        description:
          "Não revendemos plataforma nem nuvem, então nossa recomendação é neutra: indicamos o que serve ao seu " +
          "problema e ao seu orçamento.",
      },
    ],
  },
  contact: {
    eyebrow: "Fale com a gente",
    title: "Conte o que você quer construir",
    lead:
      "Fale sobre seu contexto e o desafio que você tem pela frente e escolha o horário de uma conversa inicial de " +
      "30 minutos.",
    nextTitle: "Próximos passos",
    next: [
      "Você conta sobre seu produto, seus dados e seus objetivos.",
      "Respondemos em até 24 horas.",
      "Conversamos por 30 minutos e combinamos o próximo passo.",
    ],
    bookedLead: "Sua conversa está agendada e sua mensagem chegou até nós. O convite está a caminho do seu e-mail.",
    bookedNext: [
      "Lemos sua mensagem antes da conversa.",
      "No horário que você escolheu, é só entrar pelo link do convite.",
      "Em 30 minutos, combinamos juntos o próximo passo.",
    ],
    emailPrompt: "Prefere e-mail? Escreva para",
  },
} as const;
