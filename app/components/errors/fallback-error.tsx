import { StatusScreen } from "~/components/ui/status-screen";
import { buttonVariants } from "~/components/ui/button";
import { shell as en } from "~/content/en/shell";
import { shell as pt } from "~/content/pt/shell";
import { useCopy } from "~/i18n/language-provider";

/** The last resort: something threw while rendering. Says what, and offers a reload. */
export function FallbackError({ detail, stack }: { detail: string; stack?: string }) {
  const copy = useCopy({ en, pt }).fallbackError;
  return (
    <main id="main">
      <StatusScreen
        title={copy.title}
        body={
          <>
            <p>{copy.body}</p>
            <p className="mt-3 font-mono text-sm text-on-night">{detail}</p>
            {stack ? <pre className="mt-4 overflow-x-auto text-left text-xs">{stack}</pre> : null}
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
    </main>
  );
}
