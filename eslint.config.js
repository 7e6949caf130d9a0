import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/** Both languages' form messages: an island reaches them through its language's catalog. */
const BOTH_LANGUAGES = {
  group: ["**/shared/form-catalog", "**/shared/form-catalog.js"],
  allowTypeImports: true,
  message: "Both languages' messages: an island reads them through its catalog (app/content/*/forms).",
};

/**
 * The layers (ARCHITECTURE.md): `shared/` is the bottom, `app/` (the site) and `server/` stand on
 * it and never import each other. Only `tests/` crosses them, on purpose.
 */
const NOT_THE_SITE = {
  group: ["~/*", "**/app/*", "**/app/**"],
  message: "The site (app/) is not below this layer: move what both need into shared/.",
};
const NOT_THE_SERVER = {
  group: ["**/server/*", "**/server/**"],
  message: "The server (server/) is not below the site: move what both need into shared/.",
};

/** Modules that run at build time or on the server only: never in the browser's code. */
const BUILD_TIME_ONLY = {
  group: ["~/seo/*", "~/components/sections/*", "~/i18n/pages", "~/layouts/*", "node:*", "astro", "astro:*"],
  allowTypeImports: true,
  message: "Build-time only: keep it out of the browser's code.",
};

export default tseslint.config(
  { ignores: ["build/", ".astro/", "node_modules/", "bench/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  // `.astro` pages and layouts: their frontmatter is TypeScript, their markup is checked for a11y.
  ...astro.configs.recommended,
  ...astro.configs["jsx-a11y-recommended"],
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // Code that runs in the browser (islands and page scripts) never imports what only the build
  // may run: every catalog in both languages, the page sections, SEO, Node or Astro modules. An
  // island carries its own catalogs (docs/decisions/025); page scripts read data attributes.
  // Types may be imported.
  {
    files: ["app/**/*.{ts,tsx,astro}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [NOT_THE_SERVER] }] },
  },
  {
    files: ["server/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [NOT_THE_SITE] }] },
  },
  {
    files: ["shared/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [NOT_THE_SITE, NOT_THE_SERVER] }] },
  },
  {
    files: ["app/admin/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "~/content/*/*",
                "!~/content/*/admin",
                "!~/content/*/admin-webhooks",
                "!~/content/*/admin-privacy",
                "!~/content/*/admin-newsletter",
                "!~/content/*/admin-passkeys",
                "!~/content/*/admin-team",
                "!~/content/*/admin-assignee",
                "!~/content/*/admin-pipeline",
                "!~/content/*/spam-folder",
                "~/content/catalogs",
              ],
              allowTypeImports: true,
              message: "The inbox carries its own two catalogs (content/*/admin) and no others.",
            },
            BOTH_LANGUAGES,
            BUILD_TIME_ONLY,
            NOT_THE_SERVER,
          ],
        },
      ],
    },
  },
  {
    files: ["app/forms/**/*.{ts,tsx}", "app/booking/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/content/*/*", "!~/content/*/forms", "!~/content/*/shell", "~/content/catalogs"],
              allowTypeImports: true,
              message: "The form islands carry the forms and shell catalogs only (app/forms/form-copy.ts).",
            },
            BOTH_LANGUAGES,
            BUILD_TIME_ONLY,
            NOT_THE_SERVER,
          ],
        },
      ],
    },
  },
  {
    files: ["app/scripts/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/content/*", "~/content/*/*"],
              allowTypeImports: true,
              message: "Page scripts read their words from the page's data attributes, in its language only.",
            },
            BOTH_LANGUAGES,
            BUILD_TIME_ONLY,
            NOT_THE_SERVER,
          ],
        },
      ],
    },
  },
  {
    rules: {
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["scripts/**/*.mjs", "*.config.{js,ts}"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        URL: "readonly",
        fetch: "readonly",
        setTimeout: "readonly",
      },
    },
  },
);
