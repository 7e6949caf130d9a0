import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { currentThreadId, lowerPriority } from "./thread-priority.js";

/** A thread's nice value and scheduling policy (fields 19 and 41 of its stat; SCHED_IDLE is 5). */
function scheduling(thread: number): { nice: number; policy: number } {
  // The command name, before ") ", may hold spaces: count fields after it (field 3 is the first).
  const fields = readFileSync(`/proc/${thread}/stat`, "utf8").split(") ")[1]!.split(" ");
  return { nice: Number(fields[19 - 3]), policy: Number(fields[41 - 3]) };
}

describe("thread priority", () => {
  it("names the calling thread, one of this process's", () => {
    const thread = currentThreadId();
    expect(thread).toBeTypeOf("number");
    expect(existsSync(`/proc/${process.pid}/task/${thread}`)).toBe(true);
  });

  it("lowers a thread to the idle class and the highest nice value, and no other", async () => {
    // Another process's main thread: lowering the test runner's own would slow what follows.
    const child = spawn("sleep", ["30"]);
    await once(child, "spawn");
    const runner = scheduling(process.pid);
    try {
      expect(scheduling(child.pid!)).not.toEqual({ nice: 19, policy: 5 });
      expect(await lowerPriority(child.pid!)).toBe("idle");
      expect(scheduling(child.pid!)).toEqual({ nice: 19, policy: 5 });
      expect(scheduling(process.pid)).toEqual(runner);
    } finally {
      child.kill();
    }
  });
});
