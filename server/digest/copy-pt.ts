import type { DigestCopy } from "./copy.js";
import { leadNames } from "../../shared/content/pt/lead-names.js";
import { accountNames } from "../../shared/content/pt/account-names.js";

/** O e-mail de segunda-feira, em português (issue 50). */
export const DIGEST_COPY_PT = {
  subject: (week) => `Sua semana: ${week}`,
  intro: (week) => `Sua semana, ${week}.`,
  visitsHeading: "Visitas",
  visits: (visitors, visits, pageviews) =>
    `${visitors} ${visitors === 1 ? "visitante" : "visitantes"}, ${visits} ${visits === 1 ? "visita" : "visitas"}, ${pageviews} ${pageviews === 1 ? "página vista" : "páginas vistas"}`,
  topSources: "Principais origens:",
  source: (source, visits, leads) =>
    `- ${source}: ${visits} ${visits === 1 ? "visita" : "visitas"}, ${leads} ${leads === 1 ? "contato" : "contatos"}`,
  noVisits: "Nenhuma visita contada.",
  slowest: (path, device, vital, value, good) =>
    `Página mais lenta: ${path} em ${device === "phone" ? "celulares" : "computadores"}, ${vital} de ${value} para 1 visita em cada 4 ou mais (bom: ${good} ou menos)`,
  vitals: {
    lcp: "maior renderização",
    inp: "resposta a interações",
    cls: "deslocamento de layout",
    ttfb: "primeiro byte",
  },
  leadsHeading: (leads) => `Contatos: ${leads}`,
  change: (now, before) =>
    now === before
      ? "(igual à semana anterior)"
      : `(${now > before ? "+" : "−"}${Math.abs(now - before)} em relação à semana anterior)`,
  byStage: "Por etapa agora:",
  stages: {
    new: "novo",
    replied: "respondido",
    call: "conversa",
    proposal: "proposta",
    won: "ganho",
    lost: "perdido",
  },
  bySource: "Por origem:",
  channels: leadNames.channels,
  sourceLeads: (source, leads) => `- ${source}: ${leads}`,
  callsHeading: "Conversas",
  calls: (booked) => `${booked} ${booked === 1 ? "agendada" : "agendadas"} (pelos contatos da semana)`,
  held: (count) => `${count} ${count === 1 ? "realizada" : "realizadas"} (conversas da semana)`,
  missed: (count) => `${count} ${count === 1 ? "perdida" : "perdidas"}`,
  dealsHeading: "Negócios",
  won: (count) => `${count} ${count === 1 ? "ganho" : "ganhos"}`,
  lost: (count) => `${count} ${count === 1 ? "perdido" : "perdidos"}`,
  pipelineValue: "Valor em aberto por etapa:",
  noValue: "nenhum",
  wonValue: (value) => `Valor ganho na semana: ${value}`,
  overdueHeading: "Esperando por você agora",
  replies: (count) => `${count} ${count === 1 ? "resposta" : "respostas"} além das 24 horas`,
  followUps: (count) => `${count} ${count === 1 ? "retorno pendente" : "retornos pendentes"}`,
  stale: (count) => `${count} ${count === 1 ? "contato" : "contatos"} com uma semana e nada agendado`,
  nothingOverdue: "Nada atrasado.",
  dashboard: "Painel",
  inbox: "Caixa de contatos",
  inboxFor: {
    source: (source) => `Contatos de ${source}`,
    replies: "Respostas atrasadas",
    followUps: "Retornos pendentes",
    stale: "Contatos parados",
  },
  off: `Para não receber mais este e-mail, desmarque “${accountNames.weeklyEmail}” em ${accountNames.title}, no console.`,
  offForEveryone: "Quem administra o servidor pode desligá-lo para toda a equipe com WEEKLY_DIGEST=off.",
  account: accountNames.title,
} satisfies DigestCopy;
