import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), "utf8");

describe("the README's deployment example", () => {
  it("is deploy/haproxy.cfg, the file the scale-out test runs, word for word", () => {
    const readme = read("README.md");
    const block = /<!-- haproxy\.cfg -->\s*```haproxy\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(block).toBeDefined();
    expect(block).toBe(read("deploy/haproxy.cfg"));
  });
});
