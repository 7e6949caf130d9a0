import { cn } from "~/lib/cn";

/**
 * The header row of the console's tables: one `<th scope="col">` per column, in the console's
 * small capitals. `cell` sets the cells' padding to match the body's.
 */
export function TableHead({
  columns,
  cell = "px-4 py-3",
  className,
}: {
  columns: readonly string[];
  cell?: string;
  className?: string;
}) {
  return (
    <thead className={cn("border-b border-line bg-wash text-xs tracking-wide text-muted uppercase", className)}>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className={cell}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
