/** Dovecot's binary, installed with apt-get first when missing (root only). */
export function ensureDovecot(): string;

/** A Dovecot of the caller's on a free loopback port: any user name signs in with `password`. */
export function startDovecot(options?: {
  password?: string;
}): Promise<{ host: string; port: number; password: string; stop: () => Promise<void> }>;
