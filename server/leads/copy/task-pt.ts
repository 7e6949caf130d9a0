import type { TaskMailCopy } from "./task-en.js";

/** O lembrete de uma tarefa (issue 51), em português. */
export const taskMail: TaskMailCopy = {
  defaultText: "Retomar contato",
  subject: (task: string, company: string) => `Lembrete de tarefa: ${task} (${company})`,
  intro: "Está na hora desta tarefa de um dos seus leads:",
  task: "Tarefa",
  due: "Prazo",
  day: (day: string) => `${day}, ao longo do dia`,
  lead: "Lead",
  done: "Marque-a como feita na página do lead quando terminar; uma tarefa feita antes da hora não manda lembrete.",
};
