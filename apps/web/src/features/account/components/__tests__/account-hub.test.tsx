import { en, fr } from '@pharmatrace/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/language';
import { renderWithProviders } from '@/testing/test-utils';
import { AccountHub } from '../account-hub';

/** /my_account's hub: the spec's English words, and French from the catalogue (issue #27). */

afterEach(() => setLanguage('en'));

describe('My Account hub', () => {
  it('shows the four cards with the spec’s words in English', () => {
    renderWithProviders(<AccountHub />, { path: '/my_account' });
    expect(screen.getByRole('heading', { name: 'My Account', level: 1 })).toBeInTheDocument();
    for (const name of ['Account', 'Invoicing information', 'About us', 'Legal terms']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'My User list' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Terms of Use/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download account summary' })).toBeInTheDocument();
  });

  it('is in French from the catalogue, with no English word of the hub', () => {
    setLanguage('fr');
    renderWithProviders(<AccountHub />, { path: '/my_account' });
    expect(screen.getByRole('heading', { name: fr['nav.myAccount'], level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: fr['account.invoicing'] })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: fr['account.setupNewUser'] })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(fr['terms.termsOfUseLink']) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: fr['account.about.Contact us'] })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: fr['account.summary'] })).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    for (const key of [
      'account.description',
      'account.userList',
      'account.legalTerms',
      'account.summary',
      'terms.termsOfUseLink',
      'account.about.Contact us',
    ] as const) {
      expect(text).not.toContain(en[key]);
    }
  });
});
