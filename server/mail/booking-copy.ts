import type { Language } from "../../shared/languages.js";

/**
 * The visitor's e-mails about a call, in each language of the site (the owner's messages are in
 * English, like the lead notification). `when` is a formatted date and time; `zone` a named zone.
 */
export interface VisitorMailCopy {
  /** The invitation's SUMMARY, as it shows in the visitor's calendar. */
  eventTitle: (company: string) => string;
  subject: {
    booked: (when: string) => string;
    rescheduled: (when: string) => string;
    cancelled: (when: string) => string;
  };
  greeting: (name: string) => string;
  lead: {
    booked: string;
    rescheduled: string;
    cancelled: string;
  };
  /** "In your time zone, …:" and "In ours, …:", before the date. */
  yourTime: (zone: string) => string;
  ourTime: (zone: string) => string;
  attached: string;
  rescheduleLink: string;
  cancelLink: string;
  cancelledFollowUp: string;
  signature: (company: string) => string;
  acknowledgement: {
    subject: string;
    body: (contactEmail: string) => string;
  };
}

const en: VisitorMailCopy = {
  eventTitle: (company) => `30-minute call with ${company}`,
  subject: {
    booked: (when) => `Your call is booked: ${when}`,
    rescheduled: (when) => `Your call has moved: ${when}`,
    cancelled: (when) => `Call cancelled: ${when}`,
  },
  greeting: (name) => `Hello ${name},`,
  lead: {
    booked: "Thank you for booking a 30-minute call with us. Here is when we will talk:",
    rescheduled: "Your call has moved. Here is the new time:",
    cancelled: "Your call has been cancelled, as you asked. This was the time:",
  },
  yourTime: (zone) => `In your time zone, ${zone}:`,
  ourTime: (zone) => `In ours, ${zone}:`,
  attached: "The invitation is attached: open it to add the call to your calendar.",
  rescheduleLink: "To choose another time:",
  cancelLink: "To cancel:",
  cancelledFollowUp: "We will still reply to your message by e-mail within 24 hours.",
  signature: (company) => `See you soon,\n${company}`,
  acknowledgement: {
    subject: "We received your message",
    body: (contactEmail) =>
      `Thank you for writing to us. Your message has reached us, and we reply within 24 hours, from ${contactEmail}.`,
  },
};

const pt: VisitorMailCopy = {
  eventTitle: (company) => `Conversa de 30 minutos com a ${company}`,
  subject: {
    booked: (when) => `Sua conversa está agendada: ${when}`,
    rescheduled: (when) => `Sua conversa foi remarcada: ${when}`,
    cancelled: (when) => `Conversa cancelada: ${when}`,
  },
  greeting: (name) => `Olá, ${name}!`,
  lead: {
    booked: "Obrigado por agendar uma conversa de 30 minutos com a gente. Vamos conversar em:",
    rescheduled: "Sua conversa foi remarcada. O novo horário é:",
    cancelled: "Sua conversa foi cancelada, como você pediu. O horário era:",
  },
  yourTime: (zone) => `No seu fuso horário, ${zone}:`,
  ourTime: (zone) => `No nosso, ${zone}:`,
  attached: "O convite está em anexo: abra-o para colocar a conversa na sua agenda.",
  rescheduleLink: "Para escolher outro horário:",
  cancelLink: "Para cancelar:",
  cancelledFollowUp: "Mesmo assim, respondemos à sua mensagem por e-mail em até 24 horas.",
  signature: (company) => `Até breve,\n${company}`,
  acknowledgement: {
    subject: "Recebemos a sua mensagem",
    body: (contactEmail) =>
      `Obrigado por escrever para a gente. Sua mensagem chegou, e respondemos em até 24 horas, pelo e-mail ${contactEmail}.`,
  },
};

export const VISITOR_MAIL_COPY: Record<Language, VisitorMailCopy> = { en, pt };
