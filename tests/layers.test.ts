// The lint rule that keeps the layers apart (eslint.config.js) is what stops a cross-layer import
// at review time, so it is tested itself: each file below is linted as if it stood at that path.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();

async function layerErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "@typescript-eslint/no-restricted-imports")
    .map((message) => message.message);
}

// The first lint loads ESLint's whole configuration (typescript-eslint, the Astro and React
// plugins): seconds on a busy machine, so the cases get more than the default five.
describe("the layers", { timeout: 60_000 }, () => {
  it.each([
    ["server/booking/x.test.ts", 'import { identity } from "../../app/forms/form-copy.js";\nvoid identity;\n'],
    ["server/plugins/x.ts", 'import { forms } from "~/content/en/forms";\nvoid forms;\n'],
    ["shared/x.ts", 'import { forms } from "../app/content/en/forms";\nvoid forms;\n'],
    ["shared/x.ts", 'import { buildApp } from "../server/app.js";\nvoid buildApp;\n'],
    ["app/forms/x.ts", 'import { buildApp } from "../../server/app.js";\nvoid buildApp;\n'],
    ["app/components/x.tsx", 'import { buildApp } from "../../../server/app.js";\nvoid buildApp;\n'],
  ])("refuse an import across them in %s", async (path, code) => {
    expect(await layerErrors(path, code)).toHaveLength(1);
  });

  it.each([
    ["server/booking/x.ts", 'import { identity } from "../../shared/identity.js";\nvoid identity;\n'],
    ["app/forms/x.ts", 'import { identity } from "@shared/identity";\nvoid identity;\n'],
    [
      "tests/x.test.ts",
      'import { buildApp } from "../server/app.js";\nimport { forms } from "~/content/en/forms";\nvoid buildApp;\nvoid forms;\n',
    ],
  ])("let %s import the layer below", async (path, code) => {
    expect(await layerErrors(path, code)).toEqual([]);
  });
});
