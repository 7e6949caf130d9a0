/** A lead's names as the owner reads them, in Portuguese (see ../en/lead-names.ts). */
import type { LeadNames } from "../en/lead-names.js";

export const leadNames: LeadNames = {
  forms: { consulting: "Consultoria", discovery: "Conversa inicial" },
  statuses: { new: "Novo", handled: "Atendido", spam: "Spam" },
  stages: {
    new: "Novo",
    replied: "Respondido",
    call: "Conversa",
    proposal: "Proposta",
    won: "Ganho",
    lost: "Perdido",
  },
  outcomes: { held: "Realizada", no_show: "Não compareceu" },
  channels: {
    search: "Busca",
    social: "Redes sociais",
    email: "E-mail",
    referral: "Outros sites",
    direct: "Acesso direto",
  },
};
