// Tests own their clock (issue 47): the suite's answer must not depend on the day, hour, zone or
// year it runs. Both test setups call `installTestClock()`, which starts `Date` at SUITE_START;
// a test that means a particular day moves it with `setTestClock`, often to one of
// CALENDAR_CASES. Only `Date` moves: it runs on at the machine's pace, to the millisecond, and
// timers, I/O and the databases are untouched. (Vitest's fake `Date` with `shouldAdvanceTime`
// moves in steps of 20 ms, in which two leads written one after the other share a time.)

/**
 * The instant every test starts at unless it chooses another: a Wednesday, 10:00 in São Paulo,
 * 13:00 in Lisbon and UTC, in the middle of a working week and far from any zone's clock change.
 */
const SUITE_START = Date.parse("2026-11-25T13:00:00Z");

/** The days a calendar gets wrong, each with the instant that makes it happen. */
export const CALENDAR_CASES = [
  { name: "a Saturday", at: "2026-11-28T12:00:00Z" },
  { name: "23:30 on a Sunday in São Paulo, already Monday in UTC", at: "2026-11-30T02:30:00Z" },
  { name: "ten minutes before the year ends in UTC", at: "2026-12-31T23:50:00Z" },
  { name: "a leap day", at: "2028-02-29T10:00:00Z" },
  { name: "the night Europe's clocks move forward", at: "2027-03-28T00:30:00Z" },
] as const;

// A worker that runs several test files keeps its globals: the machine's `Date` is kept aside
// once, so that each file's clock is built on it and not on the last file's.
const MACHINE_DATE = Symbol.for("test-clock.machine-date");
const holder = globalThis as typeof globalThis & { [MACHINE_DATE]?: DateConstructor };
const MachineDate = (holder[MACHINE_DATE] ??= globalThis.Date);
let offsetMs = 0;

/** `Date` with `now` moved by the test clock's offset; every instant a caller names is its own. */
class TestDate extends MachineDate {
  constructor(...args: unknown[]) {
    // `new Date()` is now; every other form (a time, a string, year and month…) passes through.
    // The cast only quiets the spread: Date's constructor takes each of these forms.
    super(...((args.length === 0 ? [MachineDate.now() + offsetMs] : args) as [number]));
  }

  static override now(): number {
    return MachineDate.now() + offsetMs;
  }
}

/** Makes `Date` the test clock, at SUITE_START. Once per test file, from the setup file. */
export function installTestClock(): void {
  globalThis.Date = TestDate as DateConstructor;
  setTestClock(SUITE_START);
}

/**
 * Gives this test file the machine's clock back: for a test whose server runs in another process,
 * which reads the machine's clock, and whose times this file compares with its own.
 */
export function useMachineClock(): void {
  globalThis.Date = MachineDate;
}

/** Moves the test clock to `at`, from where it runs on. */
export function setTestClock(at: number | string): void {
  offsetMs = (typeof at === "number" ? at : MachineDate.parse(at)) - MachineDate.now();
}
