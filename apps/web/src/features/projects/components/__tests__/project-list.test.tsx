import type { CarbonSummary, OriginSummary, SubstanceSummary } from '@pharmatrace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { ProjectList } from '../project-list';

let minute = 0;
/** Each summary is one minute newer than the previous one. */
function summary(id: string, status: OriginSummary['status'], extra: Partial<OriginSummary> = {}) {
  minute += 1;
  const at = new Date(Date.UTC(2025, 0, 1, 8, minute)).toISOString();
  return {
    id,
    status,
    reportUrl: null,
    invoiceUrl: null,
    invoice: { status: null },
    createdAt: at,
    updatedAt: at,
    ...extra,
  };
}

const origins: OriginSummary[] = [
  { ...summary('o1', 'DRAFT'), drugProductName: 'Origin Draft' },
  { ...summary('o2', 'ONGOING'), drugProductName: 'Origin Ongoing' },
  { ...summary('o3', 'CHECK'), drugProductName: 'Origin Check' },
  {
    ...summary('o4', 'COMPLETED', {
      reportUrl: '/api/files/r-o4',
      invoiceUrl: '/api/files/i-o4',
      invoice: { status: 'PAID' },
    }),
    drugProductName: 'Origin Completed',
  },
];
const substances: SubstanceSummary[] = [
  { ...summary('s1', 'DRAFT'), inn: 'substance draft' },
  { ...summary('s2', 'CHECK'), inn: 'substance check' },
  {
    ...summary('s3', 'COMPLETED', {
      reportUrl: '/api/files/r-s3',
      invoiceUrl: '/api/files/i-s3',
      invoice: { status: 'NOT_PAID' },
    }),
    inn: 'substance completed',
  },
];
const carbons: CarbonSummary[] = [
  { ...summary('c1', 'DRAFT'), name: 'Carbon Draft', footprint: null },
  { ...summary('c2', 'ONGOING'), name: 'Carbon Ongoing', footprint: null },
  { ...summary('c3', 'CHECK'), name: 'Carbon Check', footprint: null },
  { ...summary('c4', 'DRAFT2'), name: 'Carbon Draft2', footprint: null },
  { ...summary('c5', 'ONGOING2'), name: 'Carbon Ongoing2', footprint: null },
  { ...summary('c6', 'CHECK2'), name: 'Carbon Check2', footprint: null },
  {
    ...summary('c7', 'COMPLETED', { reportUrl: '/api/files/r-c7' }),
    name: 'Carbon Completed',
    footprint: { value: 12.4, uncertainty: 1.1 },
  },
];

function stubLists(overrides: Record<string, () => Response> = {}) {
  const lists: Record<string, unknown[]> = {
    '/api/origin': origins,
    '/api/substance': substances,
    '/api/carbon': carbons,
    '/api/medicine_footprints': [],
  };
  return stubApi(({ method, url }) => {
    if (method !== 'GET') return undefined;
    const override = overrides[url];
    if (override) return override();
    const list = lists[url];
    return list ? jsonResponse(200, list) : undefined;
  });
}

