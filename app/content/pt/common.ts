import { identity } from "@shared/identity";
import type { CommonCopy } from "../en/common";

export const common: CommonCopy = {
  nav: {
    label: "Principal",
    home: "Início",
    consulting: "Consultoria",
    education: "Treinamentos",
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
    tagline: "Consultoria de IA para startups, sem desperdício, e treinamento prático em IA para times de engenharia.",
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
