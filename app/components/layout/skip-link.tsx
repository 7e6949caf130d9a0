import { copyFor } from "~/content/catalogs";
import type { Language } from "@shared/languages";

export function SkipLink({ language }: { language: Language }) {
  const copy = copyFor("shell", language);
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-full bg-accent px-4 py-2 font-semibold text-on-accent focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {copy.skipToContent}
    </a>
  );
}
