// The rules of a stylesheet that a pre-rendered page can use before its app starts: those whose
// selector matches an element of the page in any state the visitor can put it in without
// JavaScript (hover, focus, an open <details>, a filled-in or invalid field). The page inlines
// these and loads the whole stylesheet once it is painted (scripts/finish-pages.mjs). A rule is
// kept whenever the matcher cannot tell: a missing rule would be a bug, an extra one only bytes.
import { JSDOM } from "jsdom";
import postcss from "postcss";

// States a page without JavaScript can enter, and the pseudo-elements of an element that exists:
// each is replaced with `:is(*)`, a no-op, so that `a:hover` asks "is there an `a`?" and
// `.group:hover .x` asks "is there an `.x` in a `.group`?".
const STATEFUL = new RegExp(
  "::?(?:" +
    [
      "hover",
      "focus-visible",
      "focus-within",
      "focus",
      "active",
      "visited",
      "link",
      "any-link",
      "checked",
      "disabled",
      "enabled",
      "indeterminate",
      "invalid",
      "valid",
      "user-invalid",
      "user-valid",
      "placeholder-shown",
      "autofill",
      "open",
      "closed",
      "popover-open",
      "target",
      "required",
      "optional",
      "read-only",
      "read-write",
      "in-range",
      "out-of-range",
      "default",
      "before",
      "after",
      "first-letter",
      "first-line",
      "placeholder",
      "selection",
      "marker",
      "backdrop",
      "file-selector-button",
      "details-content",
      "-webkit-[a-z-]+",
      "-moz-[a-z-]+",
    ].join("|") +
    ")(?![\\w-])",
  "g",
);
// An attribute the browser itself toggles without script.
const NATIVE_STATE_ATTRIBUTE = /\[open\]/g;
const ANY = ":is(*)";

/**
 * Whether `selector` matches an element of `document` in some script-free state. True when the
 * selector is one the matcher does not understand.
 * @param {Document} document
 * @param {string} selector
 */
function mayMatch(document, selector) {
  const probe = selector.replace(STATEFUL, ANY).replace(NATIVE_STATE_ATTRIBUTE, ANY);
  try {
    return document.querySelector(probe) !== null;
  } catch {
    return true;
  }
}

/** Removes at-rules (`@media`, `@supports`, `@layer` blocks) left with nothing inside. */
function removeEmptyBlocks(/** @type {import("postcss").Root} */ root) {
  let removed = true;
  while (removed) {
    removed = false;
    root.walkAtRules((rule) => {
      if (rule.nodes !== undefined && rule.nodes.length === 0) {
        rule.remove();
        removed = true;
      }
    });
  }
}

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

/**
 * Removes custom properties nothing refers to any more (theme values of the utilities that went,
 * Tailwind's `--tw-*` defaults and their `@property` rules), until none is left.
 * @param {import("postcss").Root} root
 * @param {string} html references in the page's own `style` attributes count too
 */
function removeUnusedProperties(root, html) {
  const inPage = new Set([...html.matchAll(VAR_REFERENCE)].map(([, name]) => name));
  for (;;) {
    const used = new Set(inPage);
    root.walkDecls((decl) => {
      for (const [, name] of decl.value.matchAll(VAR_REFERENCE)) used.add(/** @type {string} */ (name));
    });
    let removed = 0;
    root.walkDecls((decl) => {
      if (decl.prop.startsWith("--") && !used.has(decl.prop)) {
        decl.remove();
        removed++;
      }
    });
    root.walkAtRules("property", (rule) => {
      if (!used.has(rule.params.trim())) {
        rule.remove();
        removed++;
      }
    });
    root.walkRules((rule) => {
      if (rule.nodes.length === 0) rule.remove();
    });
    removeEmptyBlocks(root);
    if (removed === 0) return;
  }
}

/** Removes `@keyframes` that no kept declaration (an `animation`, or a theme's `--animate-*`) names. */
function removeUnusedKeyframes(/** @type {import("postcss").Root} */ root) {
  /** @type {Set<string>} */
  const named = new Set();
  root.walkDecls(/^(?:animation|animation-name|--animate-[\w-]+)$/, (decl) => {
    for (const word of decl.value.split(/[\s,]+/)) named.add(word);
  });
  root.walkAtRules(/keyframes$/i, (rule) => {
    if (!named.has(rule.params.trim())) rule.remove();
  });
}

/**
 * The part of `css` that `html` needs before any script runs, in the stylesheet's order.
 * @param {string} css
 * @param {string} html
 * @returns {string}
 */
export function criticalCss(css, html) {
  const { document } = new JSDOM(html).window;
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    // Keyframe selectors (`from`, `50%`) are not element selectors.
    if (
      rule.parent?.type === "atrule" &&
      /keyframes$/i.test(/** @type {import("postcss").AtRule} */ (rule.parent).name)
    ) {
      return;
    }
    if (!rule.selectors.some((selector) => mayMatch(document, selector))) rule.remove();
  });
  removeEmptyBlocks(root);
  removeUnusedProperties(root, html);
  removeUnusedKeyframes(root);
  return root.toString();
}
