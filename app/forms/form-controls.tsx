import { cva } from "class-variance-authority";
import { ChevronDown, CircleAlert, CircleCheck, LoaderCircle } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { buttonVariants } from "~/components/ui/button";
import { identity } from "@shared/identity";
import { cn } from "~/lib/cn";
import { Words } from "~/components/ui/words";

export const controlVariants = cva(
  "block w-full rounded-xl border bg-surface px-4 text-base text-ink placeholder:text-muted/80 " +
    "focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent/40",
  {
    variants: {
      kind: { input: "min-h-12", textarea: "min-h-36 py-3 leading-relaxed", select: "min-h-12 appearance-none pr-10" },
      invalid: { true: "border-danger", false: "border-line" },
    },
    defaultVariants: { kind: "input", invalid: false },
  },
);

/**
 * A label, a control and the line under it. The error line is linked to the control with
 * `aria-describedby` and exists (empty) even without an error, so nothing shifts when one appears.
 */
export function Field({
  id,
  label,
  required,
  requiredLabel,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  requiredLabel: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {required ? (
          <span className="text-danger">
            {" "}
            <span aria-hidden>*</span>
            <span className="sr-only">({requiredLabel})</span>
          </span>
        ) : null}
      </label>
      {children}
      <p id={`${id}-error`} className="min-h-5 text-sm leading-5 text-danger">
        {error}
      </p>
    </div>
  );
}

/** Props every control in a Field shares. */
export function controlProps(id: string, error: string | undefined) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": `${id}-error`,
  } as const;
}

export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-disabled={busy}
      className={cn(buttonVariants({ size: "lg" }), "w-full sm:w-auto")}
    >
      {busy ? <LoaderCircle aria-hidden className="size-5 animate-spin motion-reduce:animate-none" /> : null}
      {busy ? busyLabel : label}
    </button>
  );
}

export function FormAlert({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="alert" className="flex gap-3 rounded-xl border border-danger/30 bg-danger/5 p-4 text-sm text-ink">
      <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-danger" />
      <div className="space-y-1">
        <p className="font-semibold">{title}</p>
        {children}
      </div>
    </div>
  );
}

/** The way out when a form or booking fails: our address, as a link. `lead` is "You can also write to us at". */
export function EmailFallback({ lead }: { lead: string }) {
  return (
    <p>
      {lead}{" "}
      <a href={`mailto:${identity.contactEmail}`} className="font-semibold text-accent underline">
        {identity.contactEmail}
      </a>
      .
    </p>
  );
}

export function SuccessPanel({ title, body, ref }: { title: string; body: string; ref: Ref<HTMLHeadingElement> }) {
  return (
    <div data-card className="rounded-2xl border border-success/30 bg-surface p-8 text-center shadow-sm" role="status">
      <CircleCheck aria-hidden className="mx-auto size-12 text-success" />
      <h3 ref={ref} tabIndex={-1} className="mt-4 text-2xl font-bold outline-none">
        <Words heading>{title}</Words>
      </h3>
      <p className="mt-2 text-muted">
        <Words>{body}</Words>
      </p>
    </div>
  );
}

/** A native select with our own chevron: native keeps it accessible and light on every phone. */
export function SelectFrame({ children }: { children: ReactNode }) {
  return (
    <div className="relative">
      {children}
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted"
      />
    </div>
  );
}
