import { en, fr } from '@pharmatrace/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as NotFound } from '@/app/routes/not-found';
import { MainErrorFallback } from '@/components/errors/main-error-fallback';
import { PageErrorFallback } from '@/components/errors/page-error-fallback';
import { setLanguage } from '@/lib/language';
import { renderWithProviders } from '@/testing/test-utils';
import { ConfirmDialog } from '../confirm-dialog';
import { EmptyState, PageLoader, QueryError } from '../query-state';
import { type ServerColumn, ServerTable } from '../server-table';

/** The shared UI in French (issue #27): loaders, errors, the confirm dialog, the error pages. */

beforeEach(() => setLanguage('fr'));
afterEach(() => setLanguage('en'));

function expectNoEnglish(keys: readonly (keyof typeof en)[]) {
  const text = document.body.textContent ?? '';
  for (const key of keys) expect(text, key).not.toContain(en[key]);
}

describe('the shared UI in French', () => {
  it('says loading, a failed query and its retry in French', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(
      <>
        <PageLoader />
        <QueryError error={new Error('')} onRetry={onRetry} />
        <EmptyState title="x" />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'Chargement' })).toBeInTheDocument();
    // No message of its own: the fallback 'Unexpected Error', in French.
    expect(screen.getByText(fr['ui.login.unexpected'])).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expectNoEnglish(['ui.login.unexpected', 'projectList.tryAgain']);
  });

  it('asks to type the word and names its buttons in French', async () => {
    renderWithProviders(
      <ConfirmDialog
        open
        title="Supprimer ?"
        typeToConfirm="Supprimer"
        onConfirm={() => {}}
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer ?' });
    expect(within(dialog).getByLabelText('Saisissez « Supprimer » pour confirmer')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Supprimer' })).toBeDisabled();
    expect(document.body.textContent).not.toMatch(/Cancel|to confirm/);
  });

  it('shows the error pages and the unknown page in French', () => {
    renderWithProviders(
      <>
        <MainErrorFallback />
        <PageErrorFallback />
        <NotFound />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Une erreur est survenue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
    expect(screen.getByText("Cette page n'a pas pu être affichée")).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: "Aller à l'accueil" })).toHaveLength(2);
    expectNoEnglish([
      'common.somethingWrong',
      'common.notDisplayedText',
      'common.pageFailed',
      'common.reloadUsually',
      'common.pageNotFound',
      'common.pageNotFoundText',
      'registration.goHome',
    ]);
  });

  it('names the pagination of a server table in French, with French numbers', () => {
    type Row = { id: string; name: string };
    const columns: ServerColumn<Row>[] = [{ id: 'name', header: 'Nom', accessorFn: (row) => row.name }];
    const table = (total: number) => (
      <ServerTable<Row>
        label="Projets"
        columns={columns}
        rows={[{ id: '1', name: 'Paracétamol' }]}
        getRowId={(row) => row.id}
        page={2}
        pageSize={25}
        pageSizes={[25, 50]}
        total={total}
        onPageChange={() => {}}
        onPageSizeChange={() => {}}
        isPending={false}
        isFetching={false}
        loadingLabel="Chargement"
        empty={{ title: 'Aucun projet', text: '' }}
      />
    );
    const { unmount } = renderWithProviders(table(1200));
    expect(screen.getByText('Lignes par page :')).toBeInTheDocument();
    expect(screen.getByText(/^26–50 sur 1\s200$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aller à la page suivante' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aller à la page précédente' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Rows per page|of 1,200/);
    unmount();
    renderWithProviders(table(-1));
    expect(screen.getByText('26–50 sur plus de 50')).toBeInTheDocument();
  });
});
