import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DEFAULT_POLICY, inlineScriptHashes, pagePolicy } from "./csp.js";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script's exact text, once, and skips scripts with a src", () => {
    const html =
      `<head><script>window.a = 1;</script><script type="module" src="/assets/x.js"></script></head>` +
      `<body><script id="_R_">window.a = 1;</script><script type="module" async="">import("/assets/y.js");</script>` +
      `<script type='text/javascript'>b()</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha("window.a = 1;"), sha(`import("/assets/y.js");`), sha("b()")]);
  });

  it("leaves out JSON data blocks, which never run, but not import maps, which CSP governs", () => {
    const html =
      `<script type="application/ld+json">{"@type":"Organization"}</script>` +
      `<script type="application/json">[1]</script>` +
      `<script type=importmap>{"imports":{}}</script><script>run()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha(`{"imports":{}}`), sha("run()")]);
  });

  it("finds nothing in a page without inline scripts", () => {
    expect(inlineScriptHashes(`<p>hello</p><script src="/a.js"></script>`)).toEqual([]);
  });
});

describe("pagePolicy", () => {
  it("allows this origin and the given hashes, never unsafe-inline or eval for scripts", () => {
    const policy = pagePolicy(["'sha256-abc'"], undefined);
    const scripts = policy.split("; ").find((directive) => directive.startsWith("script-src"));
    expect(scripts).toBe("script-src 'self' 'sha256-abc'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).not.toMatch(/unsafe-eval/);
  });

  it("lets the forms reach a configured endpoint", () => {
    const policy = pagePolicy([], "https://formspree.io");
    expect(policy).toContain("form-action 'self' https://formspree.io");
    expect(policy).toContain("connect-src 'self' https://formspree.io");
  });
});

it("the default policy lets nothing run", () => {
  expect(DEFAULT_POLICY).toContain("default-src 'none'");
  expect(DEFAULT_POLICY).not.toMatch(/script-src/);
});
