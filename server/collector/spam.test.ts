import { describe, expect, it } from "vitest";
import { looksLikeLinkSpam } from "./spam.js";

describe("looksLikeLinkSpam", () => {
  it.each([
    ["http://spam.example", "http://spam.example"],
    ["Best deals www.spam.example", "https://a.example https://b.example\nwww.c.example"],
    ["HTTPS://SPAM.EXAMPLE", "  https://spam.example/buy?now=1 , "],
  ])("blocks name %j with message %j", (name, message) => {
    expect(looksLikeLinkSpam({ name, message })).toBe(true);
  });

  it.each([
    ["Ada Lovelace", "https://a.example"],
    ["Ada (https://ada.example)", "See https://ada.example, we need help."],
    ["Ada", "no links at all"],
    ["www.ada.example", "Olá, queremos conversar."],
    ["https://ada.example", "42 https://a.example"],
  ])("lets name %j with message %j through", (name, message) => {
    expect(looksLikeLinkSpam({ name, message })).toBe(false);
  });
});
