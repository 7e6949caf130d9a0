import type { AdminCopy } from "~/content/en/admin";
import type { AdminPipelineCopy } from "~/content/en/admin-pipeline";
import { formatDealValue } from "@shared/deal-value";
import { TableHead } from "../table-head";
import { useLoad } from "../team/use-load";
import { pipelineApi } from "./api";

/**
 * The dashboard's value per stage (issue 51): each stage's leads and the sum of their deal values
 * now, from the board's reply; whatever the dashboard's period, a pipeline is worth what it holds
 * today. Nothing while it loads or when it cannot be read: the board says why.
 */
export function PipelineWorth({
  copy,
  stages,
  locale,
}: {
  copy: AdminPipelineCopy;
  stages: AdminCopy["stages"];
  locale: string;
}) {
  const t = copy.worth;
  const [reply] = useLoad(() => pipelineApi.board(), "worth");
  if (reply === null || reply === "failed") return null;
  const rows = [...reply.columns, ...reply.closed];
  return (
    <section aria-labelledby="pipeline-worth" className="rounded-2xl border border-line bg-surface p-4 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="pipeline-worth" className="text-lg font-semibold">
          {t.title}
        </h2>
        <a href="/admin#board" className="text-sm font-semibold text-accent underline-offset-2 hover:underline">
          {t.board}
        </a>
      </div>
      <table className="mt-3 w-full text-sm">
        <TableHead
          columns={[t.stage, { label: t.leads, className: "text-right" }, { label: t.value, className: "text-right" }]}
          cell="px-2 py-2"
        />
        <tbody>
          {rows.map((row) => (
            <tr key={row.stage} className="border-b border-line last:border-0">
              <th scope="row" className="px-2 py-2 text-left font-semibold">
                {stages[row.stage]}
              </th>
              <td className="px-2 py-2 text-right tabular-nums">{row.total}</td>
              <td className="px-2 py-2 text-right tabular-nums">
                {row.sums.length === 0 ? "—" : row.sums.map((sum) => formatDealValue(sum, locale)).join(" · ")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
