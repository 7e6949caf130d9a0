import type { ShellCopy } from "../en/shell";

export const shell: ShellCopy = {
  skipToContent: "Pular para o conteúdo",
  fallbackError: {
    title: "Erro inesperado na aplicação!",
    body: "Algo deu errado. Recarregar a página costuma resolver.",
    reload: "Recarregar a página",
  },
};
