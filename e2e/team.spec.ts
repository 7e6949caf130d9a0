import type { BrowserContext, Page } from "@playwright/test";
import { expect, loaded, photograph, seriousAxeFindings, test } from "./fixtures";
import { messagesTo } from "./mailbox";
import { OwnServer } from "./own-server";

const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "";

/** What the story reads and presses, in each language (app/content/{en,pt}/admin*.ts). */
const WORDS = {
  en: {
    password: "Password",
    signIn: "Sign in",
    console: "Owner console",
    signOut: "Sign out",
    deviceName: "Device name",
    register: "Register a passkey",
    codes: "Recovery codes",
    saved: "I have saved them",
    passkey: "Use a passkey",
    useRecoveryCode: "Use a recovery code",
    email: "E-mail",
    recoveryCode: "Recovery code",
    recoverySubmit: "Sign in with the recovery code",
    codeUsed: /the code may have been used already/,
    invalidLink: /This invitation link is no longer valid/,
    teamRefused: "This page is for owners: as a consultant you cannot open it.",
    thisDevice: "This device",
    signOutDevice: "Sign out",
  },
  pt: {
    password: "Senha",
    signIn: "Entrar",
    console: "Área do responsável",
    signOut: "Sair",
    deviceName: "Nome do aparelho",
    register: "Cadastrar uma chave de acesso",
    codes: "Códigos de recuperação",
    saved: "Já guardei os códigos",
    passkey: "Usar uma chave de acesso",
    useRecoveryCode: "Usar um código de recuperação",
    email: "E-mail",
    recoveryCode: "Código de recuperação",
    recoverySubmit: "Entrar com o código de recuperação",
    codeUsed: /o código pode já ter sido usado/,
    invalidLink: /Este link de convite não vale mais/,
    teamRefused: "Esta página é só para donos: como consultor, você não pode abri-la.",
    thisDevice: "Este dispositivo",
    signOutDevice: "Desconectar",
  },
} as const;
type Language = keyof typeof WORDS;

/**
 * A browser context on the team server, in `language`, with a virtual authenticator of its own
 * (Chromium's DevTools WebAuthn domain): a platform authenticator holding discoverable
 * credentials that verifies its user at once.
 */
async function device(context: BrowserContext, language: Language, { autofill = true } = {}) {
  await context.addInitScript((saved) => window.localStorage.setItem("por.language", saved), language);
  // The virtual authenticator answers the autofill's request at once with the passkey it holds:
  // a device without autofill is how the story presses the button instead.
  if (!autofill)
    await context.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
    });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { page, cdp, authenticatorId };
}

async function recoveryCodes(page: Page, words: (typeof WORDS)[Language]): Promise<string[]> {
  const list = page.getByRole("list", { name: words.codes });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  return list.getByRole("listitem").allTextContents();
}

/** Registers a passkey on the page's device, from the screen that asks for one, and keeps the codes. */
async function registerPasskey(page: Page, words: (typeof WORDS)[Language], deviceName: string) {
  await page.getByLabel(words.deviceName).fill(deviceName);
  await page.getByRole("button", { name: words.register }).click();
  return recoveryCodes(page, words);
}

const consoleNav = (page: Page, language: Language) => page.getByRole("navigation", { name: WORDS[language].console });

