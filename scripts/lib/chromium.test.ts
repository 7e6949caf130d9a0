import { describe, expect, it } from "vitest";
import { CHROMIUM, HEADLESS_SHELL, testBrowserPath, withFeaturesDisabled } from "./chromium.mjs";

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

describe("testBrowserPath", () => {
  it("is the headless shell where it is installed", () => {
    expect(testBrowserPath({}, (path) => path === HEADLESS_SHELL)).toBe(HEADLESS_SHELL);
  });

  it("is the full browser where the shell is not installed", () => {
    expect(testBrowserPath({}, () => false)).toBe(CHROMIUM);
  });

  it("is CHROMIUM_PATH when it is set, installed shell or not", () => {
    expect(testBrowserPath({ CHROMIUM_PATH: "/opt/chromium/chrome" }, () => true)).toBe("/opt/chromium/chrome");
  });
});
