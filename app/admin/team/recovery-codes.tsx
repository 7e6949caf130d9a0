import { Check, Copy, Download } from "lucide-react";
import { useId, useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import type { AdminPasskeysCopy } from "~/content/en/admin-passkeys";
import { cn } from "~/lib/cn";

/**
 * The ten recovery codes, shown once (the server keeps only their hashes): copied, downloaded as
 * a text file, or written down, and then the person says they have them.
 */
export function RecoveryCodes({
  copy,
  codes,
  onSaved,
}: {
  copy: AdminPasskeysCopy["codes"];
  codes: string[];
  onSaved: () => void;
}) {
  const id = useId();
  const [status, setStatus] = useState<string | null>(null);
  const text = [copy.fileHeading, "", ...codes, ""].join("\n");

  const copyCodes = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(copy.copied);
    } catch {
      setStatus(copy.copyFailed);
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = copy.fileName;
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-5">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {copy.title}
      </h2>
      <p className="text-sm">{copy.intro}</p>
      <ol
        aria-label={copy.listLabel}
        className="grid grid-cols-1 gap-x-4 gap-y-2 rounded-xl border border-line bg-wash p-4 font-mono text-base whitespace-nowrap sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} translate="no">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={() => void copyCodes()} className={buttonVariants({ variant: "secondary" })}>
          <Copy aria-hidden className="size-4" />
          {copy.copy}
        </button>
        <button type="button" onClick={download} className={buttonVariants({ variant: "secondary" })}>
          <Download aria-hidden className="size-4" />
          {copy.download}
        </button>
      </div>
      <p role="status" className="min-h-5 text-sm text-muted">
        {status}
      </p>
      <button type="button" onClick={onSaved} className={cn(buttonVariants({ size: "lg", wrap: true }), "w-full")}>
        <Check aria-hidden className="size-5" />
        {copy.saved}
      </button>
    </section>
  );
}
