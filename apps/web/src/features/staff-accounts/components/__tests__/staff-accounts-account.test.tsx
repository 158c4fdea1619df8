import { accountMessages } from '@pharmatrace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { AccountPage } from '../account-page';
import { account, accountId, emptyAudit } from './staff-accounts-fixtures';

describe('an account page (issue #13)', { timeout: 150_000 }, () => {
  it('validates after confirmation, and refuses a subscription ending before it starts', async () => {
    let current = account;
    const { calls } = stubApi(({ method, url }) => {
      if (url.startsWith('/api/admin/audit'))
        return jsonResponse(200, url.includes('actors') ? [] : emptyAudit);
      if (method === 'GET' && url === `/api/admin/accounts/${accountId}`) return jsonResponse(200, current);
      if (method === 'POST' && url === `/api/admin/accounts/${accountId}/validate`) {
        current = { ...account, validatedAt: '2026-11-25T09:00:00.000Z', validatedBy: 'Pharmatrace staff' };
        return jsonResponse(200, current);
      }
      return undefined;
    });
    const { user } = renderWithProviders(<AccountPage id={accountId} />, { path: '/admin/accounts/x' });
    expect(
      await screen.findByRole('heading', { name: 'Clinique Saint-Louis', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/professional proof is checked/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Validate account' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('Account validated')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/validate'))).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Validate account' })).toBeNull());
    expect(screen.getByText('25/11/2026 by Pharmatrace staff')).toBeInTheDocument();

    const start = screen.getByLabelText('Subscription start date');
    const end = screen.getByLabelText('Subscription end date');
    await user.type(start, '2026-12-31');
    await user.type(end, '2026-01-01');
    expect(await screen.findByText(accountMessages.subscriptionEndBeforeStart)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save subscription' })).toBeDisabled();
  });
});

describe('the client’s live estimate switch (issue #23)', { timeout: 150_000 }, () => {
  it('turns the preliminary estimate off for the account', async () => {
    let current = account;
    const { calls } = stubApi(({ method, url, body }) => {
      if (url.startsWith('/api/admin/audit'))
        return jsonResponse(200, url.includes('actors') ? [] : emptyAudit);
      if (method === 'GET' && url === `/api/admin/accounts/${accountId}`) return jsonResponse(200, current);
      if (method === 'POST' && url === `/api/admin/accounts/${accountId}/footprint-panel`) {
        current = { ...account, footprintPanelEnabled: (body as { enabled: boolean }).enabled };
        return jsonResponse(200, current);
      }
      return undefined;
    });
    const { user } = renderWithProviders(<AccountPage id={accountId} />, { path: '/admin/accounts/x' });
    const toggle = await screen.findByRole('switch', { name: /live preliminary estimate/ });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('The preliminary estimate is hidden from the client')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(calls.find((c) => c.url.endsWith('/footprint-panel'))?.body).toEqual({ enabled: false });
  });
});
