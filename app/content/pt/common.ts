import { identity } from "@shared/identity";
import type { CommonCopy } from "../en/common";

export const common: CommonCopy = {
  nav: {
    label: "Principal",
    home: "Início",
    consulting: "Consultoria",
    education: "Treinamento",
    insights: "Artigos",
    getStarted: "Comece agora",
    openMenu: "Abrir menu",
    closeMenu: "Fechar menu",
    homeLink: `${identity.companyName}, página inicial`,
  },
  languageSwitcher: {
    label: "Idioma",
    loading: "Carregando idiomas",
    tooltip: "Mudar idioma",
    current: (code: string, name: string) => `Idioma: ${code} (${name})`,
  },
  footer: {
    tagline: "Consultoria de IA enxuta para startups e treinamento prático em IA para times de engenharia.",
    navigationTitle: "Navegação",
    getInTouch: "Fale com a gente",
    servicesTitle: "Serviços",
    services: ["Estratégia e implementação de IA", `Workshop ${identity.workshopName}`, "Curso online (em breve)"],
    connectTitle: "Contato",
    linkedIn: "LinkedIn",
    linkedInLabel: `${identity.companyName} no LinkedIn (abre em nova aba)`,
    email: "E-mail",
    languageTitle: "Idioma",
    privacy: "Privacidade",
    rights: "Todos os direitos reservados.",
  },
  founder: {
    eyebrow: "Quem está por trás",
    title: "Você fala com quem faz o trabalho",
    introNamed: (name: string) =>
      `${name} fundou a ${identity.companyName} e constrói sistemas de IA para clientes. Na conversa inicial, ` +
      "você fala com quem mapeia, constrói e entrega o trabalho, e também com quem conduz o workshop " +
      `${identity.workshopName}.`,
    introFounder:
      `À frente da ${identity.companyName} está quem a fundou: alguém que constrói sistemas de IA para clientes e ` +
      `conduz o workshop ${identity.workshopName}. Na conversa inicial, você fala com quem faz o trabalho, do ` +
      "primeiro mapeamento à transição.",
    promisesTitle: "Como é trabalhar com a gente",
    promises: [
      "Uma só pessoa da conversa inicial à transição, sem intermediários",
      "Primeiro, uma conversa de 30 minutos, com o horário escolhido logo depois do formulário",
      "Código, modelos e documentação que continuam seus quando a gente sai",
    ],
    photoAlt: (name: string) => `Foto de ${name}`,
    profileLink: "Perfil",
    profileLabel: (name: string) => `Perfil de ${name} (abre em nova aba)`,
    profile: "Ver o perfil completo",
  },
  notFound: {
    code: "404",
    body: "Talvez o endereço tenha sido digitado errado, ou a página mudou de lugar.",
    home: "Voltar ao Início",
  },
  pageNotFound: {
    title: "Página não encontrada",
    body: "A página que você procura não existe.",
    home: "Ir para o início",
  },
} as const;
