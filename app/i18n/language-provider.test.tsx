/* eslint-disable react-hooks/globals -- the probe hands the context it reads to the test */
import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LanguageProvider, useLanguage, type LanguageContextValue } from "./language-provider";
import { LANGUAGE_STORAGE_KEY } from "./storage";

let context: LanguageContextValue | undefined;
let router: ReturnType<typeof createMemoryRouter>;

function Probe() {
  context = useLanguage();
  const location = useLocation();
  return (
    <p data-testid="probe">
      {context.resolved ? context.language : "unresolved"} {location.pathname + location.search + location.hash}
    </p>
  );
}

function renderAt(entries: string[], index = entries.length - 1) {
  router = createMemoryRouter(
    [
      {
        element: (
          <LanguageProvider>
            <Outlet />
          </LanguageProvider>
        ),
        children: [{ path: "*", element: <Probe /> }],
      },
    ],
    { initialEntries: entries, initialIndex: index },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  localStorage.clear();
  context = undefined;
});
afterEach(() => vi.restoreAllMocks());

describe("LanguageProvider", () => {
  it("takes the language from the path and saves it", () => {
    renderAt(["/pt/education"]);
    expect(screen.getByTestId("probe").textContent).toBe("pt /pt/education");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("pt");
  });

  it("lets the path override a saved preference", () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "pt");
    renderAt(["/en/"]);
    expect(context?.language).toBe("en");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("en");
  });

  it("resolves a path without a language from the saved preference", () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "pt");
    renderAt(["/consulting"]);
    expect(context).toMatchObject({ language: "pt", resolved: true });
  });

  it("follows the path when it changes language", async () => {
    renderAt(["/en/"]);
    await act(() => router.navigate("/pt/consulting"));
    expect(context?.language).toBe("pt");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("pt");
  });

  it("keeps the last path language on a path without one", async () => {
    renderAt(["/pt/"]);
    await act(() => router.navigate("/education"));
    expect(context?.language).toBe("pt");
  });

  it("switches language in place: same page, query and hash, history entry replaced", async () => {
    renderAt(["/en/", "/en/consulting?ref=ad#contact"]);
    await act(async () => context?.setLanguage("pt"));
    expect(screen.getByTestId("probe").textContent).toBe("pt /pt/consulting?ref=ad#contact");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("pt");
    // Replaced, not pushed: going back leaves the page rather than returning to English.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe("/en/");
  });

  it("coerces an unsupported language to English with a warning", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderAt(["/pt/education"]);
    await act(async () => context?.setLanguage("fr"));
    expect(router.state.location.pathname).toBe("/en/education");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("fr"));
  });

  it("carries on when storage throws, with a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    renderAt(["/pt/"]);
    expect(context?.language).toBe("pt");
    expect(warn).toHaveBeenCalled();
  });
});

it("throws a clear error when used outside its provider", () => {
  function Orphan() {
    useLanguage();
    return null;
  }
  // React logs the error it rethrows; that log is expected here.
  vi.spyOn(console, "error").mockImplementation(() => {});
  expect(() => render(<Orphan />)).toThrow(/inside <LanguageProvider>/);
});
