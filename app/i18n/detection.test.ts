import { afterEach, describe, expect, it, vi } from "vitest";
import { detectInitialLanguage } from "./detection";
import { LANGUAGE_STORAGE_KEY, readSavedLanguage, saveLanguage } from "./storage";

afterEach(() => vi.restoreAllMocks());

function storageWith(value: string | null): Storage {
  const store = new Map<string, string>(value === null ? [] : [[LANGUAGE_STORAGE_KEY, value]]);
  return {
    get length() {
      return store.size;
    },
    clear: () => store.clear(),
    getItem: (key) => store.get(key) ?? null,
    key: (index) => [...store.keys()][index] ?? null,
    removeItem: (key) => store.delete(key),
    setItem: (key, item) => store.set(key, item),
  };
}

const throwingStorage = {
  getItem() {
    throw new DOMException("denied", "SecurityError");
  },
  setItem() {
    throw new DOMException("full", "QuotaExceededError");
  },
} as unknown as Storage;

describe("detectInitialLanguage, in SPEC section 4's order", () => {
  it.each([
    // host ending in .br wins over everything
    ["site.com.br", "en", "en-US", "pt"],
    ["SITE.COM.BR", null, "en", "pt"],
    ["example.br.", "en", "en", "pt"],
    // then a valid saved preference
    ["example.com", "pt", "en-US", "pt"],
    ["example.com", "en", "pt-BR", "en"],
    // an invalid saved value is ignored
    ["example.com", "fr", "pt-BR", "pt"],
    ["example.com", "", "pt", "pt"],
    // then the browser language
    ["example.com", null, "pt-PT", "pt"],
    ["example.com", null, "en-GB", "en"],
    ["example.com", null, "PT_br", "pt"],
    // then English
    ["example.com", null, "fr-FR", "en"],
    ["example.com", null, undefined, "en"],
    ["localhost", null, "de", "en"],
    // "br" must be the last label, not just any suffix
    ["brbr.com", null, "en", "en"],
    ["example.com.br.evil.com", null, "en", "en"],
  ] as const)("host %s, saved %j, browser %j → %s", (hostname, saved, browserLanguage, expected) => {
    expect(detectInitialLanguage({ hostname, storage: storageWith(saved), browserLanguage })).toBe(expected);
  });

  it("falls through to the browser language when storage throws, with a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(detectInitialLanguage({ hostname: "x.com", storage: throwingStorage, browserLanguage: "pt-BR" })).toBe("pt");
    expect(warn).toHaveBeenCalledOnce();
  });

  it("works without any storage", () => {
    expect(detectInitialLanguage({ hostname: "x.com", storage: undefined, browserLanguage: "pt" })).toBe("pt");
  });
});

describe("saved preference", () => {
  it("round-trips a language", () => {
    const storage = storageWith(null);
    saveLanguage(storage, "pt");
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe("pt");
    expect(readSavedLanguage(storage)).toBe("pt");
  });

  it("swallows a failed write with a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(() => saveLanguage(throwingStorage, "pt")).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
  });
});
