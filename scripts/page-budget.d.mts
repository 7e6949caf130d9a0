export declare const PAGE_BUDGET_BYTES: number;

export interface PageSize {
  /** The page's file, relative to the build folder (`en/consulting/index.html`). */
  page: string;
  /** Bytes as sent: its brotli variant, or the page itself where none was written. */
  bytes: number;
}

export declare function pageSizes(dir: string): Promise<PageSize[]>;
export declare function overBudget(sizes: readonly PageSize[], budget?: number): PageSize[];
