/** Why the compiled leads CLI in `root` must be rebuilt, or undefined when it is up to date. */
export declare function serverBuildStaleReason(root: string): string | undefined;
/** Compiles the server with the project's TypeScript; false when it cannot. */
export declare function compileServer(root: string, reason: string, name?: string): boolean;
