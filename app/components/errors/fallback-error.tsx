import { Component, type ReactNode } from "react";
import { StatusScreen } from "~/components/ui/status-screen";
import { buttonVariants } from "~/components/ui/button";
import type { ShellCopy } from "~/content/en/shell";

type FallbackCopy = ShellCopy["fallbackError"];

/** The last resort: something threw while rendering. Says what, and offers a reload. */
function FallbackError({ copy, detail }: { copy: FallbackCopy; detail: string }) {
  return (
    <StatusScreen
      title={copy.title}
      body={
        <>
          <p>{copy.body}</p>
          <p className="mt-3 font-mono text-sm text-on-night">{detail}</p>
        </>
      }
      action={
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={buttonVariants({ variant: "inverse", size: "lg" })}
        >
          {copy.reload}
        </button>
      }
    />
  );
}

/**
 * Around each island: a component that throws in the browser shows the fallback screen (SPEC
 * section 2) in its place instead of leaving a dead part of the page.
 */
export class IslandBoundary extends Component<{ copy: FallbackCopy; children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    const detail = error instanceof Error ? error.message : String(error);
    return <FallbackError copy={this.props.copy} detail={detail} />;
  }
}
