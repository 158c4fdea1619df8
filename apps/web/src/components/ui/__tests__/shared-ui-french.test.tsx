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
});
