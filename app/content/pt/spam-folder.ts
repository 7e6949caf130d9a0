import type { SpamFolderCopy } from "~/content/en/spam-folder";

export const spamFolder: SpamFolderCopy = {
  title: "Pasta de spam",
  week: (total: number) =>
    total === 1 ? "1 envio barrado esta semana" : `${total.toLocaleString("pt-BR")} envios barrados esta semana`,
  weekNone: "Nada barrado esta semana.",
  search: "Procurar na pasta de spam",
  searchPlaceholder: "Nome, e-mail, empresa ou mensagem",
  apply: "Procurar",
  empty: "A pasta de spam está vazia.",
  reasonsLabel: "Barrado por",
  notSpam: "Não é spam",
  restoring: "Movendo...",
  restored: (name: string) =>
    `${name} voltou para a caixa de entrada; você e o visitante são avisados como em qualquer contato.`,
  failed: "Não deu certo. Verifique a conexão e tente de novo.",
  deletedAfter: "O spam é apagado depois de 30 dias.",
  reasons: {
    honeypot: "preencheu o campo oculto",
    "proof-of-work-invalid": "prova de trabalho falsificada",
    "proof-of-work-replayed": "prova de trabalho reutilizada",
    "proof-of-work-expired": "prova de trabalho vencida",
    "too-fast": "enviado rápido demais para uma pessoa",
    "link-in-name": "link no nome",
    "link-in-company": "link na empresa",
    "link-density": "quase só links",
    keyword: "frases de spam",
    "owner-rule": "uma das suas regras",
    "blocked-address": "endereço bloqueado",
    "blocked-domain": "domínio bloqueado",
    "disposable-email": "e-mail descartável",
    "foreign-script": "alfabeto estrangeiro",
    "repeated-message": "mesma mensagem enviada de novo",
    "marked-by-owner": "marcado por você",
  },
};
