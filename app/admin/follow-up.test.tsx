import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { admin as en } from "~/content/en/admin";
import { admin as pt } from "~/content/pt/admin";
import { FollowUpBadge, formatDay } from "./follow-up";
import { exampleLead } from "./team/testing";

const lead = exampleLead;

describe("a lead's follow-up in the list", () => {
  it("reads a calendar day the same in every zone the browser may be in", () => {
    expect(formatDay("2026-12-03", "en-US")).toBe("Thu, Dec 3");
    expect(formatDay("2026-12-03", "pt-BR")).toBe("qui., 3 de dez.");
  });

  it("says the day, in red once it is due, or flags a week-old lead with nothing scheduled", () => {
    const later = render(<FollowUpBadge lead={lead({ followUpOn: "2026-12-03" })} copy={en} locale="en-US" />);
    expect(later.container.textContent).toBe("Follow up Thu, Dec 3");
    expect(later.container.querySelector(".text-danger")).toBeNull();
    const due = render(
      <FollowUpBadge lead={lead({ followUpOn: "2026-12-03", followUpDue: true })} copy={pt} locale="pt-BR" />,
    );
    expect(due.container.textContent).toBe("Retomada pendente: qui., 3 de dez.");
    expect(due.container.querySelector(".text-danger")).not.toBeNull();
    const stale = render(<FollowUpBadge lead={lead({ stage: "new", stale: true })} copy={en} locale="en-US" />);
    expect(stale.container.textContent).toBe("A week with no answer");
    const none = render(<FollowUpBadge lead={lead({})} copy={en} locale="en-US" />);
    expect(none.container.textContent).toBe("");
  });
});
