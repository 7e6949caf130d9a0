import type { ReactNode } from "react";

/** A full-width message: errors, not-found and thank-you screens. A dark band, an optional big code, one action. */
export function StatusScreen({
  code,
  title,
  body,
  action,
}: {
  code?: string;
  title: string;
  body: ReactNode;
  action: ReactNode;
}) {
  return (
    <section className="flex min-h-[70vh] items-center bg-night pt-(--header-height) text-on-night">
      <div className="container-page py-20 text-center">
        {code ? (
          <p aria-hidden className="text-7xl font-bold tracking-tight text-accent-bright sm:text-8xl">
            {code}
          </p>
        ) : null}
        <h1 className="mt-4 text-title font-bold text-white">{title}</h1>
        <div className="mx-auto mt-4 max-w-xl text-on-night-muted">{body}</div>
        <div className="mt-8 flex justify-center">{action}</div>
      </div>
    </section>
  );
}
