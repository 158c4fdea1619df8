import { type Client, en, fr } from '@pharmatrace/domain';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/language';
import { jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { AccountAdmin } from '../account-admin';
import { Billing } from '../billing';
import { ChangePasswordForm } from '../change-password-form';

/** My Account's sub-pages in French (issue #27): the catalogue's words, no English left. */

const client: Client = {
  id: 'c1',
  companyName: 'Hôpital de Lyon',
  contactName: 'Marie Curie',
  phone: '+33 4',
  email: 'marie@hopital.fr',
  companylegalName: 'HCL',
  addressLine1: '3 quai',
  addressLine2: '69002 Lyon',
  addressLine3: 'France',
  accountType: 'PREMIUM',
  subscriptionStartDate: '2026-01-01',
  subscriptionEndDate: '2026-12-31',
  prepaidAmount: 1200.5,
  subscriptionsUrl: [{ year: 2026, url: 'https://files.example/2026.pdf' }],
  pricingUrl: null,
};

beforeEach(() => setLanguage('fr'));
afterEach(() => setLanguage('en'));

function expectNoEnglish(keys: readonly (keyof typeof en)[]) {
  const text = document.body.textContent ?? '';
  for (const key of keys) expect(text, key).not.toContain(en[key]);
}

describe('My Account in French', () => {
  it('shows the administration tabs and the general information form in French', async () => {
    stubApi(({ url }) => (url === '/api/client' ? jsonResponse(200, client) : undefined));
    renderWithProviders(<AccountAdmin />, { path: '/my_account/admin' });
    expect(await screen.findByRole('tab', { name: 'Informations générales' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tablist', { name: 'Administration du compte' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Changer le mot de passe' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mon compte' })).toBeInTheDocument();
    expect(screen.getByLabelText("Nom de l'entreprise")).toHaveValue('Hôpital de Lyon');
    expect(screen.getByLabelText('Téléphone')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    expectNoEnglish([
      'account.generalInformation',
      'account.changePassword',
      'field.companyName',
      'field.contactName',
      'common.save',
    ]);
  });

  it('shows the subscription with a decimal comma and the dates dd/mm/yyyy', async () => {
    stubApi(({ url }) => (url === '/api/client' ? jsonResponse(200, client) : undefined));
    renderWithProviders(<Billing invoicesTab={null} />, { path: '/my_account/subscription' });
    expect(await screen.findByText("Date de début de l'abonnement")).toBeInTheDocument();
    expect(screen.getByText('01/01/2026')).toBeInTheDocument();
    expect(screen.getByText('Montant prépayé')).toBeInTheDocument();
    // Intl's French: a narrow no-break space groups the thousands, a comma before the cents.
    expect(screen.getByText(/^1\s200,50\s€$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Télécharger la facture 2026/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tarifs' })).toBeInTheDocument();
    expectNoEnglish([
      'account.subscriptionStart',
      'account.prepaidAmount',
      'account.subscriptionInvoices',
      'account.invoicing',
      'account.pricing',
    ]);
  });

  it('says a wrong current password in French, on the field, from the French answer', async () => {
    // The API answers in the page's language (Accept-Language), with the message's phrase beside
    // it (issue #40): the form still knows the answer, from its key, not from its French words.
    stubApi(({ url }) =>
      url === '/api/auth/change_password'
        ? jsonResponse(400, {
            message: fr['server.incorrectCredentials'],
            said: { key: 'server.incorrectCredentials', values: {} },
          })
        : undefined,
    );
    const { user } = renderWithProviders(<ChangePasswordForm />);
    await user.type(screen.getByLabelText('Mot de passe actuel'), 'Old-Passw0rd!');
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'New-Passw0rd!');
    await user.type(screen.getByLabelText('Confirmez votre mot de passe'), 'New-Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(fr['ui.changePassword.incorrectPassword'])).toBeInTheDocument();
    expectNoEnglish([
      'account.currentPassword',
      'account.confirmPassword',
      'ui.changePassword.incorrectPassword',
    ]);
  });
});
