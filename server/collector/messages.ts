import type { Language } from "../../shared/languages.js";
import { FORM_MESSAGES } from "../../shared/form-catalog.js";
import type { FormErrorCode } from "./protocol.js";

/**
 * What only the collector says, in each language of the site: the summaries of its replies and
 * its no-JavaScript page. The fields' names, labels, options and errors, and the problems the
 * site words alike, come from the shared catalog (shared/form-catalog.ts).
 */
export interface Messages {
  /** The `error` summary of a 422 with field errors. */
  checkFields: (names: string[]) => string;
  form: Record<Exclude<FormErrorCode, "RATE_LIMITED">, string> & { RATE_LIMITED: (seconds: number) => string };
  page: {
    checkTitle: string;
    notSentTitle: string;
    intro: string;
    required: string;
    send: string;
    backToConsulting: string;
    backToEducation: string;
    backToSite: string;
  };
}

const list = (language: Language, items: string[]) =>
  new Intl.ListFormat(language === "pt" ? "pt-BR" : "en", { style: "long", type: "conjunction" }).format(items);

const en: Messages = {
  checkFields: (names) => `Please check the form: ${list("en", names)} need${names.length === 1 ? "s" : ""} attention.`,
  form: {
    ...FORM_MESSAGES.en.formErrors,
    FORM_NOT_FOUND: "This form does not exist. Please write to us by e-mail.",
    RATE_LIMITED: (seconds) =>
      `Too many messages in a short time. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`,
    PAYLOAD_TOO_LARGE: "The form is too large to send (the limit is 64 KB). Please shorten it and try again.",
    UNSUPPORTED_MEDIA_TYPE: "The form was sent in a format this server does not accept.",
    MALFORMED_BODY: "The form could not be read: the request body is malformed.",
    SERVER_ERROR: "We could not save your message because of a problem on our side. Please try again in a moment.",
  },
  page: {
    checkTitle: "Please check the form",
    notSentTitle: "Your message was not sent",
    intro: "Your message was not sent yet. Everything you typed is below: correct it and send it again.",
    required: "required",
    send: "Send again",
    backToConsulting: "Back to the consulting page",
    backToEducation: "Back to the education page",
    backToSite: "Back to the site",
  },
};

const pt: Messages = {
  checkFields: (names) => `Confira o formulário: ${list("pt", names)}.`,
  form: {
    ...FORM_MESSAGES.pt.formErrors,
    FORM_NOT_FOUND: "Este formulário não existe. Escreva para nós por e-mail.",
    RATE_LIMITED: (seconds) =>
      `Muitas mensagens em pouco tempo. Aguarde ${seconds} segundo${seconds === 1 ? "" : "s"} e tente de novo.`,
    PAYLOAD_TOO_LARGE: "O formulário é grande demais para enviar (o limite é 64 KB). Encurte o texto e tente de novo.",
    UNSUPPORTED_MEDIA_TYPE: "O formulário foi enviado num formato que este servidor não aceita.",
    MALFORMED_BODY: "Não foi possível ler o formulário: o corpo da requisição está malformado.",
    SERVER_ERROR: "Não conseguimos salvar a sua mensagem por um problema do nosso lado. Tente de novo daqui a pouco.",
  },
  page: {
    checkTitle: "Confira o formulário",
    notSentTitle: "Sua mensagem não foi enviada",
    intro: "Sua mensagem ainda não foi enviada. Tudo o que você digitou está abaixo: corrija e envie de novo.",
    required: "obrigatório",
    send: "Enviar de novo",
    backToConsulting: "Voltar para a página de consultoria",
    backToEducation: "Voltar para a página de educação",
    backToSite: "Voltar para o site",
  },
};

export const MESSAGES: Record<Language, Messages> = { en, pt };
