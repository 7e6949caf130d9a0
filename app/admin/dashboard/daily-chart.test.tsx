import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DailyChart } from "./daily-chart";

const days = (counts: [visitors: number, leads: number][]) =>
  counts.map(([visitors, leads], index) => ({
    day: `2026-11-${String(index + 1).padStart(2, "0")}`,
    visitors,
    visits: visitors,
    pageviews: visitors,
    leads,
    calls: 0,
  }));

/** The scale's labels, bottom to top. */
function scale(counts: [number, number][]) {
  const { container } = render(
    <DailyChart daily={days(counts)} title="Day by day" description="" dayLabel={(day) => day.slice(8)} />,
  );
  return [...container.querySelectorAll("g > text[text-anchor=end]")].map((text) => text.textContent);
}

describe("the daily chart's scale", () => {
  it.each([
    [[[1, 3]], ["0", "2", "4"]],
    [
      [
        [2, 0],
        [1, 1],
      ],
      ["0", "1", "2"],
    ],
    [[[0, 0]], ["0", "1", "2"]],
    [
      [
        [7, 1],
        [40, 2],
      ],
      ["0", "20", "40"],
    ],
  ] as [[number, number][], string[]][])("labels each line with the value it stands at (%j)", (counts, labels) => {
    expect(scale(counts)).toEqual(labels);
  });
});
