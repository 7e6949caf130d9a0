import type { Translation } from "../../shared/translation.js";

const en = {
  /** The line the owner's notification of a lead carries. */
  notificationLine: "Replied from another mail program? Mark it replied:",
  page: {
    title: "Mark as replied",
    ask: (name: string) => `Did you reply to ${name}? This marks the lead replied and stops the reminders.`,
    button: "Mark replied",
    doneTitle: "Marked replied",
    done: (name: string) => `${name}'s lead is marked replied.`,
    already: (name: string) => `${name}'s lead was already past "new": nothing changed.`,
    open: "Open the lead",
    invalidTitle: "This link does not work",
    invalid: "This link is not one of ours, or the lead was deleted. Open the inbox to mark it there.",
    expired: "This link has expired. Open the inbox to mark the lead there.",
    inbox: "Open the inbox",
  },
};

export type RepliesCopy = Translation<typeof en>;

const pt: RepliesCopy = {
  notificationLine: "Respondeu por outro programa de e-mail? Marque como respondido:",
  page: {
    title: "Marcar como respondido",
    ask: (name) => `Você respondeu a ${name}? Isto marca o contato como respondido e para os lembretes.`,
    button: "Marcar como respondido",
    doneTitle: "Marcado como respondido",
    done: (name) => `O contato de ${name} está marcado como respondido.`,
    already: (name) => `O contato de ${name} já tinha passado de “novo”: nada mudou.`,
    open: "Abrir o contato",
    invalidTitle: "Este link não funciona",
    invalid: "Este link não é nosso, ou o contato foi apagado. Abra a caixa de contatos para marcar por lá.",
    expired: "Este link expirou. Abra a caixa de contatos para marcar o contato por lá.",
    inbox: "Abrir a caixa de contatos",
  },
};

/** The owner's words about replies, by the language their browser prefers. */
export const REPLIES_COPY = { en, pt };
