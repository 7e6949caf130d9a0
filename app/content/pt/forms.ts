import { identity } from "@shared/identity";
import { formMessages } from "@shared/content/pt/form-messages";
import { slotPicker } from "@shared/content/pt/slot-picker";
import type { FormsCopy } from "../en/forms";

/** The form and the booking step say the same when our server does not answer. */
const NO_ANSWER = "Não conseguimos falar com nosso servidor. Verifique sua conexão e tente de novo.";

export const forms: FormsCopy = {
  requiredHint: "Os campos marcados com * são obrigatórios.",
  required: "obrigatório",
  /** Field names, labels, options and error messages: the collector's words too. */
  messages: formMessages,
  formErrors: {
    ...formMessages.formErrors,
    title: "Sua mensagem não foi enviada",
    FILES_TOO_BIG: "Os arquivos anexados são grandes demais.",
    FORM_NOT_FOUND: "Este formulário está com um problema de configuração do nosso lado. Escreva para nós por e-mail.",
    PROJECT_NOT_FOUND:
      "Este formulário está com um problema de configuração do nosso lado. Escreva para nós por e-mail.",
    TOO_MANY_FILES: "Foram anexados arquivos demais.",
    UNSPECIFIED: "Algo deu errado",
    UNEXPECTED_RESPONSE: "Formato de resposta inesperado",
    NETWORK: NO_ANSWER,
    RATE_LIMITED: "Muitas mensagens em pouco tempo. Aguarde um minuto e tente de novo.",
    fieldsNeedAttention: "Corrija os campos destacados.",
  },
  honeypot: "Deixe este campo em branco",
  emailFallback: "Você também pode escrever para",
  retrying: "Problema de conexão, tentando de novo ({attempt} de {total})...",
  privacy: "Usamos seus dados apenas para responder a você.",
  privacyLink: "Aviso de privacidade",
  placeholders: {
    name: "Seu nome",
    email: "voce@empresa.com.br",
    company: "Nome da empresa",
    context: "O que você está construindo, o que está travando e como seria o sucesso?",
    currentChallenges: "Em que pé seu time está com IA hoje, e o que você gostaria que ele conseguisse fazer?",
  },
  consulting: {
    legend: "Conte sobre seu projeto",
    submit: "Enviar mensagem",
    submitting: "Enviando...",
    successTitle: "Mensagem enviada!",
    successBody: `Obrigado. Respondemos em até 24 horas, pelo e-mail ${identity.contactEmail}.`,
    afterSend: "Logo depois de enviar, você já escolhe o horário de uma conversa de 30 minutos.",
  },
  discovery: {
    legend: "Agende uma conversa inicial",
    submit: "Agendar conversa",
    submitting: "Agendando conversa...",
    successTitle: "Conversa agendada!",
    successBody: `Ainda não há horário marcado. Em até 24 horas, escrevemos do e-mail ${identity.contactEmail} com opções de horário para a conversa de 30 minutos.`,
    afterSend: "Logo depois de enviar, você escolhe o horário da sua conversa de 30 minutos.",
  },
  booking: {
    offerTitle: {
      discovery: "Recebemos seu pedido. Qual horário fica bom para você?",
      consulting: "Mensagem enviada! Agende sua conversa de 30 minutos",
    },
    receivedTitle: "Obrigado, recebemos seu pedido",
    offerBody: {
      discovery: "A conversa inicial dura 30 minutos, e o convite chega por e-mail.",
      consulting:
        "Respondemos em até 24 horas. Para conversar antes, escolha um horário para uma conversa de 30 minutos por vídeo: o convite chega por e-mail.",
    },
    loading: "Procurando horários disponíveis...",
    ...slotPicker,
    confirmTitle: "Sua conversa de 30 minutos",
    summary: {
      label: "Antes de confirmar",
      length: "Duração",
      lengthValue: "30 minutos",
      where: "Onde",
      whereValue: "Por vídeo; o link chega com o convite",
      zone: "Fuso horário",
    },
    zonePicker: "Mostrar os horários no fuso",
    joinCall: "Entrar na conversa",
    calendar: {
      label: "Adicione à sua agenda",
      google: "Google Agenda",
      outlook: "Outlook",
      title: `Conversa inicial, ${identity.companyName}`,
      details: "Nossa conversa de 30 minutos. O convite no seu e-mail tem os links para mudar o horário ou cancelar.",
    },
    confirm: "Confirmar conversa",
    back: "Ver outros horários",
    booking: "Agendando {when}...",
    bookedTitle: "Conversa agendada: {when}",
    bookedBody:
      "O convite está a caminho da sua caixa de entrada, no fuso {zone}. Abra-o para colocar a conversa na sua agenda.",
    linkToFollow: "Vamos enviar por e-mail o link para entrar na conversa antes do horário.",
    reschedule: "Escolher outro horário",
    cancel: "Cancelar a conversa",
    taken: "Alguém acabou de agendar esse horário. Estes são os horários ainda disponíveis.",
    none: `Não há horários disponíveis nos próximos dias. Respondemos em até 24 horas, pelo e-mail ${identity.contactEmail}, para combinar um.`,
    expired: "Este link de agendamento expirou. Escreva para nós e combinamos um horário juntos.",
    failed: "Não conseguimos agendar a conversa.",
    network: NO_ANSWER,
    unexpected: "Algo deu errado do nosso lado. Tente de novo daqui a pouco.",
    retry: "Tentar de novo",
  },
  thanks: {
    metaTitle: "Obrigado",
    title: "Obrigado, sua mensagem está a caminho",
    body: "Respondemos em até 24 horas. Se for urgente, escreva para o endereço abaixo.",
    home: "Voltar para a página inicial",
  },
} as const;
