import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CaseCard } from "~/case-studies/collection";
import { HomeContent } from "./home";

function card(slug: string, measured: boolean): CaseCard {
  return {
    slug,
    path: `/case-studies/${slug}`,
    sector: "Sector",
    title: `Case ${slug}`,
    summary: "A summary long enough for a card on the home page.",
    result: measured ? { figure: "50%", text: "less time" } : { text: "What changed" },
    measured,
  };
}

const person = { name: "Example Person", role: "Founder", bio: "Builds AI systems for clients and teaches." };

function home(cases: CaseCard[], people = [person]) {
  return render(<HomeContent language="en" cases={cases} people={people} clients={[]} testimonials={[]} />);
}

/** The case titles listed under a heading (the cards of the list that follows it). */
function casesUnder(heading: HTMLElement): string[] {
  const list = heading.closest("section, div")?.querySelector("ul");
  return [...(list?.querySelectorAll("h3") ?? [])].map((title) => title.textContent ?? "");
}

describe("the home page's case studies", () => {
  it('says "Results our clients can measure" only above the cases with a measured result', () => {
    home([card("a", true), card("b", false)]);
    const section = document.getElementById("case-studies") as HTMLElement;
    expect(within(section).getByRole("heading", { level: 2 }).textContent).toBe("What we built for our clients");
    const measured = within(section).getByRole("heading", { level: 3, name: "Results our clients can measure" });
    expect(casesUnder(measured)).toEqual(["Case a"]);
    expect(casesUnder(within(section).getByRole("heading", { level: 3, name: "More of our work" }))).toEqual([
      "Case b",
    ]);
  });

  it("heads the whole list with it when every case is measured, and never when none is", () => {
    const { unmount } = home([card("a", true), card("b", true)]);
    expect(screen.getByRole("heading", { level: 2, name: "Results our clients can measure" })).toBeDefined();
    unmount();
    home([card("b", false)]);
    expect(screen.queryByText("Results our clients can measure")).toBeNull();
  });
});

describe("the home page's founder section", () => {
  it("names the person entered, and without one says what working with us is like instead", () => {
    const { unmount } = home([], [person]);
    const section = document.getElementById("founder") as HTMLElement;
    expect(within(section).getByRole("heading", { level: 3, name: "Example Person" })).toBeDefined();
    unmount();
    home([], []);
    const empty = document.getElementById("founder") as HTMLElement;
    expect(within(empty).getByRole("heading", { level: 3, name: "What working with us is like" })).toBeDefined();
    expect(within(empty).getAllByRole("listitem")).toHaveLength(3);
  });
});
