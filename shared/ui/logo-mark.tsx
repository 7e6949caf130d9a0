/**
 * The company's mark: two rails converging on a point. Drawn by the site's header and by the
 * pages the server renders, so both carry the same sign; each sizes and colours it with its own
 * stylesheet through `className` (the first rect takes the accent colour from `--mark-fill`).
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 32 32" className={className} fill="none">
      <rect width="32" height="32" rx="9" style={{ fill: "var(--mark-fill, #4f46e5)" }} />
      <path d="M9 24 L14 8 M23 24 L18 8" stroke="white" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M11 19h10M12.5 14h7" stroke="white" strokeWidth="2" strokeLinecap="round" opacity=".7" />
    </svg>
  );
}
