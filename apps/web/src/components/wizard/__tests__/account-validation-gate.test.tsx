import { accountMessages } from '@pharmatrace/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { AccountValidationGate } from '../account-validation-gate';

const page = (
  <AccountValidationGate title="Drug substance label" back={{ to: '/my_labels', label: 'My Origin labels' }}>
    <h1>The wizard</h1>
  </AccountValidationGate>
);

describe('a new project on an account awaiting validation (decision 0014)', () => {
  it('shows the notice instead of the wizard', async () => {
    stubApi(({ url }) =>
      url === '/api/client/validation' ? jsonResponse(200, { validated: false }) : undefined,
    );
    renderWithProviders(page);
    expect(await screen.findByText(accountMessages.awaitingValidationTitle)).toBeInTheDocument();
    expect(screen.getByText(accountMessages.awaitingValidation)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The wizard' })).toBeNull();
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'My Origin labels' })).toHaveAttribute(
      'href',
      '/my_labels',
    );
  });

  it('opens the wizard for a validated account', async () => {
    stubApi(({ url }) =>
      url === '/api/client/validation' ? jsonResponse(200, { validated: true }) : undefined,
    );
    renderWithProviders(page);
    expect(await screen.findByRole('heading', { name: 'The wizard' })).toBeInTheDocument();
    expect(screen.queryByText(accountMessages.awaitingValidationTitle)).toBeNull();
  });
});
