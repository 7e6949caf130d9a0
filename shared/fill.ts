/**
 * Fills `{name}` placeholders of a catalog string: `fill("({attempt} of {total})", { attempt: 1,
 * total: 3 }, "en")`. Numbers are written the language's way (`1,000`, `1.000`). Catalog strings
 * stay plain strings, so the site and the collector read the same catalogs.
 */
export function fill(template: string, values: Record<string, number | string>, locale: string): string {
  const numbers = new Intl.NumberFormat(locale);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === "number" ? numbers.format(value) : value;
  });
}
