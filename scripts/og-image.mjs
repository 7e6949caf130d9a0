#!/usr/bin/env node
// Renders the social card (public/og-image.png, 1200×630) from HTML with Debian's Chromium, so
// the card follows the site's colours and name. Run it again after a rebrand; the PNG is committed.
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "./lib/chromium.mjs";

const html = `<!doctype html><html><head><style>
  body { margin: 0; width: 1200px; height: 630px; font-family: system-ui, sans-serif; color: #fff;
    background: radial-gradient(900px 500px at 80% -10%, rgb(79 70 229 / .55), transparent), #0b1020;
    display: flex; flex-direction: column; justify-content: center; padding: 0 96px; box-sizing: border-box; }
  .brand { display: flex; align-items: center; gap: 20px; font-size: 36px; font-weight: 700; }
  h1 { font-size: 72px; line-height: 1.05; margin: 48px 0 24px; letter-spacing: -0.02em; max-width: 950px; }
  p { font-size: 30px; color: #aab1d0; margin: 0; }
</style></head><body>
  <div class="brand"><svg width="64" height="64" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="#4f46e5"/>
  <path d="M9 24 L14 8 M23 24 L18 8" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>
  <path d="M11 19h10M12.5 14h7" stroke="#fff" stroke-width="2" stroke-linecap="round" opacity=".7"/></svg>OnRails Labs</div>
  <h1>Ship AI that works in production, not just in the demo</h1>
  <p>Lean AI consulting · Product On Rails workshop</p>
</body></html>`;

const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: "public/og-image.png" });
await browser.close();
console.log("public/og-image.png");
