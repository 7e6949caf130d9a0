/** Why the build in `root` must be redone, or undefined when it is up to date. */
export declare function staleReason(root: string): string | undefined;
