/** The haproxy binary: HAPROXY_PATH when set, else Debian's, else the one on PATH; undefined when none. */
export declare function findHaproxy(): string | undefined;
/** The haproxy binary, installed with apt-get first when missing (root only). */
export declare function ensureHaproxy(): string;
