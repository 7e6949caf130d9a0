import { formMessages } from "../../../shared/content/pt/form-messages.js";
import type { CollectorCopy } from "./en.js";

const list = (items: readonly string[]) =>
  new Intl.ListFormat("pt-BR", { style: "long", type: "conjunction" }).format(
    items.map((item) => item.toLocaleLowerCase("pt-BR")),
  );

export const collector: CollectorCopy = {
  checkFields: (names) => `Revise ${names.length === 1 ? "o campo" : "os campos"} ${list(names)}.`,
  form: {
    ...formMessages.formErrors,
    FORM_NOT_FOUND: "Este formulário não existe. Escreva para nós por e-mail.",
    PAYLOAD_TOO_LARGE: "O formulário passou do limite de 64 KB. Encurte o texto e envie de novo.",
    UNSUPPORTED_MEDIA_TYPE: "O formulário chegou em um formato que não aceitamos. Recarregue a página e envie de novo.",
    MALFORMED_BODY: "Não conseguimos ler o formulário. Recarregue a página e envie de novo.",
    SERVER_ERROR: "Não conseguimos salvar sua mensagem por um problema do nosso lado. Tente de novo daqui a pouco.",
  },
  rateLimited: (seconds) =>
    `Muitas mensagens em pouco tempo. Aguarde ${seconds} segundo${seconds === 1 ? "" : "s"} e tente de novo.`,
  page: {
    checkTitle: "Revise o formulário",
    notSentTitle: "Sua mensagem não foi enviada",
    intro: "Sua mensagem ainda não foi enviada. Tudo o que você digitou está abaixo: corrija e envie de novo.",
    send: "Enviar de novo",
    backToConsulting: "Voltar para a página de consultoria",
    backToEducation: "Voltar para a página de treinamento",
    backToSite: "Voltar para o site",
  },
};
