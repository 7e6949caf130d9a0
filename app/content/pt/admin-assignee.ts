import type { AdminAssigneeCopy } from "~/content/en/admin-assignee";

export const adminAssignee: AdminAssigneeCopy = {
  label: "De quem é o contato",
  yours: "Seu: os alertas dele chegam para você.",
  someoneElse: "De outra pessoa da equipe: os alertas dele vão para ela.",
  someoneNamed: (name) => `De ${name}: os alertas dele vão para essa pessoa.`,
  nobody: "De ninguém ainda: os alertas dele vão para todos que pediram alertas de novos contatos.",
  take: "Assumir este contato",
  release: "Largar",
  giveTo: "Passar para",
  choose: "Escolha uma pessoa",
  failed: "Não foi possível mudar de quem é este contato. Verifique a conexão e tente de novo.",
};
