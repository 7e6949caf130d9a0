import { afterEach, describe, expect, it } from "vitest";
import { keepDraftOfNativeSubmit } from "./draft-before-hydration";
import { loadDraft } from "./drafts";

function form(html: string, attributes: Record<string, string>): HTMLFormElement {
  const element = document.createElement("form");
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

const FIELDS =
  '<input name="name" value="Ana"><input name="email" value="ana@example.com">' +
  '<textarea name="context">Texto digitado antes da hidratação</textarea><input name="_gotcha" value="">';

describe("keepDraftOfNativeSubmit", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    localStorage.clear();
  });

  it("keeps what was typed when the browser posts a form the island does not handle yet", () => {
    const element = form(FIELDS, { "data-form": "consulting" });
    element.addEventListener("submit", (event) => event.preventDefault());
    document.addEventListener("submit", keepDraftOfNativeSubmit, { capture: true, once: true });
    element.requestSubmit();
    expect(loadDraft("consulting")).toEqual({
      name: "Ana",
      email: "ana@example.com",
      context: "Texto digitado antes da hidratação",
    });
  });

  it.each([
    ["a hydrated form (the island saves its own draft)", { "data-form": "consulting", "data-ready": "" }],
    ["a form that is no lead form", { "data-form": "search" }],
    ["a form without data-form", {}],
  ])("leaves the draft alone for %s", (_, attributes) => {
    const element = form(FIELDS, attributes);
    element.addEventListener("submit", (event) => event.preventDefault());
    document.addEventListener("submit", keepDraftOfNativeSubmit, { capture: true, once: true });
    element.requestSubmit();
    expect(loadDraft("consulting")).toEqual({});
  });
});
