import { describe, expect, it } from "vitest";
import { decimalAmount, formatDealValue, parseAmount, sumByCurrency } from "./deal-value.js";

describe("parseAmount: an amount as the owner types it in their language", () => {
  it.each([
    ["1.500,50", "pt", "BRL", 150_050],
    ["1500,5", "pt", "BRL", 150_050],
    ["R$ 12.000", "pt", "BRL", 1_200_000],
    ["1,500.50", "en", "USD", 150_050],
    ["$2,000", "en", "USD", 200_000],
    ["0", "en", "USD", 0],
    ["1,500", "en", "JPY", 1500],
  ] as const)("%s in %s (%s) is %i minor units", (text, language, currency, amount) => {
    expect(parseAmount(text, language, currency)).toEqual({ amount });
  });

  it.each([
    ["", "pt", "BRL", "invalid"],
    ["abc", "en", "USD", "invalid"],
    ["-5", "en", "USD", "invalid"],
    ["1,5,0", "pt", "BRL", "invalid"],
    ["1.5.0", "en", "USD", "invalid"],
    ["1,505", "pt", "BRL", "too-many-decimals"],
    ["10.5", "en", "JPY", "too-many-decimals"],
    ["999999999999999999", "en", "USD", "too-large"],
  ] as const)("%j in %s (%s) is refused: %s", (text, language, currency, error) => {
    expect(parseAmount(text, language, currency)).toEqual({ error });
  });
});

describe("a value shown and written", () => {
  it("formats in the reader's language and writes a plain decimal for files", () => {
    expect(formatDealValue({ amount: 150_050, currency: "BRL" }, "pt-BR")).toBe("R$\u00a01.500,50");
    expect(formatDealValue({ amount: 150_050, currency: "USD" }, "en")).toBe("$1,500.50");
    expect(decimalAmount({ amount: 150_050, currency: "BRL" })).toBe("1500.50");
    expect(decimalAmount({ amount: 150_050, currency: "BRL" }, ",")).toBe("1500,50");
    expect(decimalAmount({ amount: 1500, currency: "JPY" })).toBe("1500");
  });

  it("sums each currency apart, leads without a value adding nothing", () => {
    expect(
      sumByCurrency([
        { amount: 100, currency: "BRL" },
        null,
        { amount: 5, currency: "USD" },
        { amount: 50, currency: "BRL" },
      ]),
    ).toEqual([
      { amount: 150, currency: "BRL" },
      { amount: 5, currency: "USD" },
    ]);
  });
});
