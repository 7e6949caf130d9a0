import type { TeamMailCopy } from "./en.js";

/** Os e-mails da equipe em português do Brasil. */
export const teamMailPt = {
  invitation: {
    subject: (site: string) => `Seu convite para o console de ${site}`,
    greeting: (name: string) => `Olá, ${name},`,
    body: (role: string) =>
      `Você recebeu um convite para o console do site como ${role}. Abra o link abaixo no aparelho em que vai entrar: ele pede uma chave de acesso ao aparelho (sua digital, seu rosto ou o bloqueio de tela), sem senha para lembrar.`,
    validUntil: (when: string) => `O link funciona uma única vez, até ${when}.`,
    ignore: "Se você não esperava este convite, ignore este e-mail: nada acontece sem o link.",
    roles: { owner: "proprietário", consultant: "consultor", viewer: "leitor" },
  },
  passkeyRefused: {
    subject: "Uma chave de acesso foi recusada: ela pode ter sido copiada",
    body: (email: string, device: string, when: string) =>
      `Em ${when}, uma entrada como ${email} com a chave de acesso “${device}” foi recusada: o contador de assinaturas dela voltou atrás, o que acontece quando um autenticador é copiado.`,
    action:
      "Se não foi você, um proprietário pode encerrar todas as sessões dessa pessoa na página da equipe do console, removê-la e convidá-la de novo.",
  },
} satisfies TeamMailCopy;
