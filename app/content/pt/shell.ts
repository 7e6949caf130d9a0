import type { ShellCopy } from "../en/shell";

export const shell: ShellCopy = {
  skipToContent: "Pular para o conteúdo",
  fallbackError: {
    title: "Erro inesperado na aplicação!",
    body: "Algo deu errado. Recarregue a página: quase sempre resolve.",
    reload: "Recarregar a página",
  },
};
