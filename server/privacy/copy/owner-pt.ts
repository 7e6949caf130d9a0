import type { PrivacyOwnerMailCopy } from "./owner.js";

/** O aviso de apagamento de dados, em português (issue 50). */
export const privacyOwnerMailPt = {
  subject: "Um visitante apagou os dados dele",
  intro:
    "Um visitante usou o link que enviamos por e-mail e apagou tudo o que guardávamos sobre o endereço dele. Nada sobre ele ficou; o registro do pedido guarda o horário e as contagens abaixo.",
  requestedAt: "Pedido em",
  request: "Pedido",
  leads: "Contatos",
  calls: "Conversas (as futuras foram canceladas antes)",
  messages: "Registros de e-mail",
  webhookDeliveries: "Entregas de webhook",
  crm: "Se você copiou este visitante para outras ferramentas (um CRM, uma planilha, sua caixa de e-mail), apague-o lá também.",
  inbox: "Caixa de contatos",
} satisfies PrivacyOwnerMailCopy;
