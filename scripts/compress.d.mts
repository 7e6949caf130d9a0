export declare const TEXT_EXTENSIONS: ReadonlySet<string>;

export interface CompressSummary {
  /** Text files considered (non-empty, with a text extension). */
  files: number;
  /** Their total size. */
  bytes: number;
  /** Total bytes a brotli / gzip client downloads (the original where no variant was written). */
  br: number;
  gz: number;
  /** Variants not written because they were not smaller than the original. */
  skipped: number;
}

export declare function compressDir(dir: string): Promise<CompressSummary>;
