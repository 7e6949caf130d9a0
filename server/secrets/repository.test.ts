import { describe, expect, it } from "vitest";
import { DIALECTS, useMigratedDatabase } from "../testing/databases.js";
import { sharedSecret } from "./repository.js";

describe.each(DIALECTS)("shared secrets on %s", (dialect) => {
  const handle = useMigratedDatabase(dialect);

  it("keeps one secret for every instance, created by the first to ask", async () => {
    const first = await sharedSecret(handle.db, "test", () => "one");
    const second = await sharedSecret(handle.db, "test", () => "two");
    expect([first, second]).toEqual(["one", "one"]);
  });
});
