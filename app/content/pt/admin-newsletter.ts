import type { AdminNewsletterCopy } from "../en/admin-newsletter";

export const adminNewsletter: AdminNewsletterCopy = {
  title: "Cartas",
  intro:
    "Escreva uma carta em Markdown para uma lista e um idioma, veja como seus leitores vão recebê-la, envie um teste " +
    "para você e depois envie aos inscritos confirmados. Toda carta traz um jeito de sair com um clique.",
  audiencesTitle: "Inscritos confirmados",
  audience: (count) => (count === 1 ? "1 inscrito" : `${count.toLocaleString("pt-BR")} inscritos`),
  lists: { insights: "Carta de artigos", "course-launch": "Lançamento do curso" },
  languages: { en: "Inglês", pt: "Português" },
  fields: {
    list: "Lista",
    language: "Idioma",
    subject: "Assunto",
    markdown: "Carta (Markdown)",
  },
  markdownHint: "Títulos com #, **negrito**, [links](https://…). HTML aparece como texto, sem ser executado.",
  preview: "Pré-visualizar",
  previewHtml: "Em HTML",
  previewText: "Em texto",
  save: "Salvar rascunho",
  saved: "Rascunho salvo.",
  sendTest: "Enviar um teste para mim",
  testSent: "Teste na fila para o seu endereço.",
  send: (count) => (count === 1 ? "Enviar para 1 inscrito" : `Enviar para ${count.toLocaleString("pt-BR")} inscritos`),
  confirmTitle: "Enviar esta carta?",
  confirmBody:
    "Ela vai para todos os inscritos confirmados desta lista e deste idioma, dentro do limite por hora. Não dá para interromper.",
  keep: "Continuar editando",
  confirmSend: "Enviar agora",
  newLetter: "Escrever uma nova carta",
  lettersTitle: "Cartas enviadas e rascunhos",
  empty: "Nenhuma carta ainda.",
  loading: "Carregando...",
  loadFailed: "Não foi possível carregar as cartas. Verifique a conexão e tente de novo.",
  retry: "Tentar de novo",
  failed: (message) => `Não deu certo: ${message}`,
  states: { draft: "Rascunho", sending: "Enviando", sent: "Enviada" },
  edit: "Editar",
  progress: (sent, audience) => `${sent.toLocaleString("pt-BR")} de ${audience.toLocaleString("pt-BR")} receberam`,
  left: (count) => (count === 1 ? "1 saiu desde então" : `${count.toLocaleString("pt-BR")} saíram desde então`),
};
