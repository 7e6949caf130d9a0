export function deferredBoot(code: string, preloads: string[]): string;
export function finishPage(html: string, readAsset: (href: string) => Promise<string>): Promise<string>;
/** The script that decides when the whole page must be laid out (app.css, render-on-approach). */
export const RENDER_ALL: string;
