import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState, type ComponentType, type ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { prerender } from "react-dom/static";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferredPart, Slot, staticPart, type TakeoverProps } from "./static-part";

function Article() {
  return (
    <article>
      <h2>Pre-rendered text</h2>
      <a href="/en/consulting#contact">Talk to us</a>
      <a href="https://example.com/">Elsewhere</a>
      <Slot name="form">
        <form>
          <input name="email" aria-label="Pre-rendered email" />
          <input name="company" aria-label="Pre-rendered company" />
        </form>
      </Slot>
    </article>
  );
}

function LiveForm({ restore }: TakeoverProps) {
  const [submitted, setSubmitted] = useState(false);
  return (
    <form>
      <input name="email" aria-label="Live email" defaultValue={restore?.values.email} />
      <input name="company" aria-label="Live company" defaultValue={restore?.values.company} />
      <button type="button" onClick={() => setSubmitted(true)}>
        {submitted ? "Sent" : "Send"}
      </button>
    </form>
  );
}

function Where() {
  const { pathname, hash } = useLocation();
  return <output aria-label="location">{pathname + hash}</output>;
}

const module = <P,>(Component: ComponentType<P>) => Promise.resolve({ default: Component });

function setUp() {
  const loadArticle = vi.fn(() => module(Article));
  const loadForm = vi.fn(() => module(LiveForm));
  const Part = staticPart(loadArticle, { form: loadForm });
  const page = (
    <MemoryRouter initialEntries={["/en/"]}>
      <Part />
      <Where />
    </MemoryRouter>
  );
  return { loadArticle, loadForm, page };
}

/** The HTML the build would write: rendered with nothing to keep, so the live part renders. */
async function preRender(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  const html = await new Response(prelude).text();
  // The server renderer leaves the last context values it resumed with on the shared context
  // objects (harmless in a server process); an empty render resets them for the browser side.
  await prerender(null);
  return html;
}

beforeEach(() => {
  // React warns when its server and browser renderers use the same context objects, which only
  // happens here, where one process plays both the build and the browser.
  const report = console.error;
  console.error = (...args: unknown[]) => {
    if (!String(args[0]).includes("multiple renderers concurrently")) report(...args);
  };
});

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = container = undefined;
});

async function hydrate(node: ReactNode, html: string) {
  container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container!, node);
  });
  return container;
}

describe("a static part", () => {
  it("is rendered in full at build time", async () => {
    const { page, loadArticle } = setUp();
    const html = await preRender(page);
    expect(html).toContain("Pre-rendered text");
    expect(html).toContain('name="email"');
    expect(loadArticle).toHaveBeenCalled();
  });

  it("keeps its pre-rendered HTML in the browser without loading its code", async () => {
    const html = await preRender(setUp().page);
    const { page, loadArticle } = setUp();
    const element = await hydrate(page, html);
    expect(loadArticle).not.toHaveBeenCalled();
    expect(element.querySelector("h2")?.textContent).toBe("Pre-rendered text");
  });

  it("renders from its module when there is no HTML to keep (a navigation)", async () => {
    const { page, loadArticle } = setUp();
    container = document.createElement("div");
    document.body.append(container);
    await act(async () => {
      root = createRoot(container!);
      root.render(page);
    });
    expect(loadArticle).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole("heading", { name: "Pre-rendered text" })).toBeDefined();
  });

  it("follows its links inside the site without a page load, and leaves other links alone", async () => {
    const html = await preRender(setUp().page);
    await hydrate(setUp().page, html);
    const internal = screen.getByRole("link", { name: "Talk to us" });
    expect(fireEvent.click(internal)).toBe(false); // default prevented: no document load
    expect(screen.getByRole("status", { name: "location" }).textContent).toBe("/en/consulting#contact");
    expect(fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }))).toBe(true);
    expect(fireEvent.click(internal, { ctrlKey: true })).toBe(true); // a new tab is the browser's
  });
});

describe("a slot", () => {
  it("is taken over when the visitor reaches for it, keeping what was typed and the caret", async () => {
    const html = await preRender(setUp().page);
    const { page, loadForm } = setUp();
    await hydrate(page, html);
    expect(loadForm).not.toHaveBeenCalled();

    const email = screen.getByRole("textbox", { name: "Pre-rendered email" }) as HTMLInputElement;
    email.value = "ana@example.com";
    (screen.getByRole("textbox", { name: "Pre-rendered company" }) as HTMLInputElement).value = "Acme";
    email.focus();
    email.setSelectionRange(3, 3);
    await act(async () => {
      fireEvent.focusIn(email);
    });

    const live = (await screen.findByRole("textbox", { name: "Live email" })) as HTMLInputElement;
    expect(loadForm).toHaveBeenCalledTimes(1);
    expect(live.value).toBe("ana@example.com");
    expect((screen.getByRole("textbox", { name: "Live company" }) as HTMLInputElement).value).toBe("Acme");
    expect(document.activeElement).toBe(live);
    expect(live.selectionStart).toBe(3);
    expect(screen.queryByRole("textbox", { name: "Pre-rendered email" })).toBeNull();
    expect(document.querySelector("[data-awaiting-takeover]")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByRole("button", { name: "Sent" })).toBeDefined();
  });

  it("is taken over once the page has loaded and the browser is idle", async () => {
    vi.useFakeTimers();
    try {
      const html = await preRender(setUp().page);
      const { page, loadForm } = setUp();
      await hydrate(page, html);
      expect(document.querySelector("[data-awaiting-takeover]")).not.toBeNull();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2500);
      });
      expect(loadForm).toHaveBeenCalledTimes(1);
      expect(screen.getByRole("textbox", { name: "Live email" })).toBeDefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("a deferred part", () => {
  function Menu() {
    const [open, setOpen] = useState(false);
    return (
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Menu
      </button>
    );
  }

  it("keeps its HTML, then becomes interactive on the first press", async () => {
    const load = vi.fn(() => module(Menu));
    const Header = deferredPart(load);
    const page = (
      <MemoryRouter initialEntries={["/en/"]}>
        <Header />
      </MemoryRouter>
    );
    const html = await preRender(page);
    load.mockClear();
    await hydrate(page, html);
    expect(load).not.toHaveBeenCalled();

    await act(async () => {
      fireEvent.pointerDown(screen.getByRole("button", { name: "Menu" }));
    });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    const button = await screen.findByRole("button", { name: "Menu" });
    fireEvent.click(button);
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Menu" }).getAttribute("aria-expanded")).toBe("true"),
    );
  });
});
