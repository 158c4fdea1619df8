import { messages } from '@pharmatrace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Component as OriginRoute } from '@/app/routes/app/drug-origin';
import { tokenStorage } from '@/lib/auth-tokens';
import { fakeAccessToken, jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';

const countries = [
  { id: 'FR', name: 'France', isEuEea: true },
  { id: 'IT', name: 'Italy', isEuEea: true },
];

beforeEach(() => {
  window.localStorage.clear();
  tokenStorage.setTokens({ accessToken: fakeAccessToken('user_1'), refreshToken: 'refresh' });
  stubApi(({ url }) => (url === '/api/countries' ? jsonResponse(200, countries) : undefined));
});
afterEach(() => tokenStorage.clear());

function renderWizard() {
  return renderWithProviders(<OriginRoute />, { path: '/drug_origin/:id', route: '/drug_origin/new' });
}

describe('the drug product wizard (spec 001 §2, §5)', { timeout: 150_000 }, () => {
  it('checks the product step with the spec messages, production countries totalling 100', async () => {
    const { user } = renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Next step' }));
    for (const message of [
      messages.label.drugProductNameEmpty,
      messages.label.drugProductCodeEmpty,
      messages.label.hsCodeEmpty,
      messages.label.commercializationCountryEmpty,
      messages.label.formulationCountryEmpty,
      messages.label.packagingCountryEmpty,
    ]) {
      expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    }
    const formulation = screen.getByRole('group', { name: 'Production countries for drug formulation' });
    await user.type(within(formulation).getByLabelText('Percentage'), '101');
    expect(await within(formulation).findByText(messages.percentage.above100)).toBeInTheDocument();
    await user.clear(within(formulation).getByLabelText('Percentage'));
    await user.type(within(formulation).getByLabelText('Percentage'), '80');
    expect(await within(formulation).findByText(messages.percentage.totalNot100)).toBeInTheDocument();
    // 1 to 3 countries: 'Add a country' stops at three, the first row cannot be removed.
    await user.click(within(formulation).getByRole('button', { name: 'Add a country' }));
    await user.click(within(formulation).getByRole('button', { name: 'Add a country' }));
    expect(within(formulation).getByRole('button', { name: 'Add a country' })).toBeDisabled();
    expect(within(formulation).queryByRole('button', { name: /Remove country #1/ })).toBeNull();
    expect(within(formulation).getByRole('button', { name: /Remove country #3/ })).toBeInTheDocument();
  });

  it('asks before removing drug substances that hold typed data when their number goes down', async () => {
    const { user, router } = renderWizard();
    // The step named in the URL opens directly (a reload stays on its step).
    await router.navigate('/drug_origin/new?step=substances');
    const count = await screen.findByLabelText('Number of drug substances');
    expect(count).toHaveValue(1);
    await user.clear(count);
    await user.type(count, '3');
    expect(screen.getByRole('group', { name: 'Drug substance #3' })).toBeInTheDocument();
    await user.type(
      within(screen.getByRole('group', { name: 'Drug substance #3' })).getByLabelText('INN'),
      'caffeine',
    );

    await user.clear(count);
    await user.type(count, '2');
    const dialog = await screen.findByRole('dialog', { name: 'Remove drug substances?' });
    expect(within(dialog).getByText(/caffeine/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Drug substance #3' })).toBeInTheDocument());
    expect(count).toHaveValue(3);

    await user.clear(count);
    await user.type(count, '2');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Drug substance #3' })).toBeNull());
  });
});
