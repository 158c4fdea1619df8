import { en, fr, type SubUser } from '@pharmatrace/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/language';
import { jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { SetupNewUserForm } from '../setup-new-user-form';
import { UserList } from '../user-list';

/** The user pages in French (issue #27): the catalogue's words, no English left. */

const alice: SubUser = {
  id: 'u1',
  name: 'Alice Martin',
  email: 'alice@lab.fr',
  function: 'Pharmacienne',
  isSubUser: true,
  confirmed: false,
};

beforeEach(() => setLanguage('fr'));
afterEach(() => setLanguage('en'));

function expectNoEnglish(keys: readonly (keyof typeof en)[]) {
  const text = document.body.textContent ?? '';
  for (const key of keys) expect(text, key).not.toContain(en[key]);
}

describe('the user pages in French', () => {
  it('lists the users and asks to confirm a delete in French', async () => {
    stubApi(({ url }) => (url === '/api/auth/sub-users' ? jsonResponse(200, [alice]) : undefined));
    const { user } = renderWithProviders(<UserList />, { path: '/my_account/user_list' });
    const table = await screen.findByRole('table', { name: 'Mes utilisateurs' });
    expect(await within(table).findByText('Alice Martin')).toBeInTheDocument();
    for (const header of ['Nom', 'Fonction', 'Statut', 'Supprimer']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(table).getByText('Invitation en attente')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ajouter un utilisateur' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Supprimer Alice Martin' }));
    const dialog = await screen.findByRole('dialog', { name: fr['ui.subUser.deleteConfirm'] });
    expect(
      within(dialog).getByText('Alice Martin (alice@lab.fr) ne pourra plus se connecter.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expectNoEnglish([
      'account.users.description',
      'account.users.pending',
      'account.users.name',
      'ui.subUser.deleteConfirm',
    ]);
    expect(document.body.textContent).not.toContain('will no longer be able to log in');
  });

  it('shows the empty list in French', async () => {
    stubApi(({ url }) => (url === '/api/auth/sub-users' ? jsonResponse(200, []) : undefined));
    renderWithProviders(<UserList />, { path: '/my_account/user_list' });
    expect(await screen.findByText('Aucun utilisateur pour le moment')).toBeInTheDocument();
    expectNoEnglish(['account.users.empty', 'account.users.emptyText']);
  });

  it('sets up a new user in French', async () => {
    renderWithProviders(<SetupNewUserForm />, { path: '/my_account/setup_new_user' });
    expect(screen.getByRole('heading', { name: 'Ajouter un utilisateur', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('Nom')).toBeInTheDocument();
    expect(screen.getByLabelText('Fonction')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Créer l'utilisateur" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir Mes utilisateurs' })).toBeInTheDocument();
    expectNoEnglish(['account.setup.description', 'account.setup.submit', 'account.setup.seeList']);
  });

  it('says an e-mail already used in French, on the field (a phrase the screen puts there itself)', async () => {
    stubApi(({ url }) =>
      url === '/api/auth/create-sub-user'
        ? jsonResponse(409, {
            message: fr['server.emailTaken'],
            said: { key: 'server.emailTaken', values: {} },
          })
        : undefined,
    );
    const { user } = renderWithProviders(<SetupNewUserForm />, { path: '/my_account/setup_new_user' });
    await user.type(screen.getByLabelText('Nom'), 'Alice Martin');
    await user.type(screen.getByLabelText('Fonction'), 'Pharmacienne');
    await user.type(screen.getByLabelText('E-mail'), 'alice@lab.fr');
    await user.click(screen.getByRole('button', { name: "Créer l'utilisateur" }));
    expect(await screen.findByText(fr['ui.subUser.emailInUse'])).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expectNoEnglish(['ui.subUser.emailInUse']);
  });
});
