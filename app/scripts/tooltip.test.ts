import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { enhanceTooltips, TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "./tooltip";

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = `
    <button type="button" data-tooltip="tip-a">A</button><span id="tip-a" role="tooltip" hidden>Change language</span>
    <button type="button" data-tooltip="tip-b">B</button><span id="tip-b" role="tooltip" hidden>Other</span>`;
  enhanceTooltips();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

const tip = (id: string) => document.getElementById(id)!;

describe("a tooltip", () => {
  it("opens after the delay on keyboard focus, describes its trigger, and closes on blur", () => {
    const [first] = [...document.querySelectorAll("button")];
    first!.focus();
    vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS - 1);
    expect(tip("tip-a").hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(tip("tip-a").hidden).toBe(false);
    expect(first!.getAttribute("aria-describedby")).toBe("tip-a");
    first!.blur();
    expect(tip("tip-a").hidden).toBe(true);
    expect(first!.hasAttribute("aria-describedby")).toBe(false);
  });

  it("closes on Escape, on click and on scroll", () => {
    const [first] = [...document.querySelectorAll("button")];
    for (const close of [
      () => window.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" })),
      () => first!.click(),
      () => window.dispatchEvent(new Event("scroll")),
    ]) {
      first!.blur();
      vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS + 1);
      first!.focus();
      vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS);
      expect(tip("tip-a").hidden).toBe(false);
      close();
      expect(tip("tip-a").hidden).toBe(true);
    }
  });

  it("opens at once when another has just closed", () => {
    const [first, second] = [...document.querySelectorAll("button")];
    first!.focus();
    vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS);
    second!.focus(); // blurs the first, which closes
    expect(tip("tip-a").hidden).toBe(true);
    expect(tip("tip-b").hidden).toBe(false);
  });
});
