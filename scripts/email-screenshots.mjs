#!/usr/bin/env node
// Screenshots of every e-mail's HTML part (issue 53, point 6), as Chromium draws it at 375 and
// 1440 px in both languages, from the fixtures the tests walk (server/testing/every-mail.ts):
// `node scripts/email-screenshots.mjs`. Writes small PNGs to docs/screenshots/emails/ (EMAIL_OUT
// elsewhere). Needs no build: Vite loads the TypeScript composers as the tests do.
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { createServer } from "vite";
import { chromiumLaunchOptions } from "./lib/chromium.mjs";

const outDir = process.env.EMAIL_OUT ?? "docs/screenshots/emails";
const widths = (process.env.EMAIL_WIDTHS ?? "375,1440").split(",").map(Number);
const languages = (process.env.EMAIL_LANGUAGES ?? "en,pt").split(",");

const vite = await createServer({ configFile: false, logLevel: "warn", server: { middlewareMode: true } });
try {
  const { everyMail } = await vite.ssrLoadModule("/server/testing/every-mail.ts");
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions);
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 200 } });
    for (const language of languages) {
      for (const [kind, compose] of everyMail(language)) {
        const message = compose();
        // The mark travels as an inline attachment (cid:); a page shows it from a data: URL.
        let html = String(message.html);
        for (const part of message.attachments ?? []) {
          if (part.cid)
            html = html.replaceAll(`cid:${part.cid}`, `data:image/png;base64,${part.content.toString("base64")}`);
        }
        await page.setContent(html);
        const name = `${kind.replace(/[^a-z0-9]+/gi, "-").replace(/-$/, "")}-${language}-${width}.png`;
        // A palette of 256 colours: an e-mail has few, and the PNG kept in the repository is smaller.
        await sharp(await page.screenshot({ fullPage: true }))
          .png({ palette: true })
          .toFile(join(outDir, name));
        console.log(name);
      }
    }
    await page.close();
  }
  await browser.close();
} finally {
  await vite.close();
}
