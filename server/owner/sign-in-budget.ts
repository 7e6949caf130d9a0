import type { AttemptLimits } from "../limits/attempts.js";

/** The five failures in fifteen minutes per address the README promises. */
export const SIGN_IN_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 };

/**
 * Failed sign-ins from every address together, in a fixed window. Far above what the owner
 * mistyping ever reaches, far below what a guesser spread over many addresses (a whole IPv6 /48)
 * needs; past it, sign-in slows down for everyone instead of closing.
 */
export const GLOBAL_SIGN_IN_LIMIT = { max: 50, windowMs: 15 * 60 * 1000 };

/** While the budget is spent: one attempt in this long, from any address, is let through. */
export const SLOWED_INTERVAL_MS = 2_000;

/** The key the budget is counted under, beside the per-address keys (never an address). */
export const GLOBAL_KEY = "all-addresses";

export interface SignInBudgetOptions {
  /** Counts the attempts of every address under GLOBAL_KEY (GLOBAL_SIGN_IN_LIMIT). */
  counter: AttemptLimits;
  /** Told once when the budget trips, with when its window ends: the owner is e-mailed. */
  onTrip: (until: Date) => void;
  now?: () => number;
  intervalMs?: number;
}

/**
 * The global ceiling on sign-in guesses (issue 31): every attempt is counted, a successful one is
 * given back. Once more failures than the budget have been counted, the window is "tripped" until
 * it ends: attempts are let through one per SLOWED_INTERVAL_MS, from whichever address comes first,
 * and the others are told to wait that long. The owner can still sign in (after a retry or two);
 * a guesser gets about 450 tries per quarter hour instead of five per address.
 *
 * The count is shared by every instance when the limits live in PostgreSQL; the slowing and the
 * once-per-window alert are per process, so N instances let N attempts through per interval and
 * may each e-mail once.
 */
export class SignInBudget {
  private readonly now: () => number;
  private readonly intervalMs: number;
  private nextAttemptAt = 0;
  private alertedUntil = 0;

  constructor(private readonly options: SignInBudgetOptions) {
    this.now = options.now ?? Date.now;
    this.intervalMs = options.intervalMs ?? SLOWED_INTERVAL_MS;
  }

  /** Counts an attempt: 0 when it may go ahead, else the seconds to wait before the next one. */
  async attempt(): Promise<number> {
    const windowLeft = await this.options.counter.attempt(GLOBAL_KEY);
    if (windowLeft === 0) return 0;
    const now = this.now();
    if (now >= this.alertedUntil) {
      this.alertedUntil = now + windowLeft * 1000;
      this.options.onTrip(new Date(this.alertedUntil));
    }
    if (now < this.nextAttemptAt) return Math.ceil((this.nextAttemptAt - now) / 1000);
    this.nextAttemptAt = now + this.intervalMs;
    return 0;
  }

  /** Gives back an attempt that was a successful sign-in, or that was refused before any check. */
  async giveBack(): Promise<void> {
    await this.options.counter.succeeded(GLOBAL_KEY);
  }
}
