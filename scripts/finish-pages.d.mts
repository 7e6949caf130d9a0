export function deferredBoot(code: string, preloads: string[]): string;
export function finishPage(html: string, readAsset: (href: string) => Promise<string>): Promise<string>;
