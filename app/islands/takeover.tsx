import { useLayoutEffect, type ComponentType, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { captureControls, restoreFocus, type ControlSnapshot } from "./controls";
import type { TakeoverProps } from "./static-part";

/**
 * Renders `Component` in place of the pre-rendered children of `target`, handing it what the
 * visitor typed there. Loaded with the component it swaps in, never on the first load.
 */
export function takeOver(target: HTMLElement, Component: ComponentType<TakeoverProps>): ReactNode {
  const restore = captureControls(target);
  // React renders into a detached element, which replaces the pre-rendered children in one go.
  const host = document.createElement("div");
  host.className = "contents";
  return (
    <Swap target={target} host={host} restore={restore}>
      <Component restore={restore} />
    </Swap>
  );
}

function Swap({
  target,
  host,
  restore,
  children,
}: {
  target: HTMLElement;
  host: HTMLElement;
  restore: ControlSnapshot;
  children: ReactNode;
}) {
  useLayoutEffect(() => {
    // Before paint, after React has rendered into `host`: the visitor never sees a gap.
    target.replaceChildren(host);
    target.removeAttribute("data-awaiting-takeover");
    restoreFocus(host, restore);
  }, [target, host, restore]);
  return createPortal(children, host);
}
