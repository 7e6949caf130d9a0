/** Why the compiled leads CLI in `root` must be rebuilt, or undefined when it is up to date. */
export declare function serverBuildStaleReason(root: string): string | undefined;
