import type { SpamFolderCopy } from "~/content/en/spam-folder";

export const spamFolder: SpamFolderCopy = {
  title: "Pasta de spam",
  week: (total: number) =>
    total === 1 ? "1 envio barrado esta semana" : `${total.toLocaleString("pt-BR")} envios barrados esta semana`,
  pageTitle: "Spam e suas regras",
  weekNone: "Nada barrado esta semana.",
  search: "Procurar na pasta de spam",
  searchHint: "Procura em nomes, e-mails, empresas e mensagens.",
  apply: "Procurar",
  empty: "A pasta de spam está vazia.",
  reasonsLabel: "Barrado por",
  notSpam: "Não é spam",
  restoring: "Movendo...",
  restored: (name: string) =>
    `${name} voltou para a caixa de entrada. O que ficou pendente enquanto estava no spam (seu aviso, a confirmação para quem escreveu) é enviado agora, uma única vez.`,
  failed: "Não deu certo. Verifique a conexão e tente de novo.",
  deletedAfter: "O spam é apagado depois de 30 dias.",
  reasons: {
    honeypot: "preencheu o campo oculto",
    "proof-of-work-invalid": "prova de trabalho falsificada",
    "proof-of-work-replayed": "prova de trabalho reutilizada",
    "proof-of-work-expired": "prova de trabalho vencida",
    "too-fast": "enviado rápido demais para uma pessoa",
    "link-in-name": "link no nome",
    "link-in-company": "link na empresa",
    "link-density": "quase só links",
    keyword: "frases de spam",
    "owner-rule": "uma das suas regras",
    "blocked-address": "endereço bloqueado",
    "blocked-domain": "domínio bloqueado",
    "disposable-email": "e-mail descartável",
    "foreign-script": "alfabeto estrangeiro",
    "repeated-message": "mesma mensagem enviada de novo",
    "marked-by-owner": "marcado por você",
  },
  rules: {
    title: "Suas regras",
    intro:
      "Um envio que corresponda a uma delas vai direto para a pasta de spam. Uma regra nova vale para o que chegar depois, nunca para contatos que já estão na caixa de entrada.",
    add: "Adicionar regra",
    kind: "Tipo de regra",
    adding: "Adicionando...",
    kinds: {
      keyword: "Palavra ou frase",
      pattern: "Padrão",
      domain: "Domínio bloqueado",
      address: "Endereço bloqueado",
    },
    values: {
      keyword: "Palavra ou frase",
      pattern: "Padrão (expressão regular)",
      domain: "Domínio de e-mail",
      address: "Endereço de e-mail",
    },
    hints: {
      keyword:
        "Procurada no nome, na empresa e na mensagem, sem diferenciar maiúsculas nem acentos. Exemplo: post patrocinado",
      pattern:
        "Uma expressão regular de JavaScript, sem diferenciar maiúsculas, sem lookarounds nem retrovisores. Exemplo: \\b(cassino|aposta)\\d+",
      domain: "Tudo o que vier deste domínio e dos subdomínios dele. Exemplo: agencia-de-spam.example",
      address: "Tudo o que vier deste endereço. Exemplo: ofertas@fornecedor.example",
    },
    problems: {
      empty: "Informe o valor da regra.",
      "too-long": "Use no máximo 200 caracteres.",
      pattern: "Esta expressão regular não é válida. Confira os colchetes, os parênteses e as barras invertidas.",
      "pattern-unsupported":
        "Lookarounds como (?=...) ou (?<!...) e retrovisores como \\1 não são aceitos: com eles, conferir uma única mensagem pode levar minutos.",
      "pattern-too-big":
        "Este padrão é grande demais para ser conferido com rapidez. Use repetições menores, como {1,20} em vez de {500}.",
      domain: "Informe um domínio como agencia-de-spam.example, sem nome antes do @.",
      address: "Informe um endereço de e-mail completo, como ofertas@fornecedor.example.",
      duplicate: "Você já tem esta regra.",
      failed: "A regra não foi salva. Verifique a conexão e tente de novo.",
    },
    none: "Nenhuma ainda.",
    count: (count: number) => (count === 1 ? "1 regra" : `${count} regras`),
    delete: (value: string) => `Apagar a regra “${value}”`,
    added: (value: string) => `Regra “${value}” adicionada.`,
    deleted: (value: string) => `Regra “${value}” apagada.`,
    undo: "Desfazer",
    restored: (value: string) => `A regra “${value}” voltou.`,
    deleteFailed: "A regra não foi apagada. Verifique a conexão e tente de novo.",
    loadFailed: "Não foi possível carregar suas regras. Verifique a conexão e tente de novo.",
    retry: "Tentar de novo",
  },
};
