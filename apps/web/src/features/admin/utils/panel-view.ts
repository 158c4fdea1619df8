import {
  ADMIN_PAGE_SIZE_DEFAULT,
  type AdminProjectSortField,
  type AdminStatusFilter,
  adminProjectSortFields,
  adminStatusFilters,
  type ProjectKind,
  projectKinds,
} from '@pharmatrace/domain';

/** What the panel shows, kept in the URL (issue #12: 'filters and page kept in the URL'). */
export type PanelView = {
  clientId: string;
  status: AdminStatusFilter | '';
  kind: ProjectKind | '';
  q: string;
  sort: AdminProjectSortField;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
  /** The keyset cursor of `page` (decision 0038): kept only beyond page 1. */
  after?: string;
};

export const defaultPanelView: PanelView = {
  clientId: '',
  status: '',
  kind: '',
  q: '',
  sort: 'updatedAt',
  order: 'desc',
  page: 1,
  pageSize: ADMIN_PAGE_SIZE_DEFAULT,
};

const PAGE_SIZES = [10, 25, 50, 100] as const;
export const panelPageSizes: readonly number[] = PAGE_SIZES;

function oneOf<T extends string>(value: string | null, options: readonly T[], fallback: T | ''): T | '' {
  return value !== null && (options as readonly string[]).includes(value) ? (value as T) : fallback;
}

const afterPattern = /^[A-Za-z0-9_-]{1,400}$/;

/** Reads the view from the URL; anything odd falls back to the default. */
export function readPanelView(params: URLSearchParams): PanelView {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    clientId: params.get('client') ?? '',
    status: oneOf(params.get('status'), adminStatusFilters, ''),
    kind: oneOf(params.get('kind'), projectKinds, ''),
    q: (params.get('q') ?? '').slice(0, 100),
    sort: oneOf(params.get('sort'), adminProjectSortFields, defaultPanelView.sort) || defaultPanelView.sort,
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: PAGE_SIZES.includes(pageSize as (typeof PAGE_SIZES)[number])
      ? pageSize
      : ADMIN_PAGE_SIZE_DEFAULT,
    ...(afterPattern.test(params.get('after') ?? '') ? { after: params.get('after') as string } : {}),
  };
}

/** Writes the view into the URL, defaults left out so the same view always reads the same. */
export function writePanelView(view: PanelView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.clientId) params.set('client', view.clientId);
  if (view.status) params.set('status', view.status);
  if (view.kind) params.set('kind', view.kind);
  if (view.q) params.set('q', view.q);
  if (view.sort !== defaultPanelView.sort || view.order !== defaultPanelView.order) {
    params.set('sort', view.sort);
    params.set('order', view.order);
  }
  if (view.page !== 1) params.set('page', String(view.page));
  // A cursor belongs to one page of one view: every change that goes back to page 1 drops it.
  if (view.page !== 1 && view.after) params.set('after', view.after);
  if (view.pageSize !== defaultPanelView.pageSize) params.set('pageSize', String(view.pageSize));
  return params;
}
