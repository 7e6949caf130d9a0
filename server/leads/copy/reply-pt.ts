import type { ReplyCopy } from "./reply-en.js";

/** A resposta do dono ao visitante, como o botão "Responder" do console a rascunha. */
export const replyCopy: ReplyCopy = {
  subject: (company) => `Re: sua mensagem para a ${company}`,
  opening: "Olá, {name}!\n\nObrigado pela sua mensagem.",
  wrote: (date, name) => `Em ${date}, ${name} escreveu:`,
};
