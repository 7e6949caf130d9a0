import type { WebhookMailCopy } from "./en.js";

export const webhookMail: WebhookMailCopy = {
  disabledSubject: (url) => `Endpoint de webhook desativado: ${url}`,
  disabledIntro: (days) =>
    `Todas as tentativas de entregar eventos a este endpoint falharam por ${days} dias, então o servidor o desativou.`,
  endpoint: "Endpoint",
  description: "Descrição",
  failingSince: "Falhando desde (UTC)",
  nothingLost:
    'Nenhum evento se perde: os eventos enfileirados até agora ficam no registro de entregas, e "Enviar de novo" reenvia todos os que falharam.',
  whatToDo: "Corrija o receptor e salve o endpoint na caixa de contatos para reativá-lo.",
  inbox: "Caixa de contatos",
};
