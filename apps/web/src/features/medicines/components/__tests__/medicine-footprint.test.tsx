import { type MedicineInfo, messages, uiMessages } from '@pharmatrace/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { MedicineFootprint } from '../medicine-footprint';
import { MedicineProduct } from '../medicine-product';

const listUrl = (name: string) => `/api/medicine/list?${new URLSearchParams({ name })}`;

describe('/medicine_footprint', () => {
  it("says 'Name can't be empty' and asks nothing when the search is empty", async () => {
    const { calls } = stubApi(() => undefined);
    const { user } = renderWithProviders(<MedicineFootprint />, { path: '/medicine_footprint' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(messages.medicineSearch.nameEmpty)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('runs the search in the URL and links each result to its product page', async () => {
    stubApi(({ url }) =>
      url === listUrl('doliprane')
        ? jsonResponse(200, {
            results: [
              {
                id: 'd1',
                name: 'DOLIPRANE 1000 mg, comprimé',
                smallName: 'DOLIPRANE 1000 mg',
                form: 'tablet',
                carbon: 1460,
                uncertainty: 100,
                isDemo: true,
              },
            ],
            truncated: false,
            approximate: false,
            isDemo: true,
            demoNotice: uiMessages.medicine.demoNotice,
          })
        : undefined,
    );
    renderWithProviders(<MedicineFootprint />, {
      path: '/medicine_footprint',
      route: '/medicine_footprint?product=doliprane',
    });
    const table = await screen.findByRole('table', { name: 'Medicines found' });
    const row = await within(table).findByRole('row', { name: /DOLIPRANE 1000 mg, comprimé/ });
    expect(within(row).getByText('1.46 kgCO2eq')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /See footprint/ })).toHaveAttribute(
      'href',
      '/medicine_footprint/product?id=d1',
    );
    expect(screen.getByText(uiMessages.medicine.demoNotice)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Medicine name' })).toHaveValue('doliprane');
  });

  it('says that only tablets and capsules are available when nothing is found', async () => {
    stubApi(() =>
      jsonResponse(200, {
        results: [],
        truncated: false,
        approximate: false,
        isDemo: false,
        demoNotice: null,
      }),
    );
    renderWithProviders(<MedicineFootprint />, {
      path: '/medicine_footprint',
      route: '/medicine_footprint?product=sirop',
    });
    expect(await screen.findByText(uiMessages.medicine.onlyTabletsAndCapsules)).toBeInTheDocument();
  });

  it("shows the server's message on 429, and the generic message for any other failure", async () => {
    const limited = 'Too many searches in a short time. Please wait 12 seconds and try again.';
    stubApi(({ url }) =>
      url === listUrl('para')
        ? jsonResponse(429, { message: limited, code: 'TOO_MANY_REQUESTS' }, { 'retry-after': '12' })
        : jsonResponse(500, { message: 'Internal Server Error' }),
    );
    const first = renderWithProviders(<MedicineFootprint />, {
      path: '/medicine_footprint',
      route: '/medicine_footprint?product=para',
    });
    expect(await screen.findByText(limited)).toBeInTheDocument();
    first.unmount();

    renderWithProviders(<MedicineFootprint />, {
      path: '/medicine_footprint',
      route: '/medicine_footprint?product=ibu',
    });
    expect(await screen.findByText(uiMessages.medicine.genericError)).toBeInTheDocument();
  });
});

describe('/medicine_footprint/product', () => {
  const medicine: MedicineInfo = {
    id: 'd1',
    name: 'DOLIPRANE 1000 mg, comprimé',
    smallName: 'DOLIPRANE 1000 mg',
    inn: 'PARACETAMOL',
    form: 'tablet',
    carbon: 8035,
    uncertainty: 1974,
    wiselist: 'https://example.org/wise/paracetamol',
    emCreation: 0.75,
    emProduction: 0.2,
    emStorage: 0.05,
    commercializationCountry: 'France',
    isDemo: false,
    demoNotice: null,
    comparison: { inn: 'PARACETAMOL', rank: 3, count: 10, median: 4017.5, min: 10, max: 20000 },
  };

  it('shows the footprint in g and kg, the three segments, the wise list link and the rank', async () => {
    stubApi(({ url }) => (url === '/api/medicine/info/d1' ? jsonResponse(200, medicine) : undefined));
    renderWithProviders(<MedicineProduct />, {
      path: '/medicine_footprint/product',
      route: '/medicine_footprint/product?id=d1',
    });
    expect(await screen.findByRole('heading', { level: 1, name: medicine.name })).toBeInTheDocument();
    expect(screen.getByTestId('medicine-carbon')).toHaveTextContent('8,035 gCO2eq');
    expect(screen.getByText('that is 8.04 kgCO2eq')).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Footprint breakdown' });
    expect(within(legend).getByText('Ingredient and packaging production')).toBeInTheDocument();
    expect(within(legend).getByText('75% · 6,026 gCO2eq')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Storage and distribution: 5%/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /See this medicine in the wise list/ })).toHaveAttribute(
      'href',
      medicine.wiselist,
    );
    expect(screen.getByText(/this one ranks/)).toHaveTextContent(
      'Among the 10 PARACETAMOL medicines in the database, this one ranks 3rd (1st = the lowest footprint per box). It emits 2.0 times the median',
    );
    expect(screen.queryByText(uiMessages.medicine.demoNotice)).not.toBeInTheDocument();
  });

  it('says when the medicine is not in the database', async () => {
    stubApi(() => jsonResponse(404, { message: 'Medicine not found', code: 'NOT_FOUND' }));
    renderWithProviders(<MedicineProduct />, {
      path: '/medicine_footprint/product',
      route: '/medicine_footprint/product?id=nope',
    });
    expect(await screen.findByText('This medicine is not in the database')).toBeInTheDocument();
  });
});
