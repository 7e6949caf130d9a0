import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { shell as pt } from "~/content/pt/shell";
import { shell as en } from "~/content/en/shell";
import { IslandBoundary } from "./fallback-error";

function Broken(): never {
  throw new Error("kaboom");
}

describe("an island's error boundary", () => {
  it.each([
    ["en", en, "Unexpected Application Error!"],
    ["pt", pt, "Erro inesperado na aplicação!"],
  ] as const)("shows the fallback screen with the error's message (%s)", (_, copy, title) => {
    // React reports the caught error on the console; that is expected here.
    const report = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <IslandBoundary copy={copy.fallbackError}>
        <Broken />
      </IslandBoundary>,
    );
    report.mockRestore();
    expect(screen.getByRole("heading", { name: title })).toBeDefined();
    expect(screen.getByText("kaboom")).toBeDefined();
    expect(screen.getByRole("button", { name: copy.fallbackError.reload })).toBeDefined();
  });

  it("renders its children when nothing throws", () => {
    render(
      <IslandBoundary copy={en.fallbackError}>
        <p>fine</p>
      </IslandBoundary>,
    );
    expect(screen.getByText("fine")).toBeDefined();
  });
});
