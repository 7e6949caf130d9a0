import type { OwnerMailCopy } from "./owner.js";
import { leadNames } from "../../../shared/content/pt/lead-names.js";

/** The e-mails the owner and the team get, in Brazilian Portuguese (issue 50). */
export const ownerMailPt = {
  field: {
    form: "Formulário",
    language: "Idioma",
    receivedAt: "Recebido em",
    received: "Recebido",
    name: "Nome",
    email: "E-mail",
    replyTo: "Responder para",
    company: "Empresa",
    teamSize: "Tamanho da equipe",
    workshopInterest: "Interesse em workshop",
    subject: "Assunto",
    source: "Origem",
    message: "Mensagem",
  },
  none: "—",
  inbox: (url) => `Caixa de contatos: ${url}`,
  lead: (url) => `Abrir este contato: ${url}`,
  at: (when, zone) => `${when}, ${zone}`,
  notification: {
    title: { consulting: "Novo contato de consultoria", discovery: "Novo contato de conversa inicial" },
    form: leadNames.forms,
    languages: { en: "Inglês", pt: "Português" },
    source: {
      channels: leadNames.channels,
      unknown: "desconhecida (o servidor não viu a visita)",
      campaign: (name) => `campanha ${name}`,
      from: (host) => `vindo de ${host}`,
      landedOn: (path) => `chegou por ${path}`,
    },
    intro: (title) => `${title} pelo site.`,
    subject: (title, company) => `${title}: ${company}`,
    reply: "Responda a este e-mail para falar com o visitante.",
  },
  call: {
    change: { booked: "Conversa agendada", rescheduled: "Conversa remarcada", cancelled: "Conversa cancelada" },
    intro: (change) => `${change} pelo site.`,
    cancelledBy: {
      visitor: "O visitante cancelou.",
      owner: "Você cancelou pela caixa de contatos.",
      spam: "Você marcou o contato como spam, o que liberou o horário; o visitante não foi avisado.",
    },
    reason: "O motivo que o visitante deu",
    yourTime: (zone) => `Seu horário, ${zone}:`,
    visitorTime: (zone) => `O do visitante, ${zone}:`,
    length: (minutes) => `Duração: ${minutes} minutos`,
    join: (url) => `Entrar: ${url}`,
    noLocation:
      "Entrar: BOOKING_LOCATION não está definido; o visitante foi avisado de que você enviará um link por e-mail antes da conversa.",
    reply: "Responda a este e-mail para escrever ao visitante.",
    summary: (name, company) => `Conversa com ${name} (${company})`,
    subject: (change, company, when) => `${change}: ${company}, ${when}`,
  },
  reminder: {
    intro: (count) =>
      count === 1
        ? "Este contato ainda está sem resposta. O site promete uma resposta em até 24 horas:"
        : `Estes ${count} contatos ainda estão sem resposta. O site promete uma resposta em até 24 horas:`,
    replyBy: (when) => `responder até ${when}`,
    reply:
      "Responda pela página do contato no console: o botão Responder abre o seu e-mail com a mensagem citada e marca o contato como respondido.",
    subject: (count, company) => `Resposta pendente: ${count === 1 ? company : `${count} contatos`}`,
  },
  heldMail: {
    subject: "Um e-mail a um visitante foi retido",
    body: (awaited) =>
      "E-mails do site aos visitantes dos contatos abaixo não foram enviados: o endereço já tinha recebido " +
      "sua cota de e-mails do site nas últimas 24 horas. " +
      (awaited
        ? "Um deles era sobre uma conversa que o visitante aguarda: escreva você mesmo a ele. "
        : "Se ele estiver aguardando, escreva você mesmo a ele. ") +
      "Vários contatos de um mesmo endereço em um dia também podem ser alguém usando o site para mandar e-mails a um desconhecido. " +
      "Você é avisado uma vez por dia; a página de cada contato no console lista os e-mails retidos.",
    lead: (company, name, count, since) =>
      `- ${company} (${name}): ${count === 1 ? "1 e-mail retido" : `${count} e-mails retidos`} desde ${since}`,
    more: (count) => `E mais ${count === 1 ? "1 contato" : `${count} contatos`}: veja o console.`,
  },
  signInBudget: {
    subject: "Console: muitas tentativas de entrar falharam, a entrada foi desacelerada",
    body: (failures, until) =>
      `Mais de ${failures} tentativas de entrar no console falharam nos últimos 15 minutos, somando todos os endereços.\n\n` +
      `Até ${until}, o servidor deixa passar uma tentativa a cada dois segundos; as outras são orientadas a esperar. ` +
      "Você continua podendo entrar: se pedirem para esperar, tente de novo um instante depois.\n\n" +
      "Se não foi você, alguém está tentando adivinhar uma senha ou um código de recuperação. Chaves de acesso não podem ser adivinhadas: " +
      "assim que o primeiro proprietário da equipe tiver uma, a ADMIN_PASSWORD não abre mais nada.",
  },
  visitorMailCap: {
    subject: "E-mails a visitantes pausados: o limite por hora foi atingido",
    body: (cap, since) =>
      `Desde ${since}, o site enfileirou ${cap} e-mails a visitantes, o limite por hora ` +
      "(VISITOR_MAIL_PER_HOUR). Até a contagem da última hora ficar abaixo dele, nenhuma confirmação, " +
      "convite ou link de privacidade vai para visitantes (quem pedir seus dados é orientado a tentar de novo " +
      "mais tarde); os contatos continuam sendo guardados e você continua sendo avisado de cada um.\n\n" +
      "Tantos em uma hora podem ser alguém usando os formulários para mandar e-mails do site a endereços de outras pessoas: " +
      "veja os contatos mais recentes na caixa de contatos. Este alerta é enviado no máximo uma vez por hora.",
  },
} satisfies OwnerMailCopy;
