import type { AdminPasskeysCopy } from "../en/admin-passkeys";

export const adminPasskeys = {
  invitation: {
    opening: "Abrindo o seu convite...",
    title: "Boas-vindas à equipe",
    intro:
      "Por enquanto, você está conectado neste aparelho. Cadastre uma chave de acesso para poder entrar de novo: " +
      "sua digital, seu rosto ou o bloqueio de tela confirmam que é você, e não há senha para guardar.",
    INVITATION_INVALID:
      "Este link de convite não vale mais: ele já foi usado, expirou (os links valem 48 horas) ou um mais novo " +
      "foi enviado. Peça a alguém com perfil de dono na sua equipe para convidar você de novo.",
    failed: "Não foi possível abrir o convite. Verifique a conexão e recarregue a página.",
    toSignIn: "Ir para a entrada",
  },
  firstPasskey: {
    title: "Cadastre uma chave de acesso",
    intro:
      "A senha que abriu o console funciona até alguém com perfil de dono ter uma chave de acesso. Cadastre a sua " +
      "agora: a partir daí, a senha não abre mais nada e cada pessoa entra com a própria chave.",
  },
  register: {
    title: "Cadastrar uma chave de acesso neste aparelho",
    add: "Adicionar uma chave de acesso neste aparelho",
    deviceName: "Nome do aparelho",
    deviceNameHint: "Para você distinguir suas chaves depois, por exemplo “Notebook do trabalho”.",
    deviceNameMissing: "Dê um nome a este aparelho (até 60 caracteres).",
    submit: "Cadastrar uma chave de acesso",
    submitting: "Aguardando o seu aparelho...",
    cancelled:
      "O aparelho não criou a chave de acesso: o aviso foi fechado, recusado, ou este navegador não consegue criá-la. " +
      "Tente de novo ou abra o link em outro aparelho.",
    PASSKEY_REFUSED: "O servidor não aceitou esta chave de acesso. Tente de novo.",
    BAD_REQUEST: "O nome do aparelho não pode ter quebras de linha nem caracteres de controle.",
    UNAUTHENTICATED: "A sua sessão terminou. Abra o link do convite de novo ou entre.",
    failed: "Não foi possível cadastrar a chave de acesso. Verifique a conexão e tente de novo.",
    added: (name) => `Chave de acesso “${name}” adicionada.`,
  },
  codes: {
    title: "Seus códigos de recuperação",
    intro:
      "Se você perder todos os aparelhos com chave de acesso, cada um destes códigos permite entrar uma vez. Eles " +
      "aparecem só agora: guarde-os em um lugar seguro, como um gerenciador de senhas ou no papel.",
    listLabel: "Códigos de recuperação",
    copy: "Copiar",
    copied: "Códigos copiados.",
    copyFailed: "O navegador não permitiu copiar: selecione os códigos e copie, ou baixe o arquivo.",
    download: "Baixar (.txt)",
    fileName: "codigos-de-recuperacao.txt",
    fileHeading: "Códigos de recuperação do console. Cada um permite entrar uma vez.",
    saved: "Já guardei os códigos",
  },
  signIn: {
    email: "E-mail",
    emailHint: "O navegador oferece a sua chave de acesso quando você escolhe este campo.",
    useRecoveryCode: "Usar um código de recuperação",
    recoveryTitle: "Entrar com um código de recuperação",
    recoveryCode: "Código de recuperação",
    recoverySubmit: "Entrar com o código de recuperação",
    passwordMissing: "Digite a senha.",
    emailMissing: "Digite o e-mail com que você foi convidado.",
    codeMissing: "Digite um dos seus códigos de recuperação.",
    RECOVERY_CODE_INVALID:
      "Este e-mail e este código não dão acesso: o código pode já ter sido usado. Cada código vale uma vez.",
    back: "Voltar para a chave de acesso",
  },
} satisfies AdminPasskeysCopy;
