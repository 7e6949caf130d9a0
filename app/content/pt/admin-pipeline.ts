import type { AdminPipelineCopy } from "../en/admin-pipeline";

export const adminPipeline: AdminPipelineCopy = {
  nav: "Quadro",
  value: {
    label: "Valor do negócio",
    amount: "Valor",
    currency: "Moeda",
    save: "Salvar valor",
    clear: "Limpar valor",
    none: "Sem valor ainda",
    hint: "Valor como você escreveria, por exemplo 12.500,00",
    errors: {
      invalid: "Escreva o valor com algarismos, por exemplo 12.500,00.",
      "too-many-decimals": "Esta moeda tem menos casas decimais.",
      "too-large": "Esse valor é grande demais.",
      failed: "Não foi possível salvar o valor. Tente de novo.",
    },
  },
  board: {
    title: "Contatos por etapa",
    intro: "Contatos em aberto por etapa, os que esperam há mais tempo primeiro. Mova um contato pelo menu dele.",
    loading: "Carregando o quadro...",
    failed: "Não foi possível carregar o quadro. Verifique a conexão e tente de novo.",
    retry: "Tentar de novo",
    count: (count: number) => (count === 1 ? "1 contato" : `${count} contatos`),
    noValue: "Sem valor",
    empty: "Nenhum contato nesta etapa.",
    more: (shown: number, total: number) => `Mostrando os ${shown} há mais tempo aqui, de ${total}.`,
    days: (days: number) => (days === 0 ? "Desde hoje" : days === 1 ? "1 dia nesta etapa" : `${days} dias nesta etapa`),
    moveTo: (name: string) => `Mover ${name} para`,
    move: "Mover",
    moved: (name: string, stage: string) => `${name} foi para ${stage}.`,
    moveFailed: (name: string) => `Não foi possível mover ${name}. Tente de novo.`,
    closed: "Encerrados",
    open: "Abrir o contato",
  },
};
