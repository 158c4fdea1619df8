import type {
  CarbonSummary,
  FootprintResult,
  MedicineSummary,
  OriginSummary,
  ProjectKind,
  SubstanceSummary,
} from '@pharmatrace/domain';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { getCarbonsQueryOptions } from './get-carbons';
import { getMedicineStudiesQueryOptions } from './get-medicine-studies';
import { getOriginsQueryOptions } from './get-origins';
import { getSubstancesQueryOptions } from './get-substances';

/** One line of the project tables, whatever the kind (spec 000 §3 'Project summaries'). */
export type ProjectRow = {
  kind: ProjectKind;
  id: string;
  name: string;
  status: string;
  reportUrl: string | null;
  invoiceUrl: string | null;
  invoiceStatus: string | null;
  createdAt: string;
  /** A footprint's result once staff have entered it; null for labels. */
  footprint: FootprintResult | null;
};

type Summary = OriginSummary | SubstanceSummary | CarbonSummary | MedicineSummary;

function toRow(kind: ProjectKind, name: string, summary: Summary): ProjectRow {
  return {
    kind,
    id: summary.id,
    name,
    status: summary.status,
    reportUrl: summary.reportUrl,
    invoiceUrl: summary.invoiceUrl,
    invoiceStatus: summary.invoice?.status ?? null,
    createdAt: summary.createdAt,
    footprint: 'footprint' in summary ? summary.footprint : null,
  };
}

/**
 * The list query of one kind, read as rows. `select` keeps the cache under the endpoint's own
 * key, so a delete that invalidates it (delete-project.ts) refreshes every table showing it.
 */
export function getProjectRowsQueryOptions(kind: ProjectKind) {
  switch (kind) {
    case 'ORIGIN':
      return queryOptions({
        ...getOriginsQueryOptions(),
        select: (list: OriginSummary[]) => list.map((p) => toRow(kind, p.drugProductName, p)),
      });
    case 'SUBSTANCE':
      return queryOptions({
        ...getSubstancesQueryOptions(),
        select: (list: SubstanceSummary[]) => list.map((p) => toRow(kind, p.inn, p)),
      });
    case 'CARBON':
      return queryOptions({
        ...getCarbonsQueryOptions(),
        select: (list: CarbonSummary[]) => list.map((p) => toRow(kind, p.name, p)),
      });
    case 'MEDICINE':
      return queryOptions({
        ...getMedicineStudiesQueryOptions(),
        select: (list: MedicineSummary[]) => list.map((p) => toRow(kind, p.name, p)),
      });
  }
}

/** The query keys of a kind's list, for the mutations that change it. */
export function projectListQueryKey(kind: ProjectKind) {
  return getProjectRowsQueryOptions(kind).queryKey;
}

export type ProjectRowsResult = {
  /** Every row that arrived, newest first across kinds. */
  rows: ProjectRow[];
  /** At least one list is still on its way (nothing fetched yet). */
  isPending: boolean;
  /** The kinds whose list failed, with the first error. */
  failedKinds: ProjectKind[];
  error: unknown;
  /** Fetch again the lists that failed. */
  retry: () => void;
};

/**
 * The lists of several kinds fetched in parallel (/my_projects shows all three) and merged
 * newest first. A list that fails does not hide the others (STYLE.md habit 7).
 */
export function useProjectRows(kinds: readonly ProjectKind[]): ProjectRowsResult {
  return useQueries({
    queries: kinds.map((kind) => getProjectRowsQueryOptions(kind)),
    combine: (results) => {
      const failed = results.flatMap((result, index) =>
        result.isError ? [{ kind: kinds[index]!, error: result.error, refetch: result.refetch }] : [],
      );
      const rows = results
        .flatMap((result) => result.data ?? [])
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return {
        rows,
        isPending: results.some((result) => result.isPending),
        failedKinds: failed.map((f) => f.kind),
        error: failed[0]?.error ?? null,
        retry: () => {
          for (const f of failed) void f.refetch();
        },
      };
    },
  });
}
