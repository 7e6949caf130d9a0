import type { AdminPrivacyCopy } from "../en/admin-privacy";

export const adminPrivacy: AdminPrivacyCopy = {
  title: "Pedidos de privacidade",
  intro:
    "Visitantes que pediram os próprios dados: cada um recebeu por e-mail um link para ver, baixar e apagar o que " +
    "guardamos. Nenhum endereço fica aqui, só o que foi pedido e feito, para você poder mostrar que cada pedido foi " +
    "atendido.",
  loading: "Carregando os pedidos...",
  loadFailed: "Não foi possível carregar os pedidos. Verifique a conexão e tente de novo.",
  retry: "Tentar de novo",
  empty: "Nenhum pedido ainda. Eles aparecem aqui quando um visitante pede os próprios dados no aviso de privacidade.",
  caption: (count: number) => (count === 1 ? "1 pedido" : `${count.toLocaleString("pt-BR")} pedidos`),
  columns: {
    requestedAt: "Pedido em",
    language: "Idioma",
    action: "Pedido",
    status: "Situação",
    erased: "Apagado",
  },
  languages: { en: "Inglês", pt: "Português" },
  actions: { access: "Ver os dados", erasure: "Apagar os dados" },
  statuses: { sent: "Link enviado", opened: "Link aberto", expired: "Link expirado", done: "Apagado" },
  completedAt: (when: string) => `em ${when}`,
  erased: {
    leads: (count: number) => (count === 1 ? "1 contato" : `${count} contatos`),
    calls: (count: number) => (count === 1 ? "1 conversa" : `${count} conversas`),
    messages: (count: number) => (count === 1 ? "1 e-mail" : `${count} e-mails`),
    webhookDeliveries: (count: number) => (count === 1 ? "1 envio de webhook" : `${count} envios de webhook`),
    nothing: "Nada guardado",
  },
  notErased: "—",
};
