import { identity } from "@shared/identity";

/** The word mark: two rails converging on a point, then the company name. */
export function Logo() {
  return (
    <span className="inline-flex items-center gap-2.5 font-semibold tracking-tight">
      <svg aria-hidden viewBox="0 0 32 32" className="size-8" fill="none">
        <rect width="32" height="32" rx="9" className="fill-accent" />
        <path d="M9 24 L14 8 M23 24 L18 8" stroke="white" strokeWidth="2.5" strokeLinecap="round" />
        <path d="M11 19h10M12.5 14h7" stroke="white" strokeWidth="2" strokeLinecap="round" opacity=".7" />
      </svg>
      <span className="text-base">{identity.companyName}</span>
    </span>
  );
}
