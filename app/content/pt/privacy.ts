import { identity } from "@shared/identity";
import type { PrivacyCopy } from "../en/privacy";

export const privacy: PrivacyCopy = {
  title: "Aviso de privacidade",
  updated: "Última atualização: novembro de 2026",
  intro:
    `A ${identity.companyName} coleta apenas o necessário para responder a você. Este aviso trata dos formulários ` +
    "de contato deste site, nos termos da LGPD e do GDPR europeu.",
  sections: [
    {
      key: "what",
      title: "O que guardamos",
      paragraphs: [
        "O que você preenche no formulário: nome, e-mail, empresa e mensagem (e, no agendamento da conversa, o " +
          "tamanho do time e o formato que interessa a você).",
        "Junto com isso: a data e a hora do envio, o idioma da página, o identificador do seu navegador (user agent) " +
          "e seu endereço IP truncado, de forma que ele deixe de identificar você (a parte final do endereço é " +
          "removida antes de ser gravada).",
      ],
    },
    {
      key: "why",
      title: "Para quê",
      paragraphs: [
        "Para responder a você e preparar nossa conversa. A base legal é nosso legítimo interesse em atender a um " +
          "pedido que você fez; não vendemos nem compartilhamos seus dados, e não incluímos você em listas de e-mail.",
        "O endereço truncado e o identificador do navegador servem apenas para barrar spam e abusos.",
      ],
    },
    {
      key: "how-long",
      title: "Por quanto tempo",
      paragraphs: [
        "Guardamos cada mensagem por até 24 meses após nosso último contato e depois a apagamos. Mensagens marcadas " +
          "como spam são apagadas em 30 dias.",
      ],
    },
    {
      key: "rights",
      title: "Seus direitos e como pedir a exclusão",
      paragraphs: [
        `Escreva para ${identity.contactEmail} a partir do endereço que você usou, e em até 15 dias enviamos uma ` +
          "cópia do que temos, corrigimos ou apagamos seus dados.",
      ],
    },
    {
      key: "counting",
      title: "Como contamos as visitas",
      paragraphs: [
        "O servidor que envia uma página é quem a conta: qual página, quando, em que idioma, o site ou link de " +
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
        "Contamos para saber quais páginas e links trazem quem nos escreve, e a mensagem que você envia registra a " +
          "visita de onde ela veio. As visualizações individuais são apagadas após 90 dias; ficam só os totais " +
          "diários, guardados pelo mesmo tempo que as mensagens.",
      ],
    },
  ],
  contact: "Dúvidas sobre este aviso",
} as const;
