import { lazy, useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { useLocation, useNavigate } from "react-router";
import { afterLoadWhenIdle } from "~/lib/after-load";
import type { ControlSnapshot } from "./controls";
import { followLink } from "./follow-link";

/*
 * Pre-rendered parts of a page that the browser does not hydrate. See
 * docs/decisions/008-static-parts.md for why and for what each kind costs.
 */

type Module<P> = Promise<{ default: ComponentType<P> }>;

/** What an interactive part receives when it takes over its pre-rendered HTML. */
export interface TakeoverProps {
  /** The values and focus the visitor gave the pre-rendered controls before the takeover. */
  restore?: ControlSnapshot;
}

/**
 * Text and links: rendered into the pre-rendered HTML at build time, and in the browser left as
 * that HTML instead of being hydrated, so its code is not part of the first load. Its code is
 * fetched only when the visitor reaches the page by navigating inside the site, where there is
 * no HTML to keep.
 *
 * `slots` name interactive pieces inside it (a form, marked with `<Slot name>`), which their
 * component takes over once the page has loaded and the browser is idle, or at once when the
 * visitor reaches for them, keeping what was typed and where the focus was.
 */
export function staticPart(load: () => Module<object>, slots: Record<string, () => Module<TakeoverProps>> = {}) {
  const Part = lazy(load);
  return function StaticPart() {
    return (
      <PreRendered live={<Part />}>
        {(element) =>
          Object.entries(slots).map(([name, loadSlot]) => (
            <Takeover key={name} container={element} slot={name} load={loadSlot} />
          ))
        }
      </PreRendered>
    );
  };
}

/**
 * An interactive part that the first paint does not wait for: kept as pre-rendered HTML, and
 * taken over by its component once the page has loaded and the browser is idle, when the
 * visitor reaches for it, or when the visitor moves to another page.
 */
export function deferredPart(load: () => Module<TakeoverProps>) {
  const Part = lazy(load);
  return function DeferredPart() {
    const { pathname } = useLocation();
    return (
      <PreRendered live={<Part />}>
        {(element) => <Takeover container={element} load={load} urgent={pathname} />}
      </PreRendered>
    );
  };
}

/** Marks an interactive piece of a static part (see `staticPart`'s `slots`). */
export function Slot({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div data-slot={name} className="contents">
      {children}
    </div>
  );
}

/**
 * The HTML the document arrived with, kept; or `live`, rendered, when there is none (a page
 * reached by navigation, or rendered at build time). No Suspense boundary of its own: the
 * build-time render waits for `live`, and a navigation keeps the previous page on screen until
 * it has loaded.
 */
function PreRendered({ live, children }: { live: ReactNode; children: (element: HTMLElement) => ReactNode }) {
  const id = useId();
  const navigate = useNavigate();
  // React's ids differ between the build-time render and renders in the browser, so only the
  // HTML that came with the document is ever found here.
  const [element] = useState(() => (typeof document === "undefined" ? null : findByData(document, "part", id)));

  if (!element) {
    return (
      <div data-part={id} className="contents">
        {live}
      </div>
    );
  }
  return (
    <>
      {/* A delegated handler: the links inside are what the visitor interacts with, and Enter on a
          link fires this click too. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        data-part={id}
        className="contents"
        onClick={(event) => followLink(event, navigate)}
        // Keeps the children the document arrived with; React never renders into it.
        dangerouslySetInnerHTML={{ __html: "" }}
        suppressHydrationWarning
      />
      {children(element)}
    </>
  );
}

/**
 * Replaces the pre-rendered `target` with `load`'s component. The code that swaps them comes with
 * the component, after the page has loaded, not before.
 */
function Takeover({
  container,
  slot,
  load,
  urgent,
}: {
  container: HTMLElement;
  /** The `<Slot name>` inside `container` to take over; the whole container without one. */
  slot?: string;
  load: () => Module<TakeoverProps>;
  /** Takes over at once when this changes (the part must follow a navigation). */
  urgent?: unknown;
}) {
  const [rendered, setRendered] = useState<ReactNode>(null);
  const begin = useRef<() => void>(undefined);

  useEffect(() => {
    const target = slot ? findByData(container, "slot", slot) : container;
    if (!target) return;
    let started = false;
    let cancelled = false;
    const events = ["pointerdown", "focusin", "keydown"] as const;
    const stopWaiting = () => {
      cancelIdle();
      for (const type of events) target.removeEventListener(type, start);
    };
    const start = () => {
      if (started) return;
      started = true;
      stopWaiting();
      Promise.all([import("./takeover"), load()]).then(
        ([{ takeOver }, { default: Component }]) => {
          if (cancelled) return;
          // Read and swap in one task: a key pressed in between would land in a field that is
          // about to be replaced.
          flushSync(() => setRendered(takeOver(target, Component)));
        },
        (error: unknown) => {
          // The pre-rendered HTML keeps working without JavaScript: links link, forms post.
          console.warn("Could not load an interactive part of the page; it keeps working without it.", error);
        },
      );
    };
    const cancelIdle = afterLoadWhenIdle(start);
    // Reaching for it is a reason not to wait for idle time.
    for (const type of events) target.addEventListener(type, start, { passive: true });
    begin.current = start;
    // For styles and tests: the part is not interactive yet. `takeOver` removes it.
    target.setAttribute("data-awaiting-takeover", "");
    return () => {
      cancelled = true;
      stopWaiting();
      target.removeAttribute("data-awaiting-takeover");
    };
  }, [container, slot, load]);

  const [firstUrgent] = useState(urgent);
  useEffect(() => {
    if (urgent !== firstUrgent) begin.current?.();
  }, [urgent, firstUrgent]);

  return rendered;
}

/** The element under `root` whose `data-{key}` is `value`, compared as a string, not a selector. */
function findByData(root: ParentNode, key: "part" | "slot", value: string): HTMLElement | null {
  for (const element of root.querySelectorAll<HTMLElement>(`[data-${key}]`)) {
    if (element.dataset[key] === value) return element;
  }
  return null;
}
