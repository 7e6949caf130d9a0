import { render, screen } from "@testing-library/react";
import { createMemoryRouter, data, Outlet, RouterProvider, useRouteError } from "react-router";
import { describe, expect, it } from "vitest";
import { LanguageProvider } from "~/i18n/language-provider";
import { ErrorBoundary } from "~/root";

/** The root error boundary, as React Router renders it: inside the language provider. */
function renderFailingRoute(path: string, failure: () => never) {
  function Boundary() {
    const error = useRouteError();
    return <ErrorBoundary error={error} params={{}} loaderData={undefined} />;
  }
  const router = createMemoryRouter(
    [
      {
        element: (
          <LanguageProvider>
            <Outlet />
          </LanguageProvider>
        ),
        children: [
          { path: "/:lang/*", loader: failure, element: null, errorElement: <Boundary />, HydrateFallback: () => null },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe("the root error boundary", () => {
  it.each([
    ["/en/x", "Page Not Found", "The page you're looking for doesn't exist.", "Go Home", "/en/"],
    ["/pt/x", "Página não encontrada", "A página que você procura não existe.", "Ir para o início", "/pt/"],
  ])("shows the Page Not Found screen for a 404 at %s", async (path, title, body, action, home) => {
    renderFailingRoute(path, () => {
      throw data(null, { status: 404 });
    });
    expect(await screen.findByRole("heading", { name: title })).toBeDefined();
    expect(screen.getByText(body)).toBeDefined();
    expect(screen.getByRole("link", { name: action }).getAttribute("href")).toBe(home);
  });

  it("shows the fallback screen with the status of any other error response", async () => {
    renderFailingRoute("/en/x", () => {
      throw data(null, { status: 503, statusText: "Service Unavailable" });
    });
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeDefined();
    expect(screen.getByText("503 Service Unavailable")).toBeDefined();
  });

  it("shows the message of a thrown error, in the page's language", async () => {
    renderFailingRoute("/pt/x", () => {
      throw new Error("kaboom");
    });
    expect(await screen.findByRole("heading", { name: "Erro inesperado na aplicação!" })).toBeDefined();
    expect(screen.getByText("kaboom")).toBeDefined();
  });
});
