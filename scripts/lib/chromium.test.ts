import { describe, expect, it } from "vitest";
import { withFeaturesDisabled } from "./chromium.mjs";

describe("withFeaturesDisabled", () => {
  it("adds to the one --disable-features switch instead of passing a second, which would replace it", () => {
    const flags = ["--mute-audio", "--disable-features=Translate,MediaRouter", "--no-first-run"];
    const result = withFeaturesDisabled(flags, ["WebUIOmniboxPopup"]);
    expect(result.filter((flag) => flag.startsWith("--disable-features="))).toEqual([
      "--disable-features=Translate,MediaRouter,WebUIOmniboxPopup",
    ]);
    expect(result).toEqual(expect.arrayContaining(["--mute-audio", "--no-first-run"]));
    expect(result).toHaveLength(3);
  });

  it("merges several switches into one, each feature once", () => {
    const result = withFeaturesDisabled(["--disable-features=A,B", "--disable-features=B,C"], ["C", "D"]);
    expect(result).toEqual(["--disable-features=A,B,C,D"]);
  });

  it("writes the switch when there was none", () => {
    expect(withFeaturesDisabled(["--headless=new"], ["A"])).toEqual(["--headless=new", "--disable-features=A"]);
  });
});
