import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useLoad } from "./use-load";

/** A reply the test hands out when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe("useLoad", () => {
  it("keeps the last reply of the same subject while a new key of it is read, never another's", async () => {
    const replies = new Map([
      ["lead-1:new", deferred<number>()],
      ["lead-1:won", deferred<number>()],
      ["lead-2:new", deferred<number>()],
    ]);
    const { result, rerender } = renderHook(
      ({ key, subject }: { key: string; subject?: string }) => useLoad(() => replies.get(key)!.promise, key, subject),
      { initialProps: { key: "lead-1:new", subject: "lead-1" } },
    );
    expect(result.current[0]).toBeNull();
    await act(async () => replies.get("lead-1:new")!.resolve(2));
    expect(result.current[0]).toBe(2);

    // Its stage moved: the count read before stays until the new one comes.
    rerender({ key: "lead-1:won", subject: "lead-1" });
    expect(result.current[0]).toBe(2);
    await act(async () => replies.get("lead-1:won")!.resolve(0));
    expect(result.current[0]).toBe(0);

    // Another lead: nothing of the first shows while it loads.
    rerender({ key: "lead-2:new", subject: "lead-2" });
    expect(result.current[0]).toBeNull();
    await act(async () => replies.get("lead-2:new")!.resolve(5));
    await waitFor(() => expect(result.current[0]).toBe(5));
  });

  it("without a subject, shows nothing of the last key while the next one loads", async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const { result, rerender } = renderHook(
      ({ key }: { key: string }) => useLoad(() => (key === "a" ? first : second).promise, key),
      {
        initialProps: { key: "a" },
      },
    );
    await act(async () => first.resolve("A"));
    expect(result.current[0]).toBe("A");
    rerender({ key: "b" });
    expect(result.current[0]).toBeNull();
  });
});
