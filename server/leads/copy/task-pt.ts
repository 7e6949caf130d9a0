import type { TaskMailCopy } from "./task-en.js";

/** O lembrete de uma tarefa (issue 51), em português. */
export const taskMail: TaskMailCopy = {
  defaultText: "Retomar contato",
  subject: (task: string, company: string) => `Lembrete de tarefa: ${task} (${company})`,
  intro: "Está na hora desta tarefa de um dos seus contatos:",
  task: "Tarefa",
  due: "Prazo",
  day: (day: string) => `${day}, ao longo do dia`,
  lead: "Contato",
  done: "Marque-a como concluída na página do contato quando terminar; uma tarefa concluída antes da hora não manda lembrete.",
};
