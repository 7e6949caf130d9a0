import { identity } from "@shared/identity";
import { LogoMark } from "@shared/ui/logo-mark";

/** The word mark: the company's mark, then its name. */
export function Logo() {
  return (
    <span className="inline-flex items-center gap-2.5 font-semibold tracking-tight">
      <LogoMark className="size-8 [--mark-fill:var(--color-accent)]" />
      <span className="text-base whitespace-nowrap">{identity.companyName}</span>
    </span>
  );
}
