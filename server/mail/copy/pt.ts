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
  yourTime: (zone) => `No seu fuso horário, ${zone}:`,
  ourTime: (zone) => `No nosso, ${zone}:`,
  joinLink: "Para entrar na conversa na hora marcada:",
  linkToFollow: "Vamos enviar por e-mail o link para entrar na conversa antes do horário.",
  attached: "O convite vai em anexo: abra o arquivo para adicionar a conversa à sua agenda.",
  rescheduleLink: "Para escolher outro horário:",
  cancelLink: "Para cancelar:",
  cancelledFollowUp: "Mesmo assim, vamos responder à sua mensagem por e-mail em até 24 horas.",
  signature: (company) => `Até breve,\n${company}`,
  privacyFooter: "Para ver, baixar ou apagar os dados que guardamos sobre você:",
  reminder: {
    subject: (when) => `Lembrete: sua conversa, ${when}`,
    lead: "Um lembrete da sua conversa de 30 minutos com a gente:",
  },
  acknowledgement: {
    subject: "Recebemos sua mensagem",
    body: (contactEmail) =>
      `Obrigado pelo contato. Recebemos sua mensagem e vamos responder em até 24 horas, pelo e-mail ${contactEmail}.`,
  },
};
