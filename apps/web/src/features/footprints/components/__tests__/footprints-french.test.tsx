import { en, fr } from '@pharmatrace/domain';
import { configure, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Component as CarbonFirstPartRoute } from '@/app/routes/app/carbon-first-part';
import { Component as SecondPartRoute } from '@/app/routes/app/carbon-second-part';
import { tokenStorage } from '@/lib/auth-tokens';
import { setLanguage } from '@/lib/language';
import { englishOnScreen } from '@/testing/english-on-screen';
import { fakeAccessToken, jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';

/** Issue #27: both parts of the carbon footprint wizard in French, their rules' messages too. */

const id = '5c1f4a0e-8f0b-4f55-9a7e-3c1d2b4a6e77';
const node = (nodeId: string, name: string, cas: string, children: unknown[] = []) => ({
  id: nodeId,
  name,
  cas,
  isolated: true,
  manufacturers: [],
  children,
});
const stored = {
  reportUrl: null,
  invoiceUrl: null,
  invoice: { status: null },
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  revision: 4,
};
/** A second part of two reactions (three substances). */
const footprint = {
  ...stored,
  id,
  name: 'Paracétamol',
  status: 'DRAFT2',
  tree: {
    ...node('substance_root', 'Paracétamol', '103-90-2', [
      node('substance_a', '4-aminophénol', '123-30-8', [node('substance_b', '4-nitrophénol', '100-02-7')]),
    ]),
    type: 'CHEMICAL',
  },
};

function stubFootprintApi() {
  return stubApi(({ method, url, body }) => {
    if (url === '/api/countries') return jsonResponse(200, [{ id: 'FR', name: 'France', isEuEea: true }]);
    if (url === '/api/plant') return jsonResponse(200, []);
    if (method === 'GET' && url === `/api/carbon/${id}`) return jsonResponse(200, footprint);
    if (method === 'POST' && url === `/api/carbon/second_part/update/${id}`)
      return jsonResponse(200, { ...footprint, ...(body as object), revision: 5 });
    return undefined;
  });
}

/**
 * The footprints area's English words (those French writes differently) that the page shows: a
 * text of the page that is one of them, or holds one of several words. A single English word
 * inside a longer text is not counted: the wizard's frame (components/wizard) is translated apart.
 */

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  window.localStorage.clear();
  tokenStorage.setTokens({ accessToken: fakeAccessToken('user_1'), refreshToken: 'refresh' });
  setLanguage('fr');
});
afterEach(() => {
  tokenStorage.clear();
  setLanguage('en');
});

describe('the carbon footprint wizards in French (issue #27)', { timeout: 150_000 }, () => {
  it('shows the first part in French, with the rules of step 1 in French', async () => {
    stubFootprintApi();
    const { user } = renderWithProviders(<CarbonFirstPartRoute />, {
      path: '/carbon_footprint/first_part/:id?',
      route: '/carbon_footprint/first_part',
    });
    expect(
      await screen.findByRole('heading', { name: fr['footprints.wizard.new'], level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(fr['footprints.counters.with'])).toBeDisabled();
    expect(screen.getByText(fr['footprints.firstPart.productionData'])).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: fr['footprints.firstPart.yes'] })).toBeChecked();

    await user.type(screen.getByLabelText(fr['footprints.counters.total']), '3');
    await user.type(screen.getByLabelText(fr['footprints.counters.with']), '1');
    // The sum rule (the domain's English) shows in French under the counter.
    expect(await screen.findByText(fr['footprint.stepsSum'])).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: fr['footprints.action.next'] }));
    expect(await screen.findByText(fr['footprint.nameEmpty'])).toBeInTheDocument();
    expect(screen.getByText(fr['footprint.casEmpty'])).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: fr['footprints.firstPart.no'] }));
    expect(screen.getByLabelText(fr['footprints.firstPart.supplier'])).toBeInTheDocument();
    expect(screen.getByRole('button', { name: fr['footprints.firstPart.validate'] })).toBeInTheDocument();
    expect(englishOnScreen({ keyPrefix: 'footprint' })).toEqual([]);
    expect(screen.queryByText(en['footprint.stepsSum'])).toBeNull();
  });

  it('shows a reaction page of the second part in French, its mass-balance messages too', async () => {
    stubFootprintApi();
    const { user } = renderWithProviders(<SecondPartRoute />, {
      path: '/carbon_footprint/second_part/:id',
      route: `/carbon_footprint/second_part/${id}?step=reaction-1`,
    });
    expect(
      await screen.findByRole('heading', { name: 'Voie de synthèse : réaction 1/2' }),
    ).toBeInTheDocument();
    // The domain's list titles and field labels, in French, in the cells' names.
    const name = screen.getByLabelText('Matières premières, ligne 1 : Nom', { selector: 'input' });
    expect(name).toHaveValue('4-aminophénol');
    expect(screen.getByRole('heading', { name: fr['footprints.mb.title.cleanings'] })).toBeInTheDocument();
    expect(
      screen.getByRole('option', { name: fr['footprints.mb.option.ChemicalReaction'] }),
    ).toBeInTheDocument();

    await user.type(
      screen.getByLabelText('Déchets gazeux, ligne 2 : Composition approximative', { selector: 'input' }),
      'HCl',
    );
    await user.click(screen.getByRole('button', { name: 'Valider les données de la réaction 1/2' }));
    expect(await screen.findByText('Ligne 2 : Le champ « Traitement » est obligatoire')).toBeInTheDocument();
    expect(screen.getByText(fr['footprints.mb.message.molecularWeightRequired'])).toBeInTheDocument();
    expect(
      screen.getByText(`Ligne 1 : ${fr['footprints.mb.message.productionPlaceEmpty']}`),
    ).toBeInTheDocument();
    expect(englishOnScreen({ keyPrefix: 'footprint' })).toEqual([]);
    expect(screen.queryByText('Line 2: Treatment is required')).toBeNull();
  });
});
