import { chmodSync, existsSync, mkdirSync, statSync } from "node:fs";

/** Only the service's user may list, read or write DATA_DIR. */
const PRIVATE_DIRECTORY_MODE = 0o700;
/** Only the service's user may read or write the database, its WAL and shared-memory files and backups. */
const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates `dir` (and its missing parents) as 0700, and tightens it to 0700 when it already exists
 * with a looser mode: it holds the leads, the session hashes and the booking signing key, which no
 * other local user may read. A folder owned by another user (a mount point prepared by root, say)
 * is left as it is: only its owner can change its mode, and its owner chose it.
 */
export function ensurePrivateDirectory(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  const stat = statSync(dir);
  if ((stat.mode & 0o077) !== 0 && stat.uid === process.getuid?.()) chmodSync(dir, PRIVATE_DIRECTORY_MODE);
}

/** Makes each of `files` that exists readable and writable by the service's user alone. */
export function makePrivate(...files: string[]): void {
  for (const file of files) if (existsSync(file)) chmodSync(file, PRIVATE_FILE_MODE);
}