function rowOf(name: string): HTMLElement {
  const row = screen.getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

function namesInOrder(): string[] {
  return screen.getAllByRole('rowheader').map((cell) => cell.textContent ?? '');
}

type Expected = { type: string; status: string; edit: string | null; canDelete: boolean };

function expectRow(name: string, expected: Expected) {
  const row = rowOf(name);
  const cells = within(row).getAllByRole('cell');
  expect(cells[0]).toHaveTextContent(expected.type);
  expect(cells[1]).toHaveTextContent(new RegExp(`^${expected.status}`));
  const edit = within(row).queryByRole('link', { name: `Edit ${name}` });
  if (expected.edit) expect(edit).toHaveAttribute('href', expected.edit);
  else expect(edit).toBeNull();
  const remove = within(row).queryByRole('button', { name: `Delete ${name}` });
  if (expected.canDelete) expect(remove).toBeInTheDocument();
  else expect(remove).toBeNull();
}

const product = 'Labeling drug product';
const substance = 'Labeling drug substance';
const footprint = 'Carbon footprint';

describe('My Projects', () => {
  it('merges the three kinds newest first with the right label, link and delete icon per status', async () => {
    stubLists();
    renderWithProviders(<ProjectList list="projects" />, { path: '/my_projects' });
    const table = await screen.findByRole('table', { name: 'My Projects' });
    await within(table).findByRole('rowheader', { name: 'Carbon Completed' });

    expect(namesInOrder()).toEqual([
      'Carbon Completed',
      'Carbon Check2',
      'Carbon Ongoing2',
      'Carbon Draft2',
      'Carbon Check',
      'Carbon Ongoing',
      'Carbon Draft',
      'substance completed',
      'substance check',
      'substance draft',
      'Origin Completed',
      'Origin Check',
      'Origin Ongoing',
      'Origin Draft',
    ]);
    for (const header of ['Name of product', 'Type', 'Status', 'Document', 'Access']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }

    // Spec 000 §2: on /my_projects the delete icon is shown for DRAFT only (not DRAFT2).
    expectRow('Origin Draft', { type: product, status: 'Draft', edit: '/drug_origin/o1', canDelete: true });
    expectRow('Origin Ongoing', { type: product, status: 'On-going', edit: null, canDelete: false });
    expectRow('Origin Check', { type: product, status: 'Check', edit: '/drug_origin/o3', canDelete: false });
    expectRow('Origin Completed', { type: product, status: 'Completed', edit: null, canDelete: false });
    expectRow('substance draft', {
      type: substance,
      status: 'Draft',
      edit: '/drug_substance/s1',
      canDelete: true,
    });
    expectRow('substance check', {
      type: substance,
      status: 'Check',
      edit: '/drug_substance/s2',
      canDelete: false,
    });
    expectRow('Carbon Draft', {
      type: footprint,
      status: 'Draft',
      edit: '/carbon_footprint/first_part/c1',
      canDelete: true,
    });
    expectRow('Carbon Ongoing', { type: footprint, status: 'On-going', edit: null, canDelete: false });
    expectRow('Carbon Check', {
      type: footprint,
      status: 'Check',
      edit: '/carbon_footprint/first_part/c3',
      canDelete: false,
    });
    expectRow('Carbon Draft2', {
      type: footprint,
      status: 'Draft',
      edit: '/carbon_footprint/second_part/c4',
      canDelete: false,
    });
    expectRow('Carbon Ongoing2', { type: footprint, status: 'On-going', edit: null, canDelete: false });
    expectRow('Carbon Check2', {
      type: footprint,
      status: 'Check',
      edit: '/carbon_footprint/second_part/c6',
      canDelete: false,
    });
    expectRow('Carbon Completed', { type: footprint, status: 'Completed', edit: null, canDelete: false });

    expect(screen.getByRole('link', { name: 'New origin label' })).toHaveAttribute(
      'href',
      '/drug_origin/new',
    );
    expect(screen.getByRole('link', { name: 'New carbon footprint' })).toHaveAttribute(
      'href',
      '/carbon_footprint/first_part/new',
    );
  });

  it('links the report in a new tab, shows the invoice with its status, and - without a report', async () => {
    stubLists();
    renderWithProviders(<ProjectList list="projects" />, { path: '/my_projects' });
    await screen.findByRole('rowheader', { name: 'Origin Completed' });

    const completed = rowOf('Origin Completed');
    const report = within(completed).getByRole('link', { name: 'Report of Origin Completed' });
    expect(report).toHaveAttribute('href', '/api/files/r-o4');
    expect(report).toHaveAttribute('target', '_blank');
    expect(report).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(completed).getByRole('link', { name: 'Invoice of Origin Completed' })).toHaveAttribute(
      'href',
      '/api/files/i-o4',
    );
    expect(within(completed).getByText('Paid')).toBeInTheDocument();

    const notPaid = rowOf('substance completed');
    expect(within(notPaid).getByText('Not Paid')).toBeInTheDocument();

    // A report without an invoice: no invoice link, no invoice status.
    const reportOnly = rowOf('Carbon Completed');
    expect(within(reportOnly).getByRole('link', { name: 'Report of Carbon Completed' })).toBeInTheDocument();
    expect(within(reportOnly).queryByRole('link', { name: /Invoice/ })).toBeNull();
    // A footprint's result, once staff have entered it (issue #13); none before.
    expect(within(reportOnly).getByText('12.4 kgCO2e/kg')).toBeInTheDocument();
    expect(within(rowOf('Carbon Check2')).queryByText(/kgCO2e/)).toBeNull();

    const draft = rowOf('Origin Draft');
    expect(within(draft).getAllByRole('cell')[2]).toHaveTextContent(/^-$/);
  });

  it('filters by name and sorts by header, keeping both in the URL', async () => {
    stubLists();
    const { user, router } = renderWithProviders(<ProjectList list="projects" />, {
      path: '/my_projects',
      route: '/my_projects?q=draft&sort=name&order=desc',
    });
    await screen.findByRole('rowheader', { name: 'Origin Draft' });
    // Restored from the URL: the drafts only, by name Z→A (case and accents do not matter).
    expect(namesInOrder()).toEqual(['substance draft', 'Origin Draft', 'Carbon Draft2', 'Carbon Draft']);
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('draft');
    expect(screen.getByRole('columnheader', { name: 'Name of product' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await user.click(screen.getByRole('button', { name: 'Name of product' }));
    expect(namesInOrder()).toEqual(['Carbon Draft', 'Carbon Draft2', 'Origin Draft', 'substance draft']);
    expect(router.state.location.search).toBe('?q=draft&sort=name');

    const search = screen.getByRole('searchbox', { name: 'Search by name' });
    await user.clear(search);
    await user.type(search, 'CHECK');
    expect(namesInOrder()).toEqual(['Carbon Check', 'Carbon Check2', 'Origin Check', 'substance check']);
    expect(router.state.location.search).toBe('?q=CHECK&sort=name');
    expect(screen.getByText('4 of 14 projects')).toBeInTheDocument();

    await user.clear(search);
    await user.click(screen.getByRole('button', { name: 'Status' }));
    const statuses = namesInOrder();
    // Draft first, then On-going, Check and Completed (labels of spec 000 §4).
    expect(statuses.slice(0, 5)).toEqual([
      'Carbon Draft',
      'Origin Draft',
      'substance draft',
      'Carbon Draft2',
      'Carbon Ongoing',
    ]);
    expect(statuses.at(-1)).toBe('substance completed');
    expect(router.state.location.search).toBe('?sort=status');

    await user.type(search, 'nothing like this');
    expect(screen.getByText('No project matches “nothing like this”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(namesInOrder()).toHaveLength(14);
  });
});

describe('My Origin labels and My Footprints', () => {
  it('lists drug product and substance labels only, with the delete icon for DRAFT', async () => {
    const { calls } = stubLists();
    renderWithProviders(<ProjectList list="labels" />, { path: '/my_labels' });
    const table = await screen.findByRole('table', { name: 'My Origin labels' });
    await within(table).findByRole('rowheader', { name: 'Origin Draft' });

    expect(namesInOrder()).toHaveLength(7);
    expect(calls.some((call) => call.url === '/api/carbon')).toBe(false);
    expectRow('Origin Draft', { type: product, status: 'Draft', edit: '/drug_origin/o1', canDelete: true });
    expectRow('substance draft', {
      type: substance,
      status: 'Draft',
      edit: '/drug_substance/s1',
      canDelete: true,
    });
    expectRow('Origin Check', { type: product, status: 'Check', edit: '/drug_origin/o3', canDelete: false });
    expect(screen.getByRole('link', { name: 'New origin label' })).toHaveAttribute(
      'href',
      '/drug_origin/new',
    );
    expect(screen.queryByRole('link', { name: 'New carbon footprint' })).toBeNull();
  });

  it('lists carbon footprints with second-part links and the delete icon for DRAFT and DRAFT2', async () => {
    stubLists({
      // Issue #37: the medicine footprint studies are footprints too.
      '/api/medicine_footprints': () =>
        jsonResponse(200, [{ ...summary('m1', 'DRAFT'), name: 'Paracetamol 500 mg study' }]),
    });
    renderWithProviders(<ProjectList list="footprints" />, { path: '/my_footprints' });
    const table = await screen.findByRole('table', { name: 'My Footprints' });
    await within(table).findByRole('rowheader', { name: 'Carbon Draft' });
    await within(table).findByRole('rowheader', { name: 'Paracetamol 500 mg study' });

    expect(namesInOrder()).toHaveLength(8);
    expectRow('Paracetamol 500 mg study', {
      type: 'Medicine footprint',
      status: 'Draft',
      edit: '/medicine_study/m1',
      canDelete: true,
    });
    expect(screen.getByRole('link', { name: 'New medicine footprint' })).toHaveAttribute(
      'href',
      '/medicine_study/new',
    );
    const first = '/carbon_footprint/first_part';
    const second = '/carbon_footprint/second_part';
    expectRow('Carbon Draft', { type: footprint, status: 'Draft', edit: `${first}/c1`, canDelete: true });
    expectRow('Carbon Ongoing', { type: footprint, status: 'On-going', edit: null, canDelete: false });
    expectRow('Carbon Check', { type: footprint, status: 'Check', edit: `${first}/c3`, canDelete: false });
    expectRow('Carbon Draft2', { type: footprint, status: 'Draft', edit: `${second}/c4`, canDelete: true });
    expectRow('Carbon Ongoing2', { type: footprint, status: 'On-going', edit: null, canDelete: false });
    expectRow('Carbon Check2', { type: footprint, status: 'Check', edit: `${second}/c6`, canDelete: false });
    expectRow('Carbon Completed', { type: footprint, status: 'Completed', edit: null, canDelete: false });
    expect(within(rowOf('Carbon Draft2')).getByText('Second part')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New carbon footprint' })).toHaveAttribute(
      'href',
      '/carbon_footprint/first_part/new',
    );
  });
});

describe('list states', () => {
  it('shows the empty state with the creation buttons', async () => {
    stubApi(({ url }) =>
      ['/api/origin', '/api/substance', '/api/carbon', '/api/medicine_footprints'].includes(url)
        ? jsonResponse(200, [])
        : undefined,
    );
    renderWithProviders(<ProjectList list="projects" />, { path: '/my_projects' });
    expect(await screen.findByText('You have no project yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'New origin label' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New carbon footprint' })).toBeInTheDocument();
  });

  it('keeps the lists that loaded when one fails, and retries the one that failed', async () => {
    let isCarbonDown = true;
    const { calls } = stubLists({
      '/api/carbon': () =>
        isCarbonDown ? jsonResponse(503, { message: 'Service Unavailable' }) : jsonResponse(200, carbons),
    });
    const { user } = renderWithProviders(<ProjectList list="projects" />, { path: '/my_projects' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your carbon footprints could not be loaded. Service Unavailable');
    expect(screen.getByRole('rowheader', { name: 'Origin Draft' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Carbon Draft' })).toBeNull();

    isCarbonDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Carbon Draft' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(calls.filter((call) => call.url === '/api/origin')).toHaveLength(1);
  });

  it('shows skeleton rows while loading', async () => {
    stubApi(() => new Promise<Response>(() => undefined));
    renderWithProviders(<ProjectList list="footprints" />, { path: '/my_footprints' });
    const table = await screen.findByRole('table', { name: 'My Footprints' });
    expect(within(table).getAllByRole('rowgroup')[1]).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row')).toHaveLength(5);
  });
});
