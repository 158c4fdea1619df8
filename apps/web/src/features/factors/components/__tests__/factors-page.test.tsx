import { type FactorLibraryStatus, footprintEstimateMessages } from '@pharmatrace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { FactorsPage } from '../factors-page';

const starterOnly: FactorLibraryStatus = {
  factorLibraryVersion: 'starter-2026.1',
  starter: { version: 'starter-2026.1', count: 136 },
  imported: null,
};

const csv = (text: string) => new File([text], 'factors.csv', { type: 'text/csv' });

describe('the emission factors page (issue #23)', { timeout: 150_000 }, () => {
  it('shows every line of a refused file, then imports a good one and shows the library in use', async () => {
    let status = starterOnly;
    const { calls } = stubApi(({ method, url }) => {
      if (url.startsWith('/api/admin/audit'))
        return jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 25 });
      if (method === 'GET' && url === '/api/admin/factors') return jsonResponse(200, status);
      if (method === 'POST' && url === '/api/admin/factors/import') {
        const attempt = calls.filter((c) => c.method === 'POST').length;
        if (attempt === 1)
          return jsonResponse(400, {
            message: footprintEstimateMessages.importRefused,
            code: 'FACTOR_IMPORT_REFUSED',
            fileErrors: [],
            rejected: [
              { line: 3, reasons: ['key is empty (a CAS number, or an id such as electricity)'] },
              {
                line: 7,
                reasons: ['value "abc" is not a number', 'year "24" is not a year from 1990 to 2100'],
              },
            ],
          });
        status = {
          ...starterOnly,
          factorLibraryVersion: 'starter-2026.1+provider.1',
          imported: {
            version: 1,
            count: 2,
            filename: 'factors.csv',
            importedAt: '2026-11-25T10:00:00.000Z',
            importedBy: 'Pharmatrace staff',
          },
        };
        return jsonResponse(200, status);
      }
      return undefined;
    });
    const { user } = renderWithProviders(<FactorsPage />, { path: '/admin/factors' });
    expect(await screen.findByRole('heading', { name: 'Emission factors', level: 1 })).toBeInTheDocument();
    const library = await screen.findByRole('region', { name: 'Library in use' });
    expect(within(library).getByText('starter-2026.1, 136 factors')).toBeInTheDocument();
    expect(within(library).getByText('None yet')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Import a CSV file of factors'), csv('bad'));
    const rejected = await screen.findByRole('table', { name: 'Rejected lines' });
    expect(screen.getByText(footprintEstimateMessages.importRefused)).toBeInTheDocument();
    expect(
      within(rejected).getByRole('row', { name: /^7 value "abc" is not a number; year "24"/ }),
    ).toBeInTheDocument();
    expect(within(rejected).getAllByRole('row')).toHaveLength(3);

    await user.upload(screen.getByLabelText('Import a CSV file of factors'), csv('good'));
    expect(
      await screen.findByText('2 factors imported: library starter-2026.1+provider.1'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Rejected lines' })).toBeNull());
    expect(
      within(library).getByText('2 factors from factors.csv, import 1, 25/11/2026 by Pharmatrace staff'),
    ).toBeInTheDocument();
    expect(within(library).getByText('starter-2026.1+provider.1')).toBeInTheDocument();
  });
});
