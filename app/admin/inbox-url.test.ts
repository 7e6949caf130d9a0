import { describe, expect, it } from "vitest";
import { activeFilterKeys, inboxSearch, readInboxUrl } from "./inbox-url";

describe("the console's address", () => {
  it("reads a dashboard link's filter and an open lead", () => {
    expect(readInboxUrl("?source=linkedin&lead=abc")).toEqual({ filter: { source: "linkedin" }, lead: "abc" });
  });

  it("drops values no menu offers, and blank ones", () => {
    expect(readInboxUrl("?form=evil&status=spam&sort=oldest&overdue=yes&q=%20%20").filter).toEqual({ status: "spam" });
  });

  it("writes back what it read, in one order, without the filters not in use", () => {
    const search = "?form=discovery&status=new&sort=reply-by&overdue=true&q=ana&source=linkedin&lead=l1";
    const { filter, lead } = readInboxUrl(search);
    expect(inboxSearch(filter, lead)).toBe(search);
    expect(inboxSearch({ form: undefined, q: "" })).toBe("");
    expect(activeFilterKeys({ ...filter, q: " " })).toEqual(["form", "status", "sort", "overdue", "source"]);
  });
});
