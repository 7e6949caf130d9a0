import type { WebhookMailCopy } from "./en.js";

export const webhookMail: WebhookMailCopy = {
  disabledSubject: (url) => `Endpoint de webhook desativado: ${url}`,
  disabledIntro: (days) =>
    `Todas as tentativas de entregar eventos a este endpoint falharam por ${days} dias, então o servidor o desativou.`,
  endpoint: "Endpoint",
  description: "Descrição",
  failingSince: "Falhando desde",
  nothingLost:
    "Nenhum evento se perde: os eventos enfileirados até agora ficam no registro de entregas, e “Enviar de novo” reenvia todos os que falharam.",
  whatToDo: "Corrija o receptor e salve o endpoint na caixa de contatos para reativá-lo.",
  inbox: "Caixa de contatos",
  setAsideSubject: (url) => `Envios ao endpoint de webhook suspensos: ${url}`,
  setAsideIntro: (requests) =>
    `As últimas ${requests} requisições a este endpoint ficaram sem resposta (tempo esgotado ou conexão recusada), então o servidor parou de enviar a ele por um tempo. Seus outros endpoints não são afetados.`,
  setAsideSince: "Suspenso desde",
  nextTry: "Próxima tentativa",
  eventsWait: (days) =>
    `Nenhum evento se perde: os eventos aguardam e são enviados em ordem assim que ele responder. Enquanto não responder, cada pausa dobra, até um dia; depois de ${days} dias de falhas, o endpoint é desativado.`,
  tryNow: "Depois de corrigir o receptor, clique em “Tentar agora” na página de Webhooks da caixa de contatos.",
};
