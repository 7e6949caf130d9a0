import type { MailCopy } from "./en.js";

export const mail: MailCopy = {
  eventTitle: (company) => `Conversa de 30 minutos com a ${company}`,
  subject: {
    booked: (when) => `Sua conversa está agendada: ${when}`,
    rescheduled: (when) => `Sua conversa foi remarcada: ${when}`,
    cancelled: (when) => `Conversa cancelada: ${when}`,
  },
  greeting: (firstName) => (firstName === undefined ? "Olá!" : `Olá, ${firstName}!`),
  lead: {
    booked: "Obrigado por agendar uma conversa de 30 minutos com a gente. Vamos nos falar em:",
    rescheduled: "Sua conversa foi remarcada. O novo horário é:",
    cancelled: "Sua conversa foi cancelada, como você pediu. O horário era:",
  },
  cancelledByUs: "Sentimos muito: precisamos cancelar sua conversa. O horário era:",
  cancelledByUsFollowUp: "Vamos escrever para você por e-mail para combinar outro horário.",
  // The zone is named as a common noun ("horário de Brasília (UTC−3)"), so no "fuso horário" before it.
  yourTime: (zone) => `Para você, no ${zone}:`,
  ourTime: (zone) => `Para nós, no ${zone}:`,
  joinLink: "Para entrar na conversa quando ela começar:",
  linkToFollow: "Vamos enviar por e-mail o link para entrar na conversa antes do horário.",
  attached: "O convite vai em anexo: abra o arquivo para adicionar a conversa à sua agenda.",
  rescheduleLink: "Para escolher outro horário:",
  cancelLink: "Para cancelar:",
  cancelledFollowUp: "Mesmo assim, vamos responder à sua mensagem por e-mail em até 24 horas.",
  signature: (company) => `Até breve,\n${company}`,
  privacyFooter: "Para ver, baixar ou apagar os dados que guardamos sobre você:",
  reminder: {
    subject: (when) => `Lembrete: sua conversa é ${when}`,
    lead: "Um lembrete da sua conversa de 30 minutos com a gente:",
  },
  offer: {
    subject: "Vamos marcar outro horário?",
    lead: (when) =>
      `Não conseguimos nos falar na conversa de ${when}. Se você ainda quiser conversar, é só escolher outro horário:`,
    cancelledLead: (when) =>
      `Precisamos cancelar a nossa conversa de ${when}, e sentimos muito. Se você ainda quiser conversar, é só escolher outro horário:`,
    link: "Para escolher um horário:",
    until: (when) => `O link funciona até ${when}.`,
  },
  acknowledgement: {
    subject: "Recebemos sua mensagem",
    body: (contactEmail) =>
      `Obrigado pelo contato. Recebemos sua mensagem e vamos responder em até 24 horas, pelo e-mail ${contactEmail}.`,
    book: "Se preferir conversar antes, ainda dá para escolher um horário para uma conversa de 30 minutos.",
  },
};
