/**
 * What a visitor reads about the contact forms, in each language of the site: the one catalog
 * the site (through its forms copy, `app/content/{en,pt}/forms.ts`) and the collector (its JSON replies
 * and its no-JavaScript page) both read. Strings only, with `{name}` placeholders
 * (shared/fill.ts), so that the server can use them as they are.
 */
import type { Language } from "./languages.js";
import type { FormMessages } from "./form-messages.js";

const en: FormMessages = {
  names: {
    name: "Name",
    email: "Email",
    company: "Company",
    context: "Context",
    teamSize: "Team size",
    currentChallenges: "Current Challenges",
    workshopInterest: "Workshop interest",
  },
  separator: " ",
  labels: {
    name: "Name",
    email: "Work e-mail",
    company: "Company",
    context: "Context and challenges",
    teamSize: "Team size",
    currentChallenges: "Current challenges",
    workshopInterest: "Which format interests you?",
  },
  errors: {
    REQUIRED_FIELD_EMPTY: "is required",
    REQUIRED_FIELD_MISSING: "is required",
    TYPE_EMAIL: "should be a valid e-mail address, like name@company.com",
    TYPE_NUMERIC: "should be a number",
    TYPE_TEXT: "is too long or not plain text",
    UNSPECIFIED: "is not valid",
  },
  notText: "should be plain text",
  tooLong: "is too long (at most {max} characters)",
  oneOf: "should be one of {values}",
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
  formErrors: {
    BLOCKED: "Our spam filter stopped this message. Please write to us by e-mail instead.",
    EMPTY: "The form arrived empty. Please fill it in and send it again.",
    INACTIVE: "This form is not accepting messages right now. Please write to us by e-mail.",
    NO_FILE_UPLOADS: "This form does not accept files.",
  },
};

const pt: FormMessages = {
  names: {
    name: "Nome",
    email: "E-mail",
    company: "Empresa",
    context: "Contexto",
    teamSize: "Tamanho do time",
    currentChallenges: "Desafios atuais",
    workshopInterest: "Formato de interesse",
  },
  separator: ": ",
  labels: {
    name: "Nome",
    email: "E-mail profissional",
    company: "Empresa",
    context: "Contexto e desafios",
    teamSize: "Tamanho do time",
    currentChallenges: "Desafios atuais",
    workshopInterest: "Qual formato interessa a você?",
  },
  errors: {
    REQUIRED_FIELD_EMPTY: "campo obrigatório",
    REQUIRED_FIELD_MISSING: "campo obrigatório",
    TYPE_EMAIL: "informe um endereço válido, como nome@empresa.com.br",
    TYPE_NUMERIC: "informe um número",
    TYPE_TEXT: "texto longo demais ou em formato inválido",
    UNSPECIFIED: "valor inválido",
  },
  notText: "informe apenas texto",
  tooLong: "texto longo demais (no máximo {max} caracteres)",
  oneOf: "escolha entre {values}",
  teamSizes: {
    "": "Selecione o tamanho",
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
  formErrors: {
    BLOCKED: "Nosso filtro de spam barrou esta mensagem. Por favor, escreva para nós por e-mail.",
    EMPTY: "O formulário chegou vazio. Preencha os campos e envie de novo.",
    INACTIVE: "Este formulário não está recebendo mensagens no momento. Escreva para nós por e-mail.",
    NO_FILE_UPLOADS: "Este formulário não aceita arquivos.",
  },
};

export const FORM_MESSAGES: Record<Language, FormMessages> = { en, pt };
