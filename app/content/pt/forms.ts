import { identity } from "~/config/identity";
import type { FormsCopy } from "../en/forms";

export const forms: FormsCopy = {
  requiredHint: "Os campos marcados com * são obrigatórios.",
  required: "obrigatório",
  errorPrefix: {
    name: "Nome",
    email: "E-mail",
    company: "Empresa",
    context: "Contexto",
    teamSize: "Tamanho do time",
    currentChallenges: "Desafios atuais",
    workshopInterest: "Formato de interesse",
  },
  errorSeparator: ": ",
  fieldErrors: {
    REQUIRED_FIELD_EMPTY: "campo obrigatório",
    REQUIRED_FIELD_MISSING: "campo obrigatório",
    TYPE_EMAIL: "informe um endereço válido, como nome@empresa.com.br",
    TYPE_NUMERIC: "informe um número",
    TYPE_TEXT: "texto longo demais ou em formato inválido",
    UNSPECIFIED: "valor inválido",
  },
  tooLong: "texto longo demais (no máximo {max} caracteres)",
  formErrors: {
    title: "Sua mensagem não foi enviada",
    BLOCKED: "Nosso filtro de spam barrou esta mensagem. Por favor, escreva para nós por e-mail.",
    EMPTY: "O formulário chegou vazio. Preencha os campos e envie de novo.",
    FILES_TOO_BIG: "Os arquivos anexados são grandes demais.",
    FORM_NOT_FOUND: "Este formulário está com um problema de configuração do nosso lado. Escreva para nós por e-mail.",
    INACTIVE: "Este formulário não está recebendo mensagens no momento. Escreva para nós por e-mail.",
    NO_FILE_UPLOADS: "Este formulário não aceita arquivos.",
    PROJECT_NOT_FOUND:
      "Este formulário está com um problema de configuração do nosso lado. Escreva para nós por e-mail.",
    TOO_MANY_FILES: "Foram anexados arquivos demais.",
    UNSPECIFIED: "Algo deu errado",
    UNEXPECTED_RESPONSE: "Formato de resposta inesperado",
    NETWORK: "Não conseguimos falar com o nosso servidor. Verifique a sua conexão e tente de novo.",
    RATE_LIMITED: "Muitas mensagens em pouco tempo. Aguarde um minuto e tente de novo.",
    fieldsNeedAttention: "Corrija os campos destacados.",
  },
  emailFallback: "Você também pode escrever para",
  retrying: "Problema de conexão, tentando de novo ({attempt} de {total})…",
  privacy: "Usamos os seus dados apenas para responder a você.",
  privacyLink: "Aviso de privacidade",
  contact: {
    name: { label: "Nome", placeholder: "Seu nome" },
    email: { label: "E-mail profissional", placeholder: "voce@empresa.com.br" },
    company: { label: "Empresa", placeholder: "Nome da empresa" },
  },
  consulting: {
    legend: "Conte sobre o seu projeto",
    context: {
      label: "Contexto e desafios",
      placeholder: "O que você está construindo, o que está travando e como seria o sucesso?",
    },
    submit: "Enviar mensagem",
    submitting: "Enviando...",
    successTitle: "Mensagem enviada!",
    successBody: `Obrigado. Respondemos em até 24 horas, a partir de ${identity.contactEmail}.`,
  },
  discovery: {
    legend: "Agende uma conversa inicial",
    teamSize: {
      label: "Tamanho do time",
      options: {
        "": "Selecione o tamanho",
        "1-5": "1 a 5 desenvolvedores",
        "6-15": "6 a 15 desenvolvedores",
        "16-30": "16 a 30 desenvolvedores",
        "31+": "31 ou mais desenvolvedores",
      },
    },
    currentChallenges: {
      label: "Desafios atuais",
      placeholder: "Em que ponto o seu time está com IA hoje, e o que vocês gostariam de conseguir fazer?",
    },
    workshopInterest: {
      label: "Qual formato interessa a você?",
      options: {
        "4-hour": "Workshop de 4 horas",
        "6-week": "Mentoria de 6 semanas",
        online: "Curso online (quando disponível)",
        "not-sure": "Ainda não sei",
      },
    },
    submit: "Agendar conversa",
    submitting: "Agendando conversa...",
    successTitle: "Conversa agendada!",
    successBody: `Obrigado. Respondemos em até 24 horas, a partir de ${identity.contactEmail}, para combinar o horário da conversa de 30 minutos.`,
  },
  thanks: {
    metaTitle: "Obrigado",
    title: "Obrigado, sua mensagem está a caminho",
    body: "Respondemos em até 24 horas. Se for urgente, escreva para o endereço abaixo.",
    home: "Voltar para a página inicial",
  },
} as const;
