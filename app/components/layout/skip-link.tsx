import { shell as en } from "~/content/en/shell";
import { shell as pt } from "~/content/pt/shell";
import { useCopy } from "~/i18n/language-provider";

export function SkipLink() {
  const copy = useCopy({ en, pt });
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-full bg-accent px-4 py-2 font-semibold text-on-accent focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {copy.skipToContent}
    </a>
  );
}
