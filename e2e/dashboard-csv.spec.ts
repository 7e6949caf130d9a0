import type { DashboardReply } from "@shared/analytics";
import { expect, test, signInWithPassword } from "./fixtures";

const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "";

/**
 * Issue 37, attack 8: the dashboard's CSV download carried a formula (`x;=cmd|' /C calc'!A0`
 * unquoted), which Excel set to a `;` separator runs. The download is written in the browser,
 * with the server's own writer (shared/csv.ts).
 */
test.describe("the owner downloads a dashboard table as CSV @desktop", () => {
  test("gets a hostile campaign name quoted and neutralised", async ({ page, request, allowConsoleError }) => {
    const campaign = `x;=cmd|' /C calc'!A0-${Date.now().toString(36)}`;
    // A visit from a link whose campaign is a formula, counted as the server serves the page.
    await request.get(`/en/?utm_source=mail&utm_campaign=${encodeURIComponent(campaign)}`, {
      headers: { "user-agent": "Mozilla/5.0 Chrome/131", "X-Forwarded-For": "203.0.113.77" },
    });

    allowConsoleError(/status of 401/);
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": "198.51.100.252" });
    await page.addInitScript(() => localStorage.setItem("por.language", "en"));
    await signInWithPassword(page, ADMIN_PASSWORD);
    // Counting is written off the request path: wait until the dashboard has the visit.
    await expect
      .poll(async () => {
        const response = await page.request.get("/api/admin/dashboard?days=7");
        // Anything but the figures fails here, with the server's own words.
        expect(response.status(), await response.text()).toBe(200);
        const reply = (await response.json()) as DashboardReply;
        return reply.current.campaigns.some((row) => row.campaign === campaign);
      })
      .toBe(true);
    await page.getByRole("link", { name: "Dashboard" }).click();

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export Campaigns as CSV" }).click();
    const text = Buffer.concat(await (await (await download).createReadStream()).toArray()).toString("utf8");
    expect(text.startsWith("\uFEFF")).toBe(true);
    const line = text.split("\r\n").find((row) => row.includes("cmd|"));
    expect(line).toBeDefined();
    expect(line!.startsWith(`"x;'=cmd|' /C calc'!A0-`)).toBe(true);
  });
});
