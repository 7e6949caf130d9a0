import { describe, expect, it } from "vitest";
import { catalogs, SAME_IN_BOTH, strings } from "./catalogs";

describe.each(Object.entries(catalogs))("the %s catalog", (_name, { en, pt }) => {
  const english = new Map(strings(en));
  const portuguese = strings(pt);

  it("has every English string translated, not copied", () => {
    const untranslated = portuguese.filter(
      ([path, text]) => english.get(path) === text && !SAME_IN_BOTH.some((pattern) => pattern.test(text)),
    );
    expect(untranslated).toEqual([]);
  });

  it("has no empty string and no placeholder text", () => {
    for (const [path, text] of [...english, ...portuguese]) {
      expect(text, path).not.toBe("");
      expect(text, path).not.toMatch(/lorem|ipsum|placeholder text/i);
      expect(text, path).not.toMatch(/\bTODO\b|\bTBD\b|\bXXX\b/);
    }
  });

  it("has the same shape in both languages", () => {
    expect(portuguese.map(([path]) => path)).toEqual([...english.keys()]);
  });
});
