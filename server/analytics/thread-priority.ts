import { execFile } from "node:child_process";
import { readlinkSync } from "node:fs";
import { constants, setPriority } from "node:os";
import { basename } from "node:path";

/** This thread's id as Linux schedules it (`/proc/thread-self` names it), or undefined elsewhere. */
export function currentThreadId(): number | undefined {
  try {
    return Number(basename(readlinkSync("/proc/thread-self")));
  } catch {
    return undefined;
  }
}

/** How far a thread was lowered: Linux's idle class, the highest nice value, or not at all. */
export type Lowered = "idle" | "nice" | "unchanged";

/**
 * Lowers a thread so that it runs only on CPU time nothing else wants. Linux schedules threads
 * one by one, so a thread id lowers that thread alone. First the highest nice value (Node's own
 * call); then the idle scheduling class, through util-linux's `chrt` since Node has no call for
 * it: a nice thread still takes a share of a busy CPU and holds a core while pages wait for it,
 * an idle-class thread gives way at once. Lowering one's own threads needs no privilege.
 */
export function lowerPriority(thread: number): Promise<Lowered> {
  try {
    setPriority(thread, constants.priority.PRIORITY_LOW);
  } catch {
    return Promise.resolve("unchanged");
  }
  return new Promise((resolve) => {
    execFile("chrt", ["--idle", "--pid", "0", String(thread)], { timeout: 5_000 }, (error) =>
      resolve(error === null ? "idle" : "nice"),
    );
  });
}
