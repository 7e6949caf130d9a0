/** A free TCP port on 127.0.0.1 (free when asked; another process may take it before use). */
export declare function freePort(): Promise<number>;

/** Resolves once `url` answers 2xx; rejects after `attempts` tries `intervalMs` apart. */
export declare function waitForHealth(url: string, options?: { attempts?: number; intervalMs?: number }): Promise<void>;

/**
 * Runs `node <entry>` with PORT and HOST set to a free loopback port, resolves once /healthz
 * answers, and returns its base URL, its pid and a stop() that waits for the process to exit.
 */
export declare function startServer(
  entry: string,
  env?: Record<string, string>,
  stdio?: import("node:child_process").StdioOptions,
): Promise<{ base: string; pid: number; stop: () => Promise<void> }>;
