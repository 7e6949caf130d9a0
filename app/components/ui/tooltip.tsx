import { useCallback, useEffect, useId, useRef, useState, type ReactElement } from "react";
import { cn } from "~/lib/cn";

/** SPEC section 9's tooltip defaults. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const TOOLTIP_SIDE_OFFSET_PX = 4;

// When one tooltip has just closed, the next opens at once: moving along a row of icons should
// not make the visitor wait again. Shared by every tooltip on the page.
let lastClosedAt = -Infinity;

/**
 * A short label shown under its trigger after a pause, for controls whose icon says less than
 * their name. It opens on hover and keyboard focus and closes on leave, blur, click, scroll and
 * Escape. The text is also the trigger's description, so it is never the only way to learn it.
 */
export function Tooltip({
  content,
  children,
  side = "bottom",
}: {
  content: string;
  /** The trigger, given the id to put in its `aria-describedby` while the tooltip shows. */
  children: (describedBy: string | undefined) => ReactElement;
  side?: "top" | "bottom";
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const close = useCallback(() => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = performance.now();
      return false;
    });
  }, []);

  const scheduleOpen = useCallback(() => {
    clearTimeout(timer.current);
    const skip = performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
    if (skip) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), TOOLTIP_OPEN_DELAY_MS);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => event.key === "Escape" && close();
    window.addEventListener("scroll", close, { passive: true, capture: true });
    window.addEventListener("keydown", onKeyDown);
    return () => {
      clearTimeout(timer.current);
      window.removeEventListener("scroll", close, { capture: true });
      window.removeEventListener("keydown", onKeyDown);
    };
  }, [close]);

  return (
    // The wrapper only listens to events bubbling up from the trigger inside it, which is the
    // element people actually interact with.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events
    <span
      className="relative inline-flex"
      onPointerEnter={(event) => event.pointerType === "mouse" && scheduleOpen()}
      onPointerLeave={close}
      onFocus={scheduleOpen}
      onBlur={close}
      onClick={close}
    >
      {children(open ? id : undefined)}
      {open ? (
        <span
          id={id}
          role="tooltip"
          style={{ [side === "bottom" ? "top" : "bottom"]: `calc(100% + ${TOOLTIP_SIDE_OFFSET_PX}px)` }}
          className={cn(
            "pointer-events-none absolute left-1/2 z-[70] -translate-x-1/2 rounded-md bg-ink px-2.5 py-1.5",
            "text-xs font-medium whitespace-nowrap text-white shadow-lg",
          )}
        >
          {content}
        </span>
      ) : null}
    </span>
  );
}
