import { cn } from "~/lib/cn";

/**
 * The header row of the console's tables: one `<th scope="col">` per column, in the console's
 * small capitals. `cell` sets the cells' padding to match the body's; a column given with its own
 * `className` adds it (a column the body hides at some width hides its heading too); a heading
 * marked `unseen` is read by screen readers only (a column of checkboxes says what they pick).
 */
export function TableHead({
  columns,
  cell = "px-4 py-3",
  className,
}: {
  columns: readonly (string | { label: string; className?: string | undefined; unseen?: boolean })[];
  cell?: string;
  className?: string;
}) {
  return (
    <thead className={cn("border-b border-line bg-wash text-xs tracking-wide text-muted uppercase", className)}>
      <tr>
        {columns.map((column) => {
          const { label, className: own, unseen = false } = typeof column === "string" ? { label: column } : column;
          return (
            <th key={label} scope="col" className={cn(cell, own)}>
              {unseen ? <span className="sr-only">{label}</span> : label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
