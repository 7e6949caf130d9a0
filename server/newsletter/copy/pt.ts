import type { NewsletterCopy } from "./en.js";

export const newsletter: NewsletterCopy = {
  lists: {
    insights: "nossa carta sobre IA enxuta",
    "course-launch": "o aviso de lançamento do curso online",
  },
  page: {
    sentTitle: "Confira seu e-mail",
    sent: "Enviamos uma mensagem para o endereço informado. Abra-a e aperte o botão na página que o link abre: até lá, não enviamos nada.",
    sentWait: "Ela pode levar alguns minutos para chegar. Se não chegar, procure na pasta de spam.",
    confirmTitle: "Confirme sua inscrição",
    confirmButton: "Sim, quero me inscrever",
    confirmedTitle: "Inscrição confirmada",
    confirmed:
      "Obrigado. Um e-mail de boas-vindas está a caminho. Todo e-mail que enviamos tem um link para sair com um clique.",
    leaveTitle: "Sair da lista",
    leaveIntro: (list) => `Aperte o botão para deixar de receber ${list}. Vale na hora.`,
    leaveButton: "Cancelar inscrição",
    leftTitle: "Você saiu da lista",
    left: "Não enviaremos mais esta lista para você. Se mudar de ideia, inscreva-se de novo e confirme pelo e-mail que enviarmos.",
    backHome: "Voltar à página inicial",
  },
  consent: (list, company) =>
    `Quero receber ${list} da ${company} por e-mail. Posso sair quando quiser pelo link que vem em todo e-mail.`,
  errors: {
    INVALID_EMAIL: "Informe um único endereço de e-mail, sem nome nem outros sinais, como nome@exemplo.com.",
    INVALID_REQUEST: "Não foi possível ler este pedido. Volte e tente de novo.",
    TOO_LARGE: "Este pedido é grande demais para ser lido. Volte e tente de novo.",
    TOO_MANY_REQUESTS:
      "Inscrições demais para este endereço ou a partir da sua rede. Tente de novo amanhã, ou escreva para nós que ajudamos.",
    INVALID_LINK:
      "Este link não é válido, ou um e-mail mais recente o substituiu. Copie o link inteiro do e-mail mais recente.",
    MAIL_OFF: "Não conseguimos enviar e-mails agora. Escreva para nós que ajudamos.",
    MAIL_BUSY: "Atingimos nosso limite de e-mails por hora. Tente de novo daqui a uma hora.",
    SERVER_ERROR: "Algo deu errado do nosso lado. Tente de novo em alguns minutos.",
  },
  refusalTitle: "Não deu certo",
  mail: {
    confirmSubject: "Confirme sua inscrição",
    confirmBody: (list, company) =>
      `Alguém, provavelmente você, pediu para receber ${list} da ${company} neste endereço. Para confirmar, abra este link e aperte o botão na página:`,
    confirmIgnore: "Se não foi você, ignore esta mensagem: sem a sua confirmação, não enviamos mais nada.",
    welcomeSubject: (company) => `Boas-vindas aos e-mails da ${company}`,
    welcomeBody: {
      insights:
        "Você vai receber nossa carta sobre IA enxuta: o que aprendemos levando projetos de IA à produção, no máximo algumas vezes por mês.",
      "course-launch":
        "Vamos escrever uma única vez, quando o curso online abrir, e depois paramos. Nenhum outro e-mail nesta lista.",
    },
    why: (list) => `Você recebe este e-mail porque se inscreveu para receber ${list}.`,
    leave: "Cancele a inscrição com um clique:",
  },
};
