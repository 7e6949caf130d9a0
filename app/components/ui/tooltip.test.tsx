import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Tooltip, TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "./tooltip";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function renderTwo() {
  render(
    <>
      <Tooltip content="Change language">
        {(describedBy) => (
          <button type="button" aria-describedby={describedBy}>
            A
          </button>
        )}
      </Tooltip>
      <Tooltip content="Open menu">
        {(describedBy) => (
          <button type="button" aria-describedby={describedBy}>
            B
          </button>
        )}
      </Tooltip>
    </>,
  );
  return { a: screen.getByRole("button", { name: "A" }), b: screen.getByRole("button", { name: "B" }) };
}

const hover = (element: HTMLElement) => fireEvent.pointerEnter(element, { pointerType: "mouse" });

describe("Tooltip", () => {
  it("opens after 700 ms of hover, not before, and describes its trigger", () => {
    const { a } = renderTwo();
    hover(a);
    act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS - 1));
    expect(screen.queryByRole("tooltip")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const tooltip = screen.getByRole("tooltip");
    expect(tooltip.textContent).toBe("Change language");
    expect(a.getAttribute("aria-describedby")).toBe(tooltip.id);
  });

  it("opens at once for the next trigger within 300 ms of closing", () => {
    const { a, b } = renderTwo();
    hover(a);
    act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
    fireEvent.pointerLeave(a);
    act(() => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS - 50));
    hover(b);
    expect(screen.getByRole("tooltip").textContent).toBe("Open menu");
  });

  it("waits again once the skip window has passed", () => {
    const { a, b } = renderTwo();
    hover(a);
    act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
    fireEvent.pointerLeave(a);
    act(() => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS + 1));
    hover(b);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it.each([
    ["leave", (el: HTMLElement) => fireEvent.pointerLeave(el)],
    ["blur", (el: HTMLElement) => fireEvent.blur(el)],
    ["click", (el: HTMLElement) => fireEvent.click(el)],
    ["scroll", () => fireEvent.scroll(window)],
    ["Escape", () => fireEvent.keyDown(window, { key: "Escape" })],
  ])("closes on %s", (_name, dismiss) => {
    const { a } = renderTwo();
    fireEvent.focus(a);
    act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
    expect(screen.getByRole("tooltip")).toBeDefined();
    act(() => dismiss(a));
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("does not open when the pointer leaves before the delay", () => {
    const { a } = renderTwo();
    hover(a);
    act(() => vi.advanceTimersByTime(300));
    fireEvent.pointerLeave(a);
    act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
    expect(screen.queryByRole("tooltip")).toBeNull();
  });
});
