import type { Translation } from "../../shared/translation.js";

const en = {
  invalidTitle: "This link does not work",
  invalid: "This link is not one of ours, or what it led to was deleted. Check that the whole address was copied.",
  expiredTitle: "This link has expired",
  expired: "This link was good for a while and that time is over. The newest e-mail we sent you has a link that works.",
  home: "Go to the home page",
};

export type LinksCopy = Translation<typeof en>;

const pt: LinksCopy = {
  invalidTitle: "Este link não funciona",
  invalid: "Este link não é nosso, ou o que ele abria foi apagado. Confira se o endereço foi copiado inteiro.",
  expiredTitle: "Este link expirou",
  expired:
    "Este link valia por um tempo, e esse tempo passou. O e-mail mais recente que enviamos tem um link que funciona.",
  home: "Ir para a página inicial",
};

/** The words of a short link that leads nowhere, in the link's language (or the browser's). */
export const LINKS_COPY = { en, pt };
