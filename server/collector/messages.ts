import type { Language } from "../../app/i18n/languages.js";
import type { TeamSize, WorkshopInterest } from "../db/leads.js";
import type { FormErrorCode } from "./protocol.js";

/** The fields of both site forms (SPEC.md section 3). */
export type FieldName =
  "name" | "email" | "company" | "context" | "teamSize" | "currentChallenges" | "workshopInterest";

/**
 * What the collector says, in each language of the site. The wording follows the site's own
 * (app/content/{en,pt}/forms.ts), which cannot be imported here: it is built by Vite.
 * Field messages follow a field name and `separator` ("Email is required",
 * "E-mail: campo obrigatório"), as the site shows them.
 */
export interface Messages {
  separator: string;
  /** Field names as error messages start with them. */
  fieldNames: Record<FieldName, string>;
  /** Labels of the controls on the error page's form. */
  labels: Record<FieldName, string>;
  field: {
    required: string;
    email: string;
    text: string;
    numeric: string;
    tooLong: (max: number) => string;
    oneOf: (values: readonly string[]) => string;
  };
  /** The `error` summary of a 422 with field errors. */
  checkFields: (names: string[]) => string;
  form: Record<Exclude<FormErrorCode, "RATE_LIMITED">, string> & { RATE_LIMITED: (seconds: number) => string };
  teamSizes: Record<TeamSize | "", string>;
  workshopInterests: Record<WorkshopInterest, string>;
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
  separator: " ",
  fieldNames: {
    name: "Name",
    email: "Email",
    company: "Company",
    context: "Context",
    teamSize: "Team size",
    currentChallenges: "Current Challenges",
    workshopInterest: "Workshop interest",
  },
  labels: {
    name: "Name",
    email: "Work e-mail",
    company: "Company",
    context: "Context and challenges",
    teamSize: "Team size",
    currentChallenges: "Current challenges",
    workshopInterest: "Which format interests you?",
  },
  field: {
    required: "is required",
    email: "should be a valid e-mail address, like name@company.com",
    text: "should be plain text",
    numeric: "should be a number",
    tooLong: (max) => `is too long (at most ${max.toLocaleString("en-US")} characters)`,
    oneOf: (values) => `should be one of ${list("en", [...values])}`,
  },
  checkFields: (names) => `Please check the form: ${list("en", names)} need${names.length === 1 ? "s" : ""} attention.`,
  form: {
    FORM_NOT_FOUND: "This form does not exist. Please write to us by e-mail.",
    INACTIVE: "This form is not accepting messages right now. Please write to us by e-mail.",
    EMPTY: "The form arrived empty. Please fill it in and send it again.",
    NO_FILE_UPLOADS: "This form does not accept files.",
    BLOCKED: "Our spam filter stopped this message. Please write to us by e-mail instead.",
    RATE_LIMITED: (seconds) =>
      `Too many messages in a short time. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`,
    PAYLOAD_TOO_LARGE: "The form is too large to send (the limit is 64 KB). Please shorten it and try again.",
    UNSUPPORTED_MEDIA_TYPE: "The form was sent in a format this server does not accept.",
    MALFORMED_BODY: "The form could not be read: the request body is malformed.",
    SERVER_ERROR: "We could not save your message because of a problem on our side. Please try again in a moment.",
  },
  teamSizes: {
    "": "Select team size",
    "1-5": "1-5 developers",
    "6-15": "6-15 developers",
    "16-30": "16-30 developers",
    "31+": "31+ developers",
  },
  workshopInterests: {
    "4-hour": "4-Hour Workshop",
    "6-week": "6-Week Mentorship",
    online: "Online Course (when available)",
    "not-sure": "Not sure yet",
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
  separator: ": ",
  fieldNames: {
    name: "Nome",
    email: "E-mail",
    company: "Empresa",
    context: "Contexto",
    teamSize: "Tamanho do time",
    currentChallenges: "Desafios atuais",
    workshopInterest: "Formato de interesse",
  },
  labels: {
    name: "Nome",
    email: "E-mail profissional",
    company: "Empresa",
    context: "Contexto e desafios",
    teamSize: "Tamanho do time",
    currentChallenges: "Desafios atuais",
    workshopInterest: "Qual formato interessa a você?",
  },
  field: {
    required: "campo obrigatório",
    email: "informe um endereço válido, como nome@empresa.com.br",
    text: "informe apenas texto",
    numeric: "informe um número",
    tooLong: (max) => `texto longo demais (no máximo ${max.toLocaleString("pt-BR")} caracteres)`,
    oneOf: (values) => `escolha uma das opções: ${list("pt", [...values])}`,
  },
  checkFields: (names) => `Confira o formulário: ${list("pt", names)}.`,
  form: {
    FORM_NOT_FOUND: "Este formulário não existe. Escreva para nós por e-mail.",
    INACTIVE: "Este formulário não está recebendo mensagens no momento. Escreva para nós por e-mail.",
    EMPTY: "O formulário chegou vazio. Preencha os campos e envie de novo.",
    NO_FILE_UPLOADS: "Este formulário não aceita arquivos.",
    BLOCKED: "Nosso filtro de spam barrou esta mensagem. Por favor, escreva para nós por e-mail.",
    RATE_LIMITED: (seconds) =>
      `Muitas mensagens em pouco tempo. Aguarde ${seconds} segundo${seconds === 1 ? "" : "s"} e tente de novo.`,
    PAYLOAD_TOO_LARGE: "O formulário é grande demais para enviar (o limite é 64 KB). Encurte o texto e tente de novo.",
    UNSUPPORTED_MEDIA_TYPE: "O formulário foi enviado num formato que este servidor não aceita.",
    MALFORMED_BODY: "Não foi possível ler o formulário: o corpo da requisição está malformado.",
    SERVER_ERROR: "Não conseguimos salvar a sua mensagem por um problema do nosso lado. Tente de novo daqui a pouco.",
  },
  teamSizes: {
    "": "Selecione o tamanho do time",
    "1-5": "1 a 5 desenvolvedores",
    "6-15": "6 a 15 desenvolvedores",
    "16-30": "16 a 30 desenvolvedores",
    "31+": "31 ou mais desenvolvedores",
  },
  workshopInterests: {
    "4-hour": "Workshop de 4 horas",
    "6-week": "Mentoria de 6 semanas",
    online: "Curso online (quando disponível)",
    "not-sure": "Ainda não sei",
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

/** A field error as the site shows it: "Email is required", "E-mail: campo obrigatório". */
export function fieldSentence(language: Language, field: FieldName, message: string): string {
  const messages = MESSAGES[language];
  return `${messages.fieldNames[field]}${messages.separator}${message}`;
}
