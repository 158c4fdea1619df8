import { fr, messages } from '@pharmatrace/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Component as OriginRoute } from '@/app/routes/app/drug-origin';
import { Component as SubstanceRoute } from '@/app/routes/app/drug-substance';
import { tokenStorage } from '@/lib/auth-tokens';
import { setLanguage } from '@/lib/language';
import { englishOnScreen } from '@/testing/english-on-screen';
import { fakeAccessToken, jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';

/** Issue #27: the label wizards in French, their validation messages included. */

const countries = [{ id: 'FR', name: 'France', isEuEea: true }];

/** The English catalogue's words (those French writes differently) found in the page. */

beforeEach(() => {
  window.localStorage.clear();
  tokenStorage.setTokens({ accessToken: fakeAccessToken('user_1'), refreshToken: 'refresh' });
  stubApi(({ url }) => {
    if (url === '/api/countries') return jsonResponse(200, countries);
    if (url === '/api/plant') return jsonResponse(200, []);
    return undefined;
  });
  setLanguage('fr');
});
afterEach(() => {
  setLanguage('en');
  tokenStorage.clear();
});

describe('the drug substance wizard in French (issue #27)', { timeout: 150_000 }, () => {
  it('speaks French from the identity to the route tree, its rules included', async () => {
    const { user } = renderWithProviders(<SubstanceRoute />, {
      path: '/drug_substance/:id',
      route: '/drug_substance/new',
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: fr['labels.substance.identify'] }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: fr['wizard.nextStep'] }));
    expect(await screen.findByText(fr['label.innEmpty'])).toBeInTheDocument();
    expect(screen.queryByText(messages.label.innEmpty)).toBeNull();
    expect(englishOnScreen({ minLength: 4 })).toEqual([]);

    await user.type(screen.getByLabelText(fr['labels.inn']), 'ibuprofène');
    await user.type(screen.getByLabelText(fr['tree.casNumber']), '15687-27-1');
    const type = screen.getByLabelText(fr['projectList.type']);
    expect(within(type).getByRole('option', { name: fr['labels.type.CHEMICAL'] })).toBeInTheDocument();
    await user.selectOptions(type, 'CHEMICAL');
    await user.type(screen.getByLabelText(fr['originField.drugProductCodeHs']), '29163900');
    await user.click(screen.getByRole('button', { name: fr['wizard.nextStep'] }));

    expect(await screen.findByText(fr['labels.methodology.introSubstance'])).toBeInTheDocument();
    expect(englishOnScreen({ minLength: 4 })).toEqual([]);
    await user.click(screen.getByRole('button', { name: fr['wizard.gotIt'] }));

    // The root's dialog opens by itself; its rules answer in French.
    const dialog = await screen.findByRole('dialog', { name: 'Fabricants de ibuprofène' });
    await user.click(within(dialog).getByRole('button', { name: fr['tree.validate'] }));
    expect(await within(dialog).findByText(fr['tree.companyNameEmpty'])).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Fabricant n° 1' })).toBeInTheDocument();
    expect(englishOnScreen({ minLength: 4 })).toEqual([]);
    // Behind the open dialog, the step's title names the tree in French.
    expect(
      screen.getByRole('heading', { level: 2, name: fr['tree.chemical.build'], hidden: true }),
    ).toBeInTheDocument();
  });
});

describe('the drug product wizard in French (issue #27)', { timeout: 150_000 }, () => {
  it('names its fields and says what is missing in French', async () => {
    const { user } = renderWithProviders(<OriginRoute />, {
      path: '/drug_origin/:id',
      route: '/drug_origin/new',
    });
    await user.click(await screen.findByRole('button', { name: fr['wizard.nextStep'] }));
    for (const key of ['label.drugProductNameEmpty', 'label.formulationCountryEmpty'] as const) {
      expect((await screen.findAllByText(fr[key])).length).toBeGreaterThan(0);
    }
    expect(screen.queryByText(messages.label.drugProductNameEmpty)).toBeNull();
    expect(screen.getByRole('group', { name: fr['labels.origin.formulationCountries'] })).toBeInTheDocument();
    expect(screen.getByLabelText(fr['originField.drugProductName'])).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: fr['wizard.stepsNav'] })).toHaveTextContent(
      fr['labels.origin.buildTrees'],
    );
    expect(englishOnScreen({ minLength: 4 })).toEqual([]);
  });
});
