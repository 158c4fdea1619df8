import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/language';
import { jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { ProjectInvoices } from '../project-invoices';

const base = {
  reportUrl: null,
  createdAt: '2025-03-04T10:00:00.000Z',
  updatedAt: '2025-03-04T10:00:00.000Z',
};

function stubLists(lists: Record<string, unknown[]>) {
  stubApi(({ method, url }) => (method === 'GET' && lists[url] ? jsonResponse(200, lists[url]) : undefined));
}

describe('ProjectInvoices', () => {
  it('lists every invoiced project with its status, and only those', async () => {
    stubLists({
      '/api/origin': [
        {
          ...base,
          id: 'o1',
          drugProductName: 'Paid label',
          status: 'COMPLETED',
          invoiceUrl: '/api/files/i1',
          invoice: { status: 'PAID' },
        },
        {
          ...base,
          id: 'o2',
          drugProductName: 'Draft label',
          status: 'DRAFT',
          invoiceUrl: null,
          invoice: { status: null },
        },
      ],
      '/api/substance': [],
      '/api/carbon': [
        {
          ...base,
          id: 'c1',
          name: 'Unpaid footprint',
          status: 'COMPLETED',
          invoiceUrl: '/api/files/i2',
          invoice: { status: 'SENT' },
          footprint: null,
        },
      ],
    });
    renderWithProviders(<ProjectInvoices />);

    const table = await screen.findByRole('table', { name: 'Invoices' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const paid = rows.find((r) => r.textContent?.includes('Paid label'))!;
    expect(paid).toHaveTextContent('Labeling drug product');
    expect(paid).toHaveTextContent('04/03/2025');
    expect(within(paid).getByText('Paid')).toBeInTheDocument();
    expect(within(paid).getByRole('link', { name: 'Download invoice of Paid label' })).toHaveAttribute(
      'href',
      '/api/files/i1',
    );
    const unpaid = rows.find((r) => r.textContent?.includes('Unpaid footprint'))!;
    expect(within(unpaid).getByText('Not Paid')).toBeInTheDocument();
    expect(screen.queryByText('Draft label')).not.toBeInTheDocument();
  });

  it('says so when there is no invoice yet', async () => {
    stubLists({ '/api/origin': [], '/api/substance': [], '/api/carbon': [] });
    renderWithProviders(<ProjectInvoices />);
    expect(await screen.findByText('No invoice yet')).toBeInTheDocument();
  });

  describe('in French (issue #27)', () => {
    afterEach(() => setLanguage('en'));

    it('writes its headers, types, statuses and links in French', async () => {
      setLanguage('fr');
      stubLists({
        '/api/origin': [
          {
            ...base,
            id: 'o1',
            drugProductName: 'Label payé',
            status: 'COMPLETED',
            invoiceUrl: '/api/files/i1',
            invoice: { status: 'PAID' },
          },
        ],
        '/api/substance': [],
        '/api/carbon': [],
      });
      renderWithProviders(<ProjectInvoices />);
      const table = await screen.findByRole('table', { name: 'Factures' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual(['Nom du produit', 'Type', 'Date', 'Statut', 'Facture']);
      const row = within(table).getAllByRole('row')[1]!;
      expect(within(row).getByText('Payée')).toBeInTheDocument();
      expect(within(row).getByRole('link', { name: 'Télécharger la facture de Label payé' })).toHaveAttribute(
        'href',
        '/api/files/i1',
      );
      expect(row).toHaveTextContent('Label médicament');
    });

    it('says in French that there is no invoice yet', async () => {
      setLanguage('fr');
      stubLists({ '/api/origin': [], '/api/substance': [], '/api/carbon': [] });
      renderWithProviders(<ProjectInvoices />);
      expect(await screen.findByText('Aucune facture pour le moment')).toBeInTheDocument();
      expect(
        screen.getByText('Les factures de vos projets apparaîtront ici dès leur émission.'),
      ).toBeInTheDocument();
    });
  });
});
