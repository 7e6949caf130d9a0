import { describe, expect, it } from "vitest";
import { typesetHtml } from "./typeset-html";

const whole = (word: string) => `<span class="nw">${word}</span>`;
const page = (body: string) =>
  `<!DOCTYPE html><html><head><title>A hands-on day</title></head><body>${body}</body></html>`;

describe("typesetHtml", () => {
  it("keeps each hyphenated word on one line, its characters as typed", () => {
    expect(typesetHtml(page("<p>A hands-on workshop, e-mail and a 30-minute call.</p>"))).toBe(
      page(`<p>A ${whole("hands-on")} workshop, ${whole("e-mail")} and a ${whole("30-minute")} call.</p>`),
    );
  });

  it("binds a heading's last two words, and leaves a two-word heading free", () => {
    expect(typesetHtml(page("<h2 id=x>Meet your instructor</h2><h3>Intelligent automation</h3>"))).toBe(
      page(`<h2 id=x>Meet ${whole("your instructor")}</h2><h3>Intelligent automation</h3>`),
    );
    expect(typesetHtml(page("<h3><a href=/x>Editorial <!-- -->knowledge graph</a></h3>"))).toBe(
      page(`<h3><a href=/x>Editorial <!-- -->${whole("knowledge graph")}</a></h3>`),
    );
  });

  it("leaves the head, scripts, islands, addresses and the server's marks as written", () => {
    const untouched = page(
      '<script>const a = "x-y";</script><astro-island uid="1"><h3>Book a 30-minute call</h3></astro-island>' +
        "<svg><title>bar-chart</title></svg><p>privacy-team@on-rails.com, https://on-rails.com/case-studies</p>" +
        "<h1>@@frame-title@@</h1>",
    );
    expect(typesetHtml(untouched)).toBe(untouched);
  });
});
