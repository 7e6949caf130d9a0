import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { typesetText } from "@shared/typeset";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The privacy notice as built with these `VITE_*` settings (read when the modules load). */
async function builtWith(settings: Record<string, string>) {
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  vi.resetModules();
  return import("./privacy");
}

describe("the privacy notice", () => {
  it("holds the request form, a plain post to the collector with the page's language", async () => {
    const { PrivacyContent } = await builtWith({});
    const { container } = render(<PrivacyContent language="pt" />);
    const form = container.querySelector("form#privacy-request");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/privacy/request");
    const fields = [...(form?.querySelectorAll("input") ?? [])].map((input) => [input.name, input.type, input.value]);
    expect(fields).toEqual([
      ["language", "hidden", "pt"],
      ["email", "email", ""],
    ]);
    expect(within(form as HTMLElement).getByLabelText(typesetText("Seu e-mail"))).toBeDefined();
  });

  it("posts to the collector on its own origin when the forms post there", async () => {
    const { PrivacyContent } = await builtWith({ VITE_FORM_ENDPOINT: "https://collector.example/" });
    const { container } = render(<PrivacyContent language="en" />);
    expect(container.querySelector("form")?.getAttribute("action")).toBe("https://collector.example/privacy/request");
  });

  it("without a collector (Formspree), has no form and says to write to the data-protection contact", async () => {
    const { PrivacyContent } = await builtWith({ VITE_FORM_ENDPOINT: "https://formspree.io" });
    const { container } = render(<PrivacyContent language="en" />);
    expect(container.querySelector("form")).toBeNull();
    const rights = screen.getByRole("region", { name: /your rights/i });
    expect(rights.textContent).toMatch(/write from the address you used .* at privacy@onrailslabs\.com\./);
    expect(within(rights).getByRole("link", { name: "privacy@onrailslabs.com" }).getAttribute("href")).toBe(
      "mailto:privacy@onrailslabs.com",
    );
  });

  it("names the controller and the officer from the identity settings", async () => {
    const { PrivacyContent } = await builtWith({
      VITE_DATA_CONTROLLER: "OnRails Labs Ltda.",
      VITE_DATA_PROTECTION_OFFICER: "Ana Souza",
      VITE_DATA_PROTECTION_EMAIL: "dpo@example.com",
    });
    render(<PrivacyContent language="pt" />);
    const responsible = screen.getByRole("region", { name: "Quem responde pelos seus dados" });
    expect(responsible.textContent).toContain("Controladora dos seus dados: OnRails Labs Ltda.");
    expect(responsible.textContent).toContain("encarregado pelo tratamento de dados pessoais");
    expect(responsible.textContent).toContain("é Ana Souza.");
    expect(within(responsible).getByRole("link").getAttribute("href")).toBe("mailto:dpo@example.com");
  });

  it("writes to privacy@ the contact address's domain unless told otherwise", async () => {
    const { PrivacyContent } = await builtWith({ VITE_CONTACT_EMAIL: "hello@acme.example" });
    const { container } = render(<PrivacyContent language="en" />);
    const officer = [...container.querySelectorAll("a[href^=mailto]")].map((link) => link.getAttribute("href"));
    expect(new Set(officer)).toEqual(new Set(["mailto:privacy@acme.example"]));
  });

  it("speaks of the role, not an invented person, while no officer is named", async () => {
    const { PrivacyContent } = await builtWith({});
    render(<PrivacyContent language="en" />);
    const responsible = screen.getByRole("region", { name: "Who is responsible for your data" });
    expect(responsible.textContent).toContain("Our data protection officer is the LGPD's encarregado");
    expect(responsible.textContent).toContain("The controller of your data is OnRails Labs.");
  });

  it.each(["en", "pt"] as const)("lists every kind of data held, in %s", async (language) => {
    const { PrivacyContent } = await builtWith({});
    const { container } = render(<PrivacyContent language={language} />);
    const held = container.querySelector("section[aria-labelledby=privacy-held]");
    expect(held?.querySelectorAll("li")).toHaveLength(6);
  });
});
