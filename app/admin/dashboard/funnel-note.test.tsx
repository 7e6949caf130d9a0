import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { admin as en } from "~/content/en/admin";
import { admin as pt } from "~/content/pt/admin";
import { FunnelNote, leadsWithoutVisit } from "./funnel-note";

const figures = (leads: number, fromVisits: number) => ({
  leads,
  funnel: [
    { step: "landing" as const, count: 9, dropOff: 0 },
    { step: "form" as const, count: 4, dropOff: 0.5 },
    { step: "lead" as const, count: fromVisits, dropOff: 0.5 },
    { step: "call" as const, count: 0, dropOff: 1 },
    { step: "replied" as const, count: 0, dropOff: 0 },
  ],
});

describe("the line under the funnel", () => {
  it("counts the leads whose visit the server did not see", () => {
    expect(leadsWithoutVisit(figures(5, 2))).toBe(3);
    expect(leadsWithoutVisit(figures(2, 2))).toBe(0);
  });

  it.each([
    ["en", en, 2, 0, "2 leads of this period came from visits the server did not see"],
    ["en", en, 3, 2, "1 lead of this period came from a visit the server did not see"],
    ["pt", pt, 4, 1, "3 contatos deste período vieram de visitas que o servidor não viu"],
    ["pt", pt, 1, 0, "1 contato deste período veio de uma visita que o servidor não viu"],
  ])("says so in %s (%i leads, %i from visits)", (_language, copy, leads, fromVisits, text) => {
    const { container } = render(
      <FunnelNote copy={copy.dashboard} figures={figures(leads, fromVisits)} filtered={false} />,
    );
    expect(container.textContent).toContain(text);
  });

  it("says nothing when every lead came from a counted visit", () => {
    const { container } = render(<FunnelNote copy={en.dashboard} figures={figures(2, 2)} filtered={false} />);
    expect(container.textContent).toBe("");
  });

  it("says the funnel is filtered, not a count the filter makes meaningless", () => {
    const { container } = render(<FunnelNote copy={pt.dashboard} figures={figures(5, 1)} filtered />);
    expect(container.textContent).toBe(pt.dashboard.filteredFunnel);
  });
});
