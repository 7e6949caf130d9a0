import { LANGUAGE_TAGS, type Language } from "../../shared/languages.js";
import { identity } from "../../shared/identity.js";

// Kept only for server/booking/page.ts until it renders from components too
// (server/views/document.tsx), then deleted; the collector's own page is server/views/collector/.
export const PAGE_STYLE = `
:root{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1a1a1a;background:#fff}
body{margin:0;padding:0 1rem 2rem}
.brand{max-width:40rem;margin:0 auto 2rem;padding:1rem 0;border-bottom:1px solid #dfe2ee}
.brand a{color:#10142a;font-weight:700;text-decoration:none}
main{max-width:40rem;margin:0 auto}
h1{font-size:1.75rem;line-height:1.2;margin:0 0 1rem}
.errors{border-left:4px solid #b42318;background:#fef3f2;padding:.75rem 1rem;margin:1rem 0}
.errors ul{margin:.5rem 0 0;padding-left:1.25rem}
a{color:#4338ca}
label{display:block;font-weight:600;margin-top:1.25rem}
input,select,textarea{display:block;box-sizing:border-box;width:100%;margin-top:.25rem;padding:.5rem .625rem;font:inherit;border:1px solid #6b6b6b;border-radius:.375rem;background:#fff;color:inherit}
textarea{min-height:9rem;resize:vertical}
[aria-invalid="true"]{border:2px solid #b42318}
.field-error{color:#b42318;margin:.25rem 0 0}
button{margin-top:1.5rem;padding:.625rem 1.25rem;font:inherit;font-weight:600;color:#fff;background:#4338ca;border:0;border-radius:.375rem;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible{outline:3px solid #4338ca;outline-offset:2px}
.back{margin-top:2rem}
`.trim();

/**
 * A no-JavaScript page's start, down to its heading: its language, its title, the page style
 * (and `extraStyle`, for pages that add to it, like the booking pages).
 */
export function documentStart(language: Language, title: string, extraStyle = ""): string {
  const extra = extraStyle === "" ? "" : `\n<style>${extraStyle}</style>`;
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}</style>${extra}
</head>
<body>
<header class="brand"><a href="/${language}/">${escapeHtml(identity.companyName)}</a></header>
<main>
<h1>${escapeHtml(title)}</h1>`;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
