import { cn } from "~/lib/cn";

/** Where a number on the page comes from: our own estimate said plainly, and an outside study linked. */
export interface ClaimSourceCopy {
  note: string;
  link: string;
  href: string;
}

export function ClaimSource({ copy, className }: { copy: ClaimSourceCopy; className?: string }) {
  return (
    <p className={cn("text-sm", className)}>
      {`${copy.note} `}
      <a href={copy.href} className="underline">
        {copy.link}
      </a>
    </p>
  );
}
