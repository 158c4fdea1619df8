import { projectStatusLabel, type StatusLabel } from '@pharmatrace/domain';
import type { ProjectRow } from '../api/get-project-rows';

export type SortKey = 'name' | 'status';
export type SortOrder = 'asc' | 'desc';

/** What the table shows, as kept in the URL (?q=…&sort=name|status&order=asc|desc) so a reload keeps it. */
export type TableView = { query: string; sort: SortKey | null; order: SortOrder };

export function readTableView(params: URLSearchParams): TableView {
  const sort = params.get('sort');
  return {
    query: params.get('q') ?? '',
    sort: sort === 'name' || sort === 'status' ? sort : null,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
  };
}

/** Writes the view into the URL's query, leaving other parameters alone; defaults are omitted. */
export function writeTableView(params: URLSearchParams, view: TableView): URLSearchParams {
  const own = ['q', 'sort', 'order'];
  // Rebuilt in a fixed order, so that the same view always reads as the same URL.
  const next = new URLSearchParams([...params].filter(([key]) => !own.includes(key)));
  if (view.query) next.set('q', view.query);
  if (view.sort) next.set('sort', view.sort);
  if (view.sort && view.order === 'desc') next.set('order', 'desc');
  return next;
}

/** Clicking a header: a new column sorts ascending, the same column flips the direction. */
export function nextSort(view: TableView, key: SortKey): TableView {
  if (view.sort !== key) return { ...view, sort: key, order: 'asc' };
  return { ...view, order: view.order === 'asc' ? 'desc' : 'asc' };
}

/** Case and accent blind: 'omeprazole' finds 'Oméprazole'. */
function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()
    .trim();
}

/** Workflow order of the labels: what needs the client (Draft, Check) sorts apart from the rest. */
const statusRank: Record<StatusLabel, number> = { Draft: 0, 'On-going': 1, Check: 2, Completed: 3 };

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Filters by name, then sorts; without a sort the rows keep their order (newest first). */
export function applyTableView(rows: readonly ProjectRow[], view: TableView): ProjectRow[] {
  const query = normalize(view.query);
  const filtered = query ? rows.filter((row) => normalize(row.name).includes(query)) : [...rows];
  if (!view.sort) return filtered;
  const direction = view.order === 'desc' ? -1 : 1;
  const byName = (a: ProjectRow, b: ProjectRow) => collator.compare(a.name, b.name);
  const compare =
    view.sort === 'name'
      ? byName
      : (a: ProjectRow, b: ProjectRow) =>
          statusRank[projectStatusLabel(a.status)] - statusRank[projectStatusLabel(b.status)] ||
          // DRAFT before DRAFT2: the first part of a footprint before its second.
          a.status.localeCompare(b.status) ||
          byName(a, b);
  // Array.prototype.sort is stable: equal rows stay newest first.
  return filtered.sort((a, b) => direction * compare(a, b));
}
