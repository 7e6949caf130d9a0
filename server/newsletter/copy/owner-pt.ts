import type { NewsletterOwnerMailCopy } from "./owner.js";

/** O que o dono lê sobre a newsletter, em português (issue 50). */
export const newsletterOwnerMailPt = {
  capsSubject: "Newsletter: inscrições retidas hoje",
  capsBody: (cap) =>
    `As inscrições na newsletter atingiram um limite hoje: mais de ${cap} vindas de uma mesma rede, ou inscrições demais para uma mesma caixa de e-mail. ` +
    "Nenhum e-mail de confirmação foi enviado para elas. Este é o único aviso de hoje; não é preciso fazer nada, a não ser que isso se repita.",
  testPrefix: "[Teste] ",
} satisfies NewsletterOwnerMailCopy;
