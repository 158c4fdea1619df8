import { en, fr, type MedicineInfo, messages, uiMessages } from '@pharmatrace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { useSearchParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/language';
import { jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { MedicineFootprint } from '../medicine-footprint';
import { MedicineProduct } from '../medicine-product';

const listUrl = (name: string) => `/api/medicine/list?${new URLSearchParams({ name })}`;
const completeUrl = (name: string) => `/api/medicine/complete/${encodeURIComponent(name)}`;

const row = (id: string, name: string) => ({
  id,
  name,
  smallName: name.replace(/,.*$/, ''),
  form: 'tablet' as const,
  carbon: 40,
  uncertainty: 8,
  isDemo: false,
});
const listOf = (...results: ReturnType<typeof row>[]) => ({
  results,
  truncated: false,
  approximate: false,
  isDemo: false,
  demoNotice: null,
});

/** Stands in for the product page: shows the id it was opened with. */
function ProductProbe() {
  const [params] = useSearchParams();
  return <p>Product page of {params.get('id')}</p>;
}
const productRoute = { path: '/medicine_footprint/product', element: <ProductProbe /> };

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

describe('/medicine_footprint suggestions', () => {
  const arrow = 'PARACETAMOL ARROW 500 mg, comprimé';
  const biogaran = 'PARACETAMOL BIOGARAN 1000 mg, comprimé';

  it('suggests names and opens the one medicine a picked name is, showing progress meanwhile', async () => {
    let answerList: () => void = () => {};
    const { calls } = stubApi(({ url }) => {
      if (url === completeUrl('para')) return jsonResponse(200, [arrow, biogaran]);
      if (url === listUrl(arrow)) {
        // A longer name contains the picked one: only the exact name counts.
        const body = listOf(row('p1', arrow), row('p9', `${arrow} sécable`));
        return new Promise<Response>((resolve) => {
          answerList = () => resolve(jsonResponse(200, body));
        });
      }
      return undefined;
    });
    const { user, router } = renderWithProviders(<MedicineFootprint />, {
      path: '/medicine_footprint',
      routes: [productRoute],
    });
    await user.type(screen.getByRole('combobox', { name: 'Medicine name' }), 'para');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([arrow, biogaran]);

    await user.click(options[0]!);
    expect(await screen.findByText(`Looking up “${arrow}”…`)).toBeInTheDocument();
    answerList();
    expect(await screen.findByText('Product page of p1')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/medicine_footprint/product');
    // Back returns to what was typed.
    expect(router.state.location.state).toEqual({ search: 'para' });
    expect(calls.map((c) => c.url)).toEqual([completeUrl('para'), listUrl(arrow)]);
  });

  it('shows the results for a name that several medicines share (arrow keys and Enter)', async () => {
    const { calls } = stubApi(({ url }) => {
      if (url === completeUrl('para')) return jsonResponse(200, [arrow, biogaran]);
      if (url === listUrl(biogaran))
        return jsonResponse(200, listOf(row('b1', biogaran), row('b2', biogaran)));
      return undefined;
    });
    const { user, router } = renderWithProviders(<MedicineFootprint />, {
      path: '/medicine_footprint',
      routes: [productRoute],
    });
    const field = screen.getByRole('combobox', { name: 'Medicine name' });
    await user.type(field, 'para');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    await waitFor(() =>
      expect(router.state.location.search).toBe(`?${new URLSearchParams({ product: biogaran })}`),
    );
    const table = await screen.findByRole('table', { name: 'Medicines found' });
    expect(within(table).getAllByRole('row', { name: new RegExp(biogaran) })).toHaveLength(2);
    expect(field).toHaveValue(biogaran);
    // The results reuse the lookup's answer: one search, not two; and the picked name itself is
    // not sent for suggestions (each request counts towards the search limit).
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls.filter((c) => c.url === listUrl(biogaran))).toHaveLength(1);
    expect(calls.map((c) => c.url)).not.toContain(completeUrl(biogaran));
  });

  it("shows the server's message when the lookup is refused with 429, the generic message otherwise", async () => {
    const limited = 'Too many searches in a short time. Please wait 12 seconds and try again.';
    const { calls } = stubApi(({ url }) => {
      if (url === completeUrl('para')) return jsonResponse(200, [arrow, biogaran]);
      if (url === listUrl(arrow)) {
        return jsonResponse(429, { message: limited, code: 'TOO_MANY_REQUESTS' }, { 'retry-after': '12' });
      }
      if (url === listUrl(biogaran)) return jsonResponse(500, { message: 'Internal Server Error' });
      return undefined;
    });
    const { user, router } = renderWithProviders(<MedicineFootprint />, {
      path: '/medicine_footprint',
      routes: [productRoute],
    });
    const field = screen.getByRole('combobox', { name: 'Medicine name' });
    await user.type(field, 'para');
    await user.click((await screen.findAllByRole('option'))[0]!);
    expect(await screen.findByText(limited)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/medicine_footprint');

    // Typing over the picked name and picking it again looks it up again.
    await user.tripleClick(field);
    await user.keyboard('para');
    await user.click((await screen.findAllByRole('option'))[0]!);
    await waitFor(() => expect(calls.filter((c) => c.url === listUrl(arrow))).toHaveLength(2));
    expect(await screen.findByText(limited)).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'para');
    await user.click((await screen.findAllByRole('option'))[1]!);
    expect(await screen.findByText(uiMessages.medicine.genericError)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/medicine_footprint');
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
    emEndOfLife: null,
    source: 'imported',
    study: null,
    commercializationCountry: 'France',
    isDemo: false,
    demoNotice: null,
    comparison: { inn: 'PARACETAMOL', rank: 3, count: 10, median: 4017.5, min: 10, max: 20000 },
    cis: '60234100',
    cip13: ['3400930000011'],
    atc: 'N02BE01',
    alternatives: [],
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
    expect(screen.getByRole('link', { name: /Open in the wise list/ })).toHaveAttribute(
      'href',
      medicine.wiselist,
    );
    expect(screen.getByText(/this one ranks/)).toHaveTextContent(
      'Among the 10 PARACETAMOL medicines in the database, this one ranks 3rd (1st = the lowest footprint per box). It emits 2.0 times the median',
    );
    expect(screen.queryByText(uiMessages.medicine.demoNotice)).not.toBeInTheDocument();
  });

  it("draws the pie with @mui/x-charts: one arc per segment in the legend's colours, a text alternative with every share", async () => {
    const noStorage = { ...medicine, emCreation: 0.8, emProduction: 0.2, emStorage: 0 };
    stubApi(({ url }) => (url === '/api/medicine/info/d1' ? jsonResponse(200, noStorage) : undefined));
    renderWithProviders(<MedicineProduct />, {
      path: '/medicine_footprint/product',
      route: '/medicine_footprint/product?id=d1',
    });
    const chart = await screen.findByRole('img', { name: /^Breakdown of the footprint per box/ });
    expect(chart).toHaveAccessibleName(
      'Breakdown of the footprint per box: Ingredient and packaging production: 80%; Medicine production and corporate emissions: 20%; Storage and distribution: 0%',
    );
    // The drawing is the library's SVG, kept out of the keyboard's way.
    expect(chart.querySelector('svg')).not.toBeNull();
    const fills = [...chart.querySelectorAll('path')].map((arc) => arc.getAttribute('fill'));
    expect(fills).toContain('#0b5d57');
    expect(fills).toContain('#7fb77e');
    expect(chart.firstElementChild).toHaveAttribute('inert');
    const legend = screen.getByRole('list', { name: 'Footprint breakdown' });
    expect(within(legend).getByText('0% · 0.00 gCO2eq')).toBeInTheDocument();
  });

  it("shows a published study's four segments, end of life included, and its source with date and method version", async () => {
    const fromStudy: MedicineInfo = {
      ...medicine,
      carbon: 260,
      uncertainty: 90,
      emCreation: 0.4,
      emProduction: 0.5,
      emStorage: 0.06,
      emEndOfLife: 0.04,
      source: 'study',
      study: { date: '2026-11-28T10:00:00.000Z', methodVersion: 'medicine-1.0.0', p2_5: 130, p97_5: 480 },
    };
    stubApi(({ url }) => (url === '/api/medicine/info/d1' ? jsonResponse(200, fromStudy) : undefined));
    renderWithProviders(<MedicineProduct />, {
      path: '/medicine_footprint/product',
      route: '/medicine_footprint/product?id=d1',
    });
    const chart = await screen.findByRole('img', { name: /^Breakdown of the footprint per box/ });
    expect(chart).toHaveAccessibleName(
      'Breakdown of the footprint per box: Ingredient and packaging production: 40%; Medicine production and corporate emissions: 50%; Storage and distribution: 6%; End of life: 4%',
    );
    const legend = screen.getByRole('list', { name: 'Footprint breakdown' });
    expect(within(legend).getAllByRole('listitem')).toHaveLength(4);
    expect(within(legend).getByText('4% · 10.4 gCO2eq')).toBeInTheDocument();
    expect(screen.getByTestId('medicine-source')).toHaveTextContent(
      'From a validated study of 28/11/2026, method medicine-1.0.0',
    );
  });

  it('says an imported row is imported, with its three segments', async () => {
    stubApi(({ url }) => (url === '/api/medicine/info/d1' ? jsonResponse(200, medicine) : undefined));
    renderWithProviders(<MedicineProduct />, {
      path: '/medicine_footprint/product',
      route: '/medicine_footprint/product?id=d1',
    });
    expect(await screen.findByTestId('medicine-source')).toHaveTextContent(
      'Imported into the medicine database',
    );
    const legend = screen.getByRole('list', { name: 'Footprint breakdown' });
    expect(within(legend).getAllByRole('listitem')).toHaveLength(3);
  });

  it('says when the medicine is not in the database', async () => {
    stubApi(() => jsonResponse(404, { message: 'Medicine not found', code: 'NOT_FOUND' }));
    renderWithProviders(<MedicineProduct />, {
      path: '/medicine_footprint/product',
      route: '/medicine_footprint/product?id=nope',
    });
    expect(await screen.findByText('This medicine is not in the database')).toBeInTheDocument();
  });

  it("shows the server's message when the page is refused with 429 (it counts towards the search limit)", async () => {
    const limited = 'Too many searches in a short time. Please wait 12 seconds and try again.';
    stubApi(({ url }) =>
      url === '/api/medicine/info/d1'
        ? jsonResponse(429, { message: limited, code: 'TOO_MANY_REQUESTS' }, { 'retry-after': '12' })
        : undefined,
    );
    renderWithProviders(<MedicineProduct />, {
      path: '/medicine_footprint/product',
      route: '/medicine_footprint/product?id=d1',
    });
    expect(await screen.findByText(limited)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the search' })).toBeInTheDocument();
  });
});

describe('the medicine screens in French (issue #27)', () => {
  afterEach(() => setLanguage('en'));

  const paracetamol: MedicineInfo = {
    id: 'd1',
    name: 'DOLIPRANE 1000 mg, comprimé',
    smallName: 'DOLIPRANE 1000 mg',
    inn: 'PARACETAMOL',
    form: 'tablet',
    carbon: 8035,
    uncertainty: 1974.5,
    wiselist: 'https://example.org/wise/paracetamol',
    emCreation: 0.75,
    emProduction: 0.2,
    emStorage: 0.05,
    emEndOfLife: null,
    source: 'imported',
    study: null,
    commercializationCountry: 'France',
    isDemo: true,
    demoNotice: uiMessages.medicine.demoNotice,
    comparison: { inn: 'PARACETAMOL', rank: 3, count: 10, median: 4017.5, min: 10.5, max: 20000 },
    cis: '60234100',
    cip13: ['3400930000011'],
    atc: 'N02BE01',
    alternatives: [
      {
        id: 'd2',
        name: 'PARACETAMOL VERT 1000 mg, comprimé',
        carbon: 18.44,
        savingPerBox: 8016.56,
        isDemo: true,
      },
    ],
  };
  /** French spaces between thousands are narrow no-break spaces: compared as plain spaces. */
  const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/gu, ' ');

  it('searches in French and writes the footprints with decimal commas', async () => {
    setLanguage('fr');
    stubApi(({ url }) =>
      url === listUrl('doliprane')
        ? jsonResponse(200, { ...listOf({ ...row('d1', 'DOLIPRANE 1000 mg, comprimé'), carbon: 1460 }) })
        : undefined,
    );
    const { user } = renderWithProviders(<MedicineFootprint />, {
      path: '/medicine_footprint',
      route: '/medicine_footprint?product=doliprane',
    });
    expect(screen.getByRole('heading', { level: 1, name: fr['medicines.title'] })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: fr['medicines.results.table'] });
    expect(
      within(table).getByRole('columnheader', { name: 'Empreinte carbone par boîte' }),
    ).toBeInTheDocument();
    const found = await within(table).findByRole('row', { name: /DOLIPRANE/ });
    expect(within(found).getByText('1,46 kgCO2eq')).toBeInTheDocument();
    expect(within(found).getByRole('link', { name: /Voir l'empreinte de DOLIPRANE/ })).toBeInTheDocument();
    expect(screen.getByText('1 médicament correspond à « doliprane ».')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Nom du médicament' })).toBeInTheDocument();

    // The schema's English message is shown in French.
    await user.clear(screen.getByRole('combobox', { name: 'Nom du médicament' }));
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText(fr['medicineSearch.nameEmpty'])).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    for (const key of ['medicines.title', 'medicines.purchasesFootprint', 'medicines.search.hint'] as const) {
      expect(text).not.toContain(en[key]);
    }
  });

  it('shows the product page in French: figures with commas, segments, rank, alternatives and demo notice', async () => {
    setLanguage('fr');
    stubApi(({ url }) => (url === '/api/medicine/info/d1' ? jsonResponse(200, paracetamol) : undefined));
    renderWithProviders(<MedicineProduct />, {
      path: '/medicine_footprint/product',
      route: '/medicine_footprint/product?id=d1',
    });
    expect(await screen.findByRole('heading', { level: 1, name: paracetamol.name })).toBeInTheDocument();
    expect(screen.getByText(fr['ui.medicine.demoNotice'])).toBeInTheDocument();
    expect(plain(screen.getByTestId('medicine-carbon').textContent)).toBe('8 035 gCO2eq');
    expect(screen.getByText('soit 8,04 kgCO2eq')).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: "Répartition de l'empreinte" });
    expect(within(legend).getByText('Production des ingrédients et des emballages')).toBeInTheDocument();
    expect(
      within(legend).getByText((_, node) => plain(node?.textContent) === '75 % · 6 026 gCO2eq'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Stockage et distribution : 5/ })).toBeInTheDocument();
    expect(plain(screen.getByText(/celui-ci est classé/).textContent)).toBe(
      'Parmi les 10 médicaments PARACETAMOL de la base, celui-ci est classé 3e (1er = la plus faible empreinte par boîte). Il émet 2,0 fois la médiane des médicaments PARACETAMOL (4 018 gCO2eq par boîte).',
    );
    expect(screen.getByText('la plus faible : 10,5 gCO2eq')).toBeInTheDocument();
    expect(screen.getByText('Substance active (DCI)')).toBeInTheDocument();
    expect(screen.getByText('Comprimé')).toBeInTheDocument();
    const alternatives = screen.getByRole('list', { name: 'Alternatives moins émissives' });
    expect(plain(within(alternatives).getByText(/par boîte/).textContent)).toBe(
      '18,4 gCO2eq par boîte, 8 017 gCO2eq de moins',
    );
    const text = document.body.textContent ?? '';
    for (const key of [
      'medicines.product.alternatives',
      'medicines.product.inn',
      'medicines.chart.legend',
      'medicines.product.back',
    ] as const) {
      expect(text).not.toContain(en[key]);
    }
    expect(text).not.toContain(uiMessages.medicine.demoNotice);
  });
});
