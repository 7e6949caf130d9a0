import { identity } from "@shared/identity";
import { LogoMark } from "@shared/ui/logo-mark";
import { cn } from "~/lib/cn";

/**
 * The word mark: the company's mark, then its name. `tablet`: between the phone's menu and the
 * desktop's room (768 to 1023 px) the top bar shows the mark alone, so its four links, the
 * language and "Get Started" fit on one line in both languages; the link keeps its name.
 */
export function Logo({ tablet = "name" }: { tablet?: "name" | "mark" }) {
  return (
    <span className="inline-flex items-center gap-2.5 font-semibold tracking-tight">
      <LogoMark className="size-8 [--mark-fill:var(--color-accent)]" />
      <span className={cn("text-base whitespace-nowrap", tablet === "mark" && "md:hidden lg:block")}>
        {identity.companyName}
      </span>
    </span>
  );
}
