import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { overBudget, PAGE_BUDGET_BYTES, pageSizes } from "./page-budget.mjs";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "page-budget-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function write(name: string, bytes: number): Promise<void> {
  await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
  await writeFile(path.join(dir, name), "x".repeat(bytes));
}

describe("the page budget", () => {
  it("counts a page at its brotli size, or its own where compress.mjs wrote none", async () => {
    await write("en/consulting/index.html", 70_000);
    await write("en/consulting/index.html.br", 13_000);
    await write("index.html", 900);
    await write("assets/shell.js", 20_000);
    expect(await pageSizes(dir)).toEqual([
      { page: "en/consulting/index.html", bytes: 13_000 },
      { page: "index.html", bytes: 900 },
    ]);
  });

  it("names every page over its budget, largest first, and none at it", () => {
    const sizes = [
      { page: "en/index.html", bytes: PAGE_BUDGET_BYTES },
      { page: "en/consulting/index.html", bytes: PAGE_BUDGET_BYTES + 1 },
      { page: "pt/consulting/index.html", bytes: PAGE_BUDGET_BYTES + 700 },
    ];
    expect(overBudget(sizes).map(({ page }) => page)).toEqual(["pt/consulting/index.html", "en/consulting/index.html"]);
  });
});
