import { type SubUser, uiMessages } from '@pharmatrace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { UserList } from '../user-list';

const alice: SubUser = {
  id: 'u1',
  name: 'Alice Martin',
  email: 'alice@lab.fr',
  function: 'Pharmacist',
  isSubUser: true,
  confirmed: true,
};
const bob: SubUser = { ...alice, id: 'u2', name: 'Bob Durand', email: 'bob@lab.fr', confirmed: false };

function stubUsers() {
  let users = [alice, bob];
  return stubApi(({ method, url }) => {
    if (method === 'GET' && url === '/api/auth/sub-users') return jsonResponse(200, users);
    if (method === 'DELETE' && url.startsWith('/api/auth/sub-user/')) {
      const id = url.split('/').pop();
      users = users.filter((user) => user.id !== id);
      return jsonResponse(204);
    }
    return undefined;
  });
}

describe('My User list', () => {
  it('lists the users with their name, email and function', async () => {
    stubUsers();
    renderWithProviders(<UserList />, { path: '/my_account/user_list' });
    const table = await screen.findByRole('table', { name: 'My User list' });
    expect(await within(table).findByText('Alice Martin')).toBeInTheDocument();
    expect(within(table).getByText('bob@lab.fr')).toBeInTheDocument();
    expect(within(table).getAllByText('Pharmacist')).toHaveLength(2);
  });

  it('asks for a confirmation and does nothing when cancelled', async () => {
    const { calls } = stubUsers();
    const { user } = renderWithProviders(<UserList />, { path: '/my_account/user_list' });
    await user.click(await screen.findByRole('button', { name: 'Delete Alice Martin' }));

    const dialog = await screen.findByRole('dialog', { name: uiMessages.subUser.deleteConfirm });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(screen.getByText('Alice Martin')).toBeInTheDocument();
  });

  it('deletes the user after confirmation and refreshes the list', async () => {
    const { calls } = stubUsers();
    const { user } = renderWithProviders(<UserList />, { path: '/my_account/user_list' });
    await user.click(await screen.findByRole('button', { name: 'Delete Alice Martin' }));

    const dialog = await screen.findByRole('dialog', { name: uiMessages.subUser.deleteConfirm });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByText('Alice Martin')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/auth/sub-user/u1',
    ]);
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
    expect(screen.getByText('Bob Durand')).toBeInTheDocument();
  });

  it('shows an empty state with a way to add a user', async () => {
    stubApi(({ url }) => (url === '/api/auth/sub-users' ? jsonResponse(200, []) : undefined));
    renderWithProviders(<UserList />, { path: '/my_account/user_list' });
    expect(await screen.findByText('No user yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Setup new user' })).toHaveAttribute(
      'href',
      '/my_account/setup_new_user',
    );
  });
});
