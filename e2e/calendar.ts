import { closeSync, mkdirSync, openSync } from "node:fs";
import { join } from "node:path";
import { expect, type Locator } from "@playwright/test";

// Every spec books from the e2e server's one calendar, two workers at a time, and the offer is
// the same list for all of them. Picking "the nth time" collided: two tests took one time, or one
// booked the time another had just freed to see it offered again. So a test claims each time it
// chooses, with a file only one process can create, and the time is its own for the whole run.
// The claims sit in the server's data folder, emptied with it when the suite starts.
const claims = join(process.env.E2E_DATA_DIR ?? "", "e2e-claims");

/** The offer's first times sit at the notice's edge: they leave the offer as the clock moves on. */
const EDGE = 2;

/** Claims the first time of the offer (in its order) that no other test has; throws when none is left. */
export function claimTime(offered: readonly string[]): string {
  mkdirSync(claims, { recursive: true });
  for (const start of offered.slice(EDGE)) {
    try {
      closeSync(openSync(join(claims, start.replaceAll(":", "-")), "wx"));
      return start;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  throw new Error(`Every time offered is claimed by another test: ${offered.join(", ")}`);
}

/**
 * In the booking step's day picker: claims a time, shows its day and returns its button. The
 * picker shows one day at a time, and how many days the offer spans depends on the clock.
 */
export async function claimTimeInStep(step: Locator): Promise<{ slot: Locator; start: string }> {
  const tabs = step.getByRole("tablist").getByRole("tab");
  await expect(tabs.first()).toBeVisible();
  // After a change of zone the days are asked for again; a claim is made from the zone's own.
  await expect(step.locator("[data-day-picker]")).toHaveAttribute("aria-busy", "false");
  const days: { tab: string; times: string[] }[] = [];
  // Every day offered has a free time; a day past the first answer's times fetches them when shown.
  // The first days are enough to find a time no other test holds.
  for (let day = 0; day < Math.min(await tabs.count(), CLAIM_DAYS); day++) {
    await tabs.nth(day).click();
    await expect(tabs.nth(day)).toHaveAttribute("aria-selected", "true");
    const buttons = step.getByRole("tabpanel").locator("button[data-start]");
    await expect(buttons.first()).toBeVisible();
    const tab = (await tabs.nth(day).getAttribute("id"))!;
    days.push({
      tab,
      times: await buttons.evaluateAll((all) => all.map((button) => (button as HTMLElement).dataset.start!)),
    });
  }
  const start = claimTime(days.flatMap((day) => day.times));
  await step.locator(`#${days.find((day) => day.times.includes(start))!.tab}`).click();
  return { slot: step.locator(`button[data-start="${start}"]`), start };
}

/**
 * On the page without JavaScript, where each time is a form of its own and the page lists one day's:
 * claims one, going on to the next day's page while the day has none left, and returns its form.
 */
export async function claimTimeForm(main: Locator): Promise<{ form: Locator; start: string }> {
  const inputs = main.locator("form input[name=start]");
  const offered: string[] = [];
  for (let day = 0; ; day++) {
    await expect(inputs.first()).toBeAttached();
    offered.push(...(await inputs.evaluateAll((all) => all.map((input) => (input as HTMLInputElement).value))));
    const start = day + 1 < CLAIM_DAYS ? tryClaim(offered) : claimTime(offered);
    if (start !== undefined) return { form: main.locator(`form:has(input[name=start][value="${start}"])`), start };
    await main.locator('a[aria-current="page"][data-day]').locator("xpath=../following-sibling::li[1]/a").click();
  }
}

/** How many of the offer's first days a test looks through for a time of its own. */
const CLAIM_DAYS = 3;

/** claimTime, or undefined while every time offered so far is taken. */
function tryClaim(offered: readonly string[]): string | undefined {
  try {
    return claimTime(offered);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith("Every time offered")) return undefined;
    throw error;
  }
}
