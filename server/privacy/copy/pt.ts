import type { PrivacyCopy } from "./en.js";

export const privacy: PrivacyCopy = {
  page: {
    requestTitle: "Confira seu e-mail",
    requestSent:
      "Enviamos uma mensagem para o endereço informado, com um link para ver os dados que guardamos sobre ele. O link funciona uma vez, em até 24 horas.",
    requestWait: "Ela pode levar alguns minutos para chegar. Se não chegar, procure na pasta de spam.",
    openTitle: "Veja seus dados",
    openIntro:
      "Este link abre os dados que guardamos ligados ao seu e-mail. Ele funciona uma vez, e a página que ele abre fica disponível por 30 minutos.",
    openButton: "Mostrar meus dados",
    dataTitle: "Seus dados",
    dataIntro:
      "Estes são todos os dados que guardamos ligados ao seu e-mail, num formato fácil de ler. Os horários estão em UTC.",
    nothingHeld:
      "Não guardamos nada para este e-mail: nenhuma mensagem, nenhuma conversa, nenhum e-mail enviado. Não há nada para baixar nem apagar.",
    sessionNote: "Esta página funciona por 30 minutos. Depois disso, peça um novo link na página de privacidade.",
    leadsHeading: (count) => `Mensagens que você nos enviou (${count})`,
    callsHeading: (count) => `Conversas (${count})`,
    messagesHeading: (count) => `E-mails sobre suas mensagens (${count})`,
    webhooksHeading: (count) => `Cópias enviadas às nossas ferramentas (${count})`,
    notesHeading: (count) => `Anotações da nossa equipe sobre suas mensagens (${count})`,
    notesNote: "O que anotamos ao dar continuidade às suas mensagens, do jeito que escrevemos.",
    webhooksNote:
      "Cada mensagem e conversa também foi enviada às ferramentas que usamos para dar continuidade (webhooks), como registrado aqui.",
    field: {
      receivedAt: "Recebida em",
      form: "Formulário",
      status: "Situação",
      name: "Nome",
      email: "E-mail",
      replyTo: "Responder para",
      company: "Empresa",
      message: "Mensagem",
      teamSize: "Tamanho do time",
      workshopInterest: "Formato",
      subject: "Assunto",
      clientAddress: "Rede (abreviada)",
      userAgent: "Navegador",
      spamReasons: "Motivos de spam",
      source: "Origem",
      start: "Início",
      end: "Fim",
      timeZone: "Seu fuso horário",
      outcome: "Como foi",
      bookedAt: "Agendada em",
      createdAt: "Criado em",
      updatedAt: "Última edição",
      note: "Anotação",
      kind: "Tipo",
      to: "Para",
      sentAt: "Enviado em",
      type: "Evento",
      state: "Situação",
    },
    toYou: "você",
    toUs: "nossa equipe",
    notSent: "ainda não",
    none: "nenhum",
    downloadsHeading: "Baixar",
    downloadsNote:
      "Os arquivos trazem cada valor exatamente como está armazenado: horários no formato ISO 8601 (UTC) e códigos onde esta página mostra palavras.",
    downloadJson: "Baixar em JSON",
    downloadCsv: "Baixar em CSV",
    eraseHeading: "Apagar tudo",
    eraseIntro:
      "Apagar exclui tudo o que está acima, para sempre. Se houver uma conversa agendada, ela é cancelada antes, e você recebe um e-mail avisando. Guardamos só o registro de que este pedido foi atendido, sem seu endereço.",
    eraseConfirm: "Entendo que isso não pode ser desfeito.",
    eraseButton: "Apagar meus dados",
    doneTitle: "Seus dados foram apagados",
    doneBody: (leads, calls) =>
      `Apagamos ${leads === 1 ? "1 mensagem" : `${leads} mensagens`} que você nos enviou e ${calls === 1 ? "1 conversa" : `${calls} conversas`}, com todos os e-mails e registros sobre elas. Um último e-mail confirma isso.`,
    doneNothing: "Não havia nada para apagar.",
    backToPrivacy: "Voltar para a página de privacidade",
    askAgain: "Pedir um novo link",
  },
  errors: {
    INVALID_EMAIL: "Informe só um e-mail válido, sem nome nem outros sinais, como nome@exemplo.com.",
    INVALID_REQUEST: "Não conseguimos ler este pedido. Volte para a página de privacidade e tente de novo.",
    TOO_LARGE: "O pedido veio grande demais para ser lido. Volte para a página de privacidade e tente de novo.",
    TOO_MANY_REQUESTS:
      "Muitos pedidos para este endereço ou da sua rede. Espere um dia ou escreva para a gente, que ajudamos.",
    INVALID_LINK: "Este link não é válido. Copie o link inteiro do e-mail ou peça um novo.",
    EXPIRED_LINK: "Este link expirou: os links funcionam por 24 horas. Peça um novo.",
    USED_LINK: "Este link já foi usado: cada link funciona uma vez. Peça um novo.",
    EXPIRED_SESSION: "Esta página expirou: ela funciona por 30 minutos. Peça um novo link.",
    NOT_CONFIRMED: "Marque a caixa para confirmar e clique no botão de novo.",
    MAIL_OFF: "Não conseguimos enviar e-mails agora. Escreva para a gente, que ajudamos.",
    MAIL_BUSY:
      "Atingimos nosso limite de e-mails por hora e não conseguimos enviar seu link agora. Tente de novo daqui a uma hora ou escreva para a gente, que ajudamos.",
    SERVER_ERROR: "Algo deu errado do nosso lado. Tente de novo em alguns minutos.",
  },
  refusalTitle: "Não deu certo",
  mail: {
    linkSubject: "Seu link para ver seus dados",
    linkBody: (company) =>
      `Alguém, provavelmente você, pediu para ver os dados que a ${company} guarda para este e-mail. Este link mostra esses dados. Ele funciona uma vez, em até 24 horas:`,
    linkIgnore: "Se não foi você, ignore esta mensagem: nada é mostrado sem o link.",
    erasedSubject: "Seus dados foram apagados",
    erasedBody: (company) =>
      `Como você pediu, a ${company} apagou todos os dados que guardava para este e-mail: suas mensagens, conversas e os e-mails sobre elas. Esta é a última mensagem que enviamos a você, e não guardamos cópia do seu endereço.`,
  },
};
