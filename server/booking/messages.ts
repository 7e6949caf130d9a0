import type { Language } from "../../shared/languages.js";
import type { BookingErrorCode } from "../../shared/booking.js";

/**
 * What the booking pages and replies say to the visitor, in each language of the site. The
 * wording follows the site's forms (app/content/{en,pt}/forms.ts): a 30-minute call, a reply
 * within 24 hours.
 */
export interface BookingMessages {
  errors: Record<BookingErrorCode, string>;
  page: {
    /** `<title>` and heading when the lead is offered slots. */
    chooseTitle: string;
    chooseIntro: string;
    /** "Times are in …": the zone of the times shown, named. */
    timesIn: (zone: string) => string;
    /** When the times are the owner's because the visitor's zone is unknown. */
    ownerZoneNote: string;
    noSlots: string;
    bookedTitle: string;
    bookedWhen: (when: string) => string;
    invitationSent: string;
    reschedule: string;
    cancel: string;
    rescheduleTitle: string;
    rescheduleIntro: (when: string) => string;
    rescheduledTitle: string;
    cancelTitle: string;
    cancelIntro: (when: string) => string;
    cancelConfirm: string;
    keep: string;
    cancelledTitle: string;
    cancelledBody: string;
    bookAgain: string;
    errorTitle: string;
    backToSite: string;
  };
}

const en: BookingMessages = {
  errors: {
    INVALID_REQUEST: "The request could not be read. Please choose a time again.",
    INVALID_TOKEN: "This booking link is not valid. Please use the link from our e-mail, or write to us.",
    EXPIRED_TOKEN: "This booking link has expired. Please write to us and we will find a time together.",
    NOT_FOUND: "There is nothing to book here any more. Please write to us and we will find a time together.",
    SLOT_TAKEN: "Someone has just taken that time. Please choose another one.",
    ALREADY_BOOKED: "You already have a call booked. You can move it to another time or cancel it.",
    CANCELLED: "This call was cancelled.",
    SERVER_ERROR: "We could not book the call because of a problem on our side. Please try again in a moment.",
  },
  page: {
    chooseTitle: "Thank you! Now pick a time for your 30-minute call",
    chooseIntro: "Your message has reached us. Choose a time below and the invitation goes to your e-mail.",
    timesIn: (zone) => `Times are shown in ${zone}.`,
    ownerZoneNote: "That is our time zone: convert it to yours if it differs.",
    noSlots: "There is no free time in the coming days. We reply by e-mail within 24 hours to find one.",
    bookedTitle: "Your call is booked",
    bookedWhen: (when) => `We will talk on ${when}, for 30 minutes.`,
    invitationSent: "The invitation is on its way to your e-mail, with links to move or cancel the call.",
    reschedule: "Choose another time",
    cancel: "Cancel the call",
    rescheduleTitle: "Move your call",
    rescheduleIntro: (when) => `Your call is on ${when}. Choose another time below.`,
    rescheduledTitle: "Your call has moved",
    cancelTitle: "Cancel your call?",
    cancelIntro: (when) => `Your call is on ${when}.`,
    cancelConfirm: "Yes, cancel the call",
    keep: "Keep the call",
    cancelledTitle: "Your call is cancelled",
    cancelledBody: "The time is free again. We will still reply to your message by e-mail within 24 hours.",
    bookAgain: "Book another time",
    errorTitle: "The call could not be booked",
    backToSite: "Back to the site",
  },
};

const pt: BookingMessages = {
  errors: {
    INVALID_REQUEST: "Não foi possível ler o pedido. Escolha um horário de novo.",
    INVALID_TOKEN: "Este link de agendamento não é válido. Use o link do nosso e-mail ou escreva para nós.",
    EXPIRED_TOKEN: "Este link de agendamento expirou. Escreva para nós e combinamos um horário.",
    NOT_FOUND: "Não há mais nada para agendar aqui. Escreva para nós e combinamos um horário.",
    SLOT_TAKEN: "Alguém acabou de reservar esse horário. Escolha outro, por favor.",
    ALREADY_BOOKED: "Você já tem uma conversa agendada. Dá para remarcar ou cancelar.",
    CANCELLED: "Esta conversa foi cancelada.",
    SERVER_ERROR: "Não conseguimos agendar a conversa por um problema do nosso lado. Tente de novo daqui a pouco.",
  },
  page: {
    chooseTitle: "Obrigado! Agora escolha o horário da sua conversa de 30 minutos",
    chooseIntro: "Recebemos a sua mensagem. Escolha um horário abaixo e o convite chega no seu e-mail.",
    timesIn: (zone) => `Horários mostrados em: ${zone}.`,
    ownerZoneNote: "Esse é o nosso fuso horário: converta para o seu, se for diferente.",
    noSlots: "Não há horários livres nos próximos dias. Respondemos por e-mail em até 24 horas para combinar um.",
    bookedTitle: "Sua conversa está agendada",
    bookedWhen: (when) => `Vamos conversar ${when}, por 30 minutos.`,
    invitationSent: "O convite está a caminho do seu e-mail, com links para remarcar ou cancelar.",
    reschedule: "Escolher outro horário",
    cancel: "Cancelar a conversa",
    rescheduleTitle: "Remarcar a conversa",
    rescheduleIntro: (when) => `Sua conversa está marcada para ${when}. Escolha outro horário abaixo.`,
    rescheduledTitle: "Sua conversa foi remarcada",
    cancelTitle: "Cancelar a conversa?",
    cancelIntro: (when) => `Sua conversa está marcada para ${when}.`,
    cancelConfirm: "Sim, cancelar a conversa",
    keep: "Manter a conversa",
    cancelledTitle: "Sua conversa foi cancelada",
    cancelledBody: "O horário ficou livre de novo. Ainda assim, respondemos à sua mensagem por e-mail em até 24 horas.",
    bookAgain: "Agendar outro horário",
    errorTitle: "Não foi possível agendar a conversa",
    backToSite: "Voltar para o site",
  },
};

export const BOOKING_MESSAGES: Record<Language, BookingMessages> = { en, pt };