for (const [language, tag, offset, width] of [
  ["en", "@desktop", 7, 1440],
  ["pt", "@mobile", 8, 375],
] as const) {
  const words = WORDS[language];
  const shot = (page: Page, name: string) => photograph(page, `team-${language}-${width}-${name}`);

  test(`a team signs in with passkeys, in ${language} ${tag}`, async ({ browser }) => {
    test.slow();
    const server = new OwnServer(offset, {}, "localhost");
    await server.start();
    const contexts: BrowserContext[] = [];
    const open = async (options?: { autofill: boolean }) => {
      const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width, height: 900 } });
      contexts.push(context);
      return device(context, language, options);
    };
    try {
      // The first owner: the password once, then a passkey, and the password opens nothing.
      const owner = await open();
      await owner.page.goto("/admin");
      await loaded(owner.page);
      await owner.page.getByLabel(words.password).fill(ADMIN_PASSWORD);
      await owner.page.getByRole("button", { name: words.signIn, exact: true }).click();
      // The password opens the console; a notice above it asks for the first passkey.
      await expect(consoleNav(owner.page, language)).toBeVisible();
      await owner.page.getByRole("button", { name: words.register }).click();
      await registerPasskey(owner.page, words, "Owner laptop");
      await owner.page.getByRole("button", { name: words.saved }).click();
      await expect(consoleNav(owner.page, language)).toBeVisible();
      const retired = await owner.page.request.post("/api/admin/session", { data: { password: ADMIN_PASSWORD } });
      expect(retired.status()).toBe(401);
      expect((await retired.json()).code).toBe("PASSWORD_RETIRED");

      // The owner invites a consultant; the invitation e-mail carries the link.
      const email = `consultant-${language}@example.com`;
      const invited = await owner.page.request.post("/api/admin/team", {
        data: { email, name: "Example consultant", role: "consultant", language, timeZone: "America/Sao_Paulo" },
      });
      expect(invited.status()).toBe(201);
      const [mail] = await messagesTo(email, 1, () => true, server.mailDir);
      const link = /http:\/\/localhost:\d+\/admin#invitation=[\w-]{43}/.exec(mail!.text ?? "")?.[0];
      expect(link).toBeDefined();

      // The consultant opens it on their phone: the token leaves the address, a passkey, the codes.
      const phone = await open();
      await phone.page.goto(link!);
      await expect(phone.page.getByLabel(words.deviceName)).toBeVisible();
      expect(phone.page.url()).toBe(`${server.baseURL}/admin`);
      expect(await seriousAxeFindings(phone.page)).toEqual([]);
      await shot(phone.page, "invitation");
      const codes = await registerPasskey(phone.page, words, "Consultant phone");
      expect(new Set(codes).size).toBe(10);
      expect(await seriousAxeFindings(phone.page)).toEqual([]);
      await shot(phone.page, "recovery-codes");
      await phone.page.getByRole("button", { name: words.saved }).click();
      await expect(consoleNav(phone.page, language)).toBeVisible();

      // The link worked once.
      const again = await open();
      await again.page.goto(link!);
      await expect(again.page.getByRole("alert")).toHaveText(words.invalidLink);

      // Out, and back in with the passkey the browser's autofill offers (the virtual
      // authenticator picks it at once).
      await phone.page.getByRole("button", { name: words.signOut }).click();
      await expect(phone.page.getByRole("button", { name: words.signOut })).toHaveCount(0);
      await expect(consoleNav(phone.page, language)).toBeVisible();

      // A consultant is refused what only an owner may do: the team page by its address, and its route.
      await phone.page.goto("/admin#team");
      await expect(phone.page.getByRole("alert")).toHaveText(words.teamRefused);
      const team = await phone.page.request.get("/api/admin/team");
      expect(team.status()).toBe(403);
      expect((await team.json()).code).toBe("FORBIDDEN");
      expect((await phone.page.request.get("/api/admin/leads/export?format=csv")).status()).toBe(403);

      // The same passkey signs in on a laptop (copied to its authenticator, counter and all).
      const { credentials } = await phone.cdp.send("WebAuthn.getCredentials", {
        authenticatorId: phone.authenticatorId,
      });
      expect(credentials).toHaveLength(1);
      const laptop = await open({ autofill: false });
      await laptop.cdp.send("WebAuthn.addCredential", {
        authenticatorId: laptop.authenticatorId,
        credential: credentials[0]!,
      });
      await laptop.page.goto("/admin");
      await expect(laptop.page.getByRole("button", { name: words.passkey })).toBeVisible();
      // An owner has a passkey: the password is no longer offered.
      await expect(laptop.page.getByLabel(words.password)).toHaveCount(0);
      await shot(laptop.page, "sign-in");
      await laptop.page.getByRole("button", { name: words.passkey }).click();
      await expect(consoleNav(laptop.page, language)).toBeVisible();

      // From the phone's devices page, the consultant signs the laptop out: its session ends.
      await phone.page.goto("/admin#devices");
      const rows = phone.page
        .getByRole("row")
        .filter({ has: phone.page.getByRole("button", { name: words.signOutDevice }) });
      await expect(rows).toHaveCount(2);
      await shot(phone.page, "devices");
      const other = rows.filter({ hasNotText: words.thisDevice });
      await other.getByRole("button", { name: words.signOutDevice }).click();
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText(words.thisDevice);
      expect((await laptop.page.request.get("/api/admin/session")).status()).toBe(401);
      await laptop.page.reload();
      await expect(laptop.page.getByRole("button", { name: words.passkey })).toBeVisible();
      expect((await phone.page.request.get("/api/admin/session")).status()).toBe(200);

      // A recovery code signs in once, and never again.
      const useCode = async (page: Page) => {
        await page.getByRole("button", { name: words.useRecoveryCode }).click();
        await page.getByLabel(words.email).fill(email);
        await page.getByLabel(words.recoveryCode).fill(codes[3]!);
        await page.getByRole("button", { name: words.recoverySubmit }).click();
      };
      await useCode(laptop.page);
      await expect(consoleNav(laptop.page, language)).toBeVisible();
      await laptop.page.getByRole("button", { name: words.signOut }).click();
      await useCode(laptop.page);
      await expect(laptop.page.getByRole("alert")).toHaveText(words.codeUsed);
      await shot(laptop.page, "recovery-refused");
      await expect(consoleNav(laptop.page, language)).toHaveCount(0);
    } finally {
      // The server first: a context that cannot close (the test timed out) must not leave it running.
      await server.stop();
      await Promise.allSettled(contexts.map((context) => context.close()));
    }
  });
}
