/**
 * A User-Agent header summarised for the devices page ("Firefox on Linux"): enough for a person
 * to tell their devices apart, without keeping the full header (a fingerprint).
 */
export function summariseUserAgent(header: string | undefined): string | null {
  if (header === undefined || header === "") return null;
  const browser = /\bEdg\//.test(header)
    ? "Edge"
    : /\bFirefox\//.test(header)
      ? "Firefox"
      : /\b(?:Chrome|Chromium|CriOS)\//.test(header)
        ? "Chrome"
        : /\bSafari\//.test(header)
          ? "Safari"
          : undefined;
  const system = /\b(?:iPhone|iPad)\b/.test(header)
    ? "iOS"
    : /\bAndroid\b/.test(header)
      ? "Android"
      : /\bMac OS X\b/.test(header)
        ? "macOS"
        : /\bWindows\b/.test(header)
          ? "Windows"
          : /\bLinux\b/.test(header)
            ? "Linux"
            : undefined;
  if (browser === undefined && system === undefined) return header.slice(0, 60);
  return [browser, system].filter((part) => part !== undefined).join(" · ");
}
