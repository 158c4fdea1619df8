import type { FactorLibraryStatus } from '@pharmatrace/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/language';
import { englishOnScreen } from '@/testing/english-on-screen';
import { jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { FactorsPage } from '../factors-page';

describe('the factor library in French (issue #27)', () => {
  afterEach(() => setLanguage('en'));

  it('shows the emission factors page in French, counts written the French way', async () => {
    setLanguage('fr');
    const status: FactorLibraryStatus = {
      factorLibraryVersion: 'starter-2026.1+provider.1',
      starter: { version: 'starter-2026.1', count: 1136 },
      imported: {
        version: 1,
        count: 1,
        filename: 'factors.csv',
        importedAt: '2026-11-25T10:00:00.000Z',
        importedBy: 'Sophie Staff',
      },
    };
    stubApi(({ url }) => (url === '/api/admin/factors' ? jsonResponse(200, status) : undefined));
    renderWithProviders(<FactorsPage />, { path: '/admin/factors' });
    await screen.findByRole('heading', { name: "Facteurs d'émission", level: 1 });
    expect(await screen.findByText(/starter-2026\.1, 1\s136 facteurs/u)).toBeInTheDocument();
    expect(
      screen.getByText('1 facteur depuis factors.csv, import 1, 25/11/2026 par Sophie Staff'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importer un fichier CSV' })).toBeInTheDocument();
    expect(englishOnScreen({ keyPrefix: 'staff.', minLength: 8 })).toEqual([]);
  });
});
