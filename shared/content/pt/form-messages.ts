import type { FormMessagesCopy } from "../en/form-messages.js";

export const formMessages: FormMessagesCopy = {
  names: {
    name: "Nome",
    email: "E-mail",
    company: "Empresa",
    context: "Contexto",
    teamSize: "Tamanho do time",
    currentChallenges: "Desafios atuais",
    workshopInterest: "Formato de interesse",
  },
  // Each message is a whole sentence that says what to do ("Informe seu nome."), shown under
  // its field, so the line does not repeat the field's name.
  line: "{messages}",
  joiner: " ",
  labels: {
    name: "Nome",
    email: "E-mail profissional",
    company: "Empresa",
    context: "Contexto e desafios",
    teamSize: "Tamanho do time",
    currentChallenges: "Desafios atuais",
    workshopInterest: "Qual formato interessa a você?",
  },
  required: {
    name: "Informe seu nome.",
    email: "Informe seu e-mail.",
    company: "Informe o nome da sua empresa.",
    context: "Conte um pouco sobre seu contexto e seus desafios.",
    teamSize: "Escolha o tamanho do time.",
    currentChallenges: "Conte quais são os desafios atuais do seu time.",
    workshopInterest: "Escolha um formato.",
  },
  errors: {
    REQUIRED_FIELD_EMPTY: "Preencha este campo.",
    REQUIRED_FIELD_MISSING: "Preencha este campo.",
    TYPE_EMAIL: "Informe um e-mail válido, como nome@empresa.com.br.",
    TYPE_NUMERIC: "Informe um número.",
    TYPE_TEXT: "Use apenas texto, dentro do limite de caracteres.",
    UNSPECIFIED: "Confira este campo.",
  },
  plainAddress: "Informe um e-mail sem aspas e sem endereço IP, como nome@empresa.com.br.",
  oneAddress: "Informe só um e-mail, sem nome, sinais, vírgulas ou dois-pontos, como nome@empresa.com.br.",
  notText: "Use apenas texto.",
  tooLong: "Encurte o texto para no máximo {max} caracteres.",
  oneOf: "Escolha uma das opções: {values}.",
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
    BLOCKED: "Nosso filtro de spam barrou esta mensagem. Escreva para nós por e-mail.",
    EMPTY: "O formulário chegou vazio. Preencha os campos e envie de novo.",
    INACTIVE: "Este formulário não está recebendo mensagens no momento. Escreva para nós por e-mail.",
    NO_FILE_UPLOADS: "Este formulário não aceita arquivos.",
  },
};
