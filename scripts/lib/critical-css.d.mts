export function criticalCss(css: string, html: string): string;
