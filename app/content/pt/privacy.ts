import { identity } from "@shared/identity";
import type { PrivacyCopy } from "../en/privacy";

const { controller } = identity.dataProtection;

export const privacy: PrivacyCopy = {
  title: "Aviso de privacidade",
  updated: "Última atualização: novembro de 2026",
  intro:
    `A ${identity.companyName} coleta apenas o necessário para responder a você. Este aviso trata dos formulários ` +
    "de contato deste site, das conversas agendadas por eles e dos e-mails que enviamos a você, nos termos da LGPD " +
    "e do GDPR europeu.",
  responsible: {
    title: "Quem responde pelos seus dados",
    controller: `Controladora dos seus dados: ${controller}.`,
    officer: (name: string) =>
      name
        ? `O encarregado pelo tratamento de dados pessoais (LGPD, art. 41), que também é seu contato nos termos do ` +
          `GDPR, é ${name}.`
        : "Temos um encarregado pelo tratamento de dados pessoais (LGPD, art. 41), que também é seu contato nos " +
          "termos do GDPR.",
    write: "Fale com o encarregado pelo e-mail",
  },
  held: {
    title: "O que guardamos",
    intro: "Tudo o que guardamos sobre quem visita o site se encaixa em um destes grupos:",
    kinds: [
      {
        key: "leads",
        title: "Suas mensagens",
        text:
          "O que você preenche no formulário: nome, e-mail, empresa e mensagem (e, no agendamento da conversa, o " +
          "tamanho do time e o formato que interessa a você). Junto com isso: a data e a hora do envio, o idioma da " +
          "página, a página ou o link de campanha que trouxe você, o identificador do seu navegador (user agent) e " +
          "seu endereço IP truncado, de forma que ele deixe de identificar você (a parte final do endereço é " +
          "removida antes de ser gravada).",
      },
      {
        key: "calls",
        title: "Conversas que você agenda",
        text: "O horário da conversa, seu fuso horário, se ela foi remarcada ou cancelada e, depois dela, se aconteceu.",
      },
      {
        key: "messages",
        title: "E-mails sobre sua mensagem",
        text:
          "Os e-mails que enviamos a você (a confirmação de que sua mensagem chegou, o convite da conversa e qualquer " +
          "mudança nele) e o aviso que nossa equipe recebe, cada um com o endereço para onde foi.",
      },
      {
        key: "webhooks",
        title: "Cópias enviadas às nossas ferramentas",
        text:
          "Quando chega uma mensagem ou é agendada uma conversa, uma cópia vai para as ferramentas que usamos para " +
          "dar sequência (nossa lista de clientes, por exemplo). Guardamos um registro de cada envio, com a cópia " +
          "enviada, por 30 dias. Quando você apaga seus dados, essas ferramentas recebem o pedido para apagar a cópia " +
          "delas também.",
      },
      {
        key: "newsletter",
        title: "Inscrições em listas de e-mail",
        text:
          "Se você se inscrever na nossa carta ou no aviso de lançamento do curso online: seu e-mail, a lista, seu " +
          "idioma, a página em que se inscreveu e o registro da sua confirmação (quando, as palavras que você aceitou e " +
          "sua rede, sem a última parte do endereço). Você pode sair com um clique em qualquer e-mail. Suas inscrições " +
          "aparecem no download dos seus dados e são apagadas junto com o resto.",
      },
      {
        key: "counts",
        title: "Contagem anônima de visitas",
        text: "Quais páginas são visitadas e de onde vêm os visitantes, sem nada que identifique você: veja abaixo.",
      },
    ],
  },
  sections: [
    {
      key: "why",
      title: "Para quê",
      paragraphs: [
        "Para responder a você, preparar nossa conversa e reservar o horário que você escolheu. A base legal é nosso " +
          "legítimo interesse em atender a um pedido que você fez; não vendemos nem compartilhamos seus dados, e não " +
          "incluímos você em listas de e-mail.",
        "O endereço truncado e o identificador do navegador servem apenas para barrar spam e abusos.",
      ],
    },
    {
      key: "how-long",
      title: "Por quanto tempo",
      paragraphs: [
        "Guardamos cada mensagem por até 24 meses após nosso último contato e depois a apagamos, junto com as " +
          "conversas e os e-mails ligados a ela. Mensagens marcadas como spam são apagadas em 30 dias. O registro das " +
          "cópias enviadas às nossas ferramentas é apagado em 30 dias.",
      ],
    },
    {
      key: "counting",
      title: "Como contamos as visitas",
      paragraphs: [
        "A contagem é feita pelo próprio servidor que envia a página: qual página, quando, em que idioma, o site ou link de " +
          "campanha que trouxe você (o nome do site de origem e as marcações utm_ do link) e se você usa celular, " +
          "tablet ou computador. " +
          // As in the English catalog (decision 059).
          (import.meta.env?.VITE_ANALYTICS_BEACON === "1"
            ? "Não usamos cookie e não guardamos nada no seu navegador; um pequeno script só avisa nosso servidor " +
              "qual página você abriu, como ele veria se tivesse enviado a página a você."
            : "Não usamos cookie, não guardamos nada no seu navegador e não adicionamos script para contar você."),
        "Para distinguir visitantes durante um dia, calculamos uma chave a partir do seu endereço IP e do nome do " +
          "navegador com um valor aleatório que muda todo dia e é apagado 30 minutos depois que o dia termina " +
          "(UTC), para que uma visita em andamento à meia-noite não seja contada duas vezes. Nunca guardamos o " +
          "endereço nem o nome do navegador junto com a contagem, e nada liga suas visitas em dois dias diferentes.",
        "Para saber se nossas páginas são rápidas para quem as lê, cada página mede quatro números que o seu navegador " +
          "já conhece: quanto tempo o maior texto ou imagem levou para aparecer, com que rapidez ela respondeu a um " +
          "clique ou a uma tecla, quanto o layout se mexeu e quanto tempo nosso servidor levou para responder, além da " +
          "largura da sua janela. Quando você sai da página, um pequeno script envia esses números uma única vez ao " +
          "nosso servidor, sem cookie e sem identificador; eles ficam junto com a contagem daquela página e são apagados " +
          "com ela. Nada é medido nem enviado quando o seu navegador pede aos sites que não rastreiem você (Global " +
          "Privacy Control ou Do Not Track).",
        "Contamos para saber quais páginas e links trazem quem nos escreve, e a mensagem que você envia registra a " +
          "visita de onde ela veio. As visualizações individuais são apagadas após 90 dias; ficam só os totais " +
          "diários, guardados pelo mesmo tempo que as mensagens.",
      ],
    },
  ],
  rights: {
    title: "Seus direitos: ver, baixar ou apagar seus dados",
    law:
      "Você pode ver tudo o que guardamos sobre você, receber uma cópia e pedir que tudo seja apagado (LGPD, art. 18; " +
      "GDPR, arts. 15, 17 e 20), e respondemos a esse pedido em até 15 dias.",
    how:
      "Você não precisa esperar: informe o e-mail que usou e enviamos na hora, para esse endereço, um link " +
      "válido por 24 horas. Ele abre uma página com tudo o que guardamos sobre esse e-mail: você pode ler ali " +
      "mesmo, baixar em JSON ou CSV, ou apagar. Apagar também cancela qualquer conversa já agendada. Este " +
      "formulário não revela se você já nos escreveu: a resposta é a mesma nos dois casos.",
    email: "Seu e-mail",
    submit: "Enviar o link",
    byMail: "Para corrigir seus dados, se opor ao uso deles ou tirar qualquer outra dúvida, escreva para",
    noForm:
      "Para ver, corrigir, baixar ou apagar seus dados, escreva a partir do endereço que você usou para o " +
      "encarregado pelo tratamento de dados pessoais, no e-mail",
    complaint:
      "Você também pode apresentar uma reclamação à Autoridade Nacional de Proteção de Dados (ANPD) ou à " +
      "autoridade de proteção de dados do país onde mora.",
  },
  contact: "Dúvidas sobre este aviso",
} as const;
