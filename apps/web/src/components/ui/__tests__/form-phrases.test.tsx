import { messages, phrase } from '@pharmatrace/domain';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { setLanguage } from '@/lib/language';
import { renderWithProviders } from '@/testing/test-utils';
import { Form } from '../form';
import { FormTextField } from '../form-text-field';

/**
 * Issue #40, round 3: a form's validation messages travel as phrases (saidResolver, applyFieldErrors
 * with `fieldsSaid`) and are said in the page's language where shown, never read back from English.
 */

const schema = z.object({
  // A schema's own constant (its phrase by `phraseOfConstant`), and an installed message with a value.
  password: z.string().min(9, messages.password.tooShort),
  note: z.string().max(5),
});

function TheForm({ onSubmit }: { onSubmit: () => Promise<unknown> }) {
  return (
    <Form schema={schema} defaultValues={{ password: '', note: '' }} onSubmit={onSubmit} submitLabel="OK">
      {(form) => (
        <>
          <FormTextField control={form.control} name="password" label="Mot de passe" />
          <FormTextField control={form.control} name="note" label="Note" />
        </>
      )}
    </Form>
  );
}

beforeEach(() => setLanguage('fr'));
afterEach(() => setLanguage('en'));

describe('a form’s messages, said from their phrases', () => {
  it('shows French validation messages in a French page, and re-says them when the language changes', async () => {
    const { user } = renderWithProviders(<TheForm onSubmit={async () => {}} />);
    await user.type(screen.getByLabelText('Mot de passe'), 'short');
    await user.type(screen.getByLabelText('Note'), 'far too long');
    expect(
      await screen.findByText('Le mot de passe doit contenir au moins 9 caractères'),
    ).toBeInTheDocument();
    expect(screen.getByText('Ce texte ne peut pas dépasser 5 caractères')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(messages.password.tooShort);
    expect(document.body.textContent).not.toContain("This text can't exceed 5 characters");

    // The switch re-says the kept phrases: nothing is validated again, no English is read back.
    act(() => setLanguage('en'));
    expect(await screen.findByText(messages.password.tooShort)).toBeInTheDocument();
    expect(screen.getByText("This text can't exceed 5 characters")).toBeInTheDocument();
  });

  it('says a 400’s field messages from `fieldsSaid`, and shows words without a phrase as sent', async () => {
    const refused = new ApiError({
      status: 400,
      message: 'Validation failed',
      fields: { password: 'English words the server wrote', note: 'words with no phrase' },
      fieldsSaid: { password: phrase('password.tooShort') },
    });
    const { user } = renderWithProviders(<TheForm onSubmit={() => Promise.reject(refused)} />);
    await user.type(screen.getByLabelText('Mot de passe'), 'long enough 1A!');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    // Said from the phrase in French, never from the words beside it.
    expect(
      await screen.findByText('Le mot de passe doit contenir au moins 9 caractères'),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('English words the server wrote');
    expect(screen.getByText('words with no phrase')).toBeInTheDocument();
  });
});
