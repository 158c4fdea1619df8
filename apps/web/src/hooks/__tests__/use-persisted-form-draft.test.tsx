import { uiMessages } from '@pharmatrace/domain';
import { screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { RestoredDraftNotice } from '@/components/ui/restored-draft-notice';
import { tokenStorage } from '@/lib/auth-tokens';
import { DRAFT_MAX_AGE_MS, loadDraft, saveDraft } from '@/lib/form-drafts';
import { fakeAccessToken, renderWithProviders } from '@/testing/test-utils';
import { usePersistedFormDraft } from '../use-persisted-form-draft';

type Values = { name: string; city: string; password: string };
const serverValues: Values = { name: 'Stored name', city: 'Lyon', password: '' };

function DraftForm({ onSaved }: { onSaved?: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: serverValues });
  const draft = usePersistedFormDraft({ key: 'test:form', form, omit: ['password'] });
  return (
    <>
      <RestoredDraftNotice draft={draft} />
      <form
        onSubmit={form.handleSubmit((values) => {
          draft.clear();
          onSaved?.(values);
        })}
      >
        <label>
          Name <input {...form.register('name')} />
        </label>
        <label>
          City <input {...form.register('city')} />
        </label>
        <label>
          Password <input type="password" {...form.register('password')} />
        </label>
        <button type="submit">Save</button>
      </form>
    </>
  );
}

const signIn = (sub: string) =>
  tokenStorage.setTokens({ accessToken: fakeAccessToken(sub), refreshToken: 'opaque' });

const draftOf = (sub: string) => loadDraft(`user:${sub}`, 'test:form')?.values ?? null;

/** Typing is saved after a short pause; the pause is real time here. */
const waitForSave = (check: () => void) => waitFor(check);

describe('usePersistedFormDraft', () => {
  it('saves what is typed, without the password, under the user and the form', async () => {
    signIn('user_a');
    const { user } = renderWithProviders(<DraftForm />);
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Hyderabad');
    await user.type(screen.getByLabelText('Password'), 'Secret-1!');

    await waitForSave(() => expect(draftOf('user_a')).toEqual({ name: 'Stored name', city: 'Hyderabad' }));
    expect(JSON.stringify(window.localStorage)).not.toContain('Secret-1!');
  });

  it('keeps the last keystrokes when the form goes away at once (the session ended)', async () => {
    signIn('user_a');
    const { user, unmount } = renderWithProviders(<DraftForm />);
    await user.type(screen.getByLabelText('Name'), ' 2');
    // The guard clears the tokens before the form unmounts: the draft is still this user's.
    tokenStorage.clear();
    unmount();
    expect(draftOf('user_a')).toMatchObject({ name: 'Stored name 2' });
  });

  it('restores a draft with a notice, and stays dirty against the stored values', async () => {
    signIn('user_a');
    saveDraft('user:user_a', 'test:form', { name: 'Typed name', city: 'Pune' });
    renderWithProviders(<DraftForm />);

    expect(await screen.findByRole('status')).toHaveTextContent('Your unsaved changes were restored.');
    expect(screen.getByLabelText('Name')).toHaveValue('Typed name');
    expect(screen.getByLabelText('City')).toHaveValue('Pune');
    // Never stored, so it keeps its own (empty) value.
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it("'Discard them' puts the stored values back and deletes the draft", async () => {
    signIn('user_a');
    saveDraft('user:user_a', 'test:form', { name: 'Typed name', city: 'Pune' });
    const { user } = renderWithProviders(<DraftForm />);
    await screen.findByText('Your unsaved changes were restored.');

    await user.click(screen.getByRole('button', { name: 'Discard them' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Stored name');
    expect(screen.getByLabelText('City')).toHaveValue('Lyon');
    expect(screen.queryByText('Your unsaved changes were restored.')).toBeNull();
    expect(draftOf('user_a')).toBeNull();
  });

  it('hides the notice on request, keeping the restored values', async () => {
    signIn('user_a');
    saveDraft('user:user_a', 'test:form', { name: 'Typed name', city: 'Pune' });
    const { user } = renderWithProviders(<DraftForm />);
    await screen.findByText('Your unsaved changes were restored.');

    await user.click(screen.getByRole('button', { name: 'Hide this message' }));
    expect(screen.queryByText('Your unsaved changes were restored.')).toBeNull();
    expect(screen.getByLabelText('Name')).toHaveValue('Typed name');
    expect(draftOf('user_a')).not.toBeNull();
  });

  it('deletes the draft once saved, and does not write it back when the form goes away', async () => {
    signIn('user_a');
    const saved: Values[] = [];
    const { user, unmount } = renderWithProviders(<DraftForm onSaved={(values) => saved.push(values)} />);
    await user.type(screen.getByLabelText('Name'), ' 3');
    await waitForSave(() => expect(draftOf('user_a')).not.toBeNull());

    await user.type(screen.getByLabelText('Name'), '4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(draftOf('user_a')).toBeNull();
    unmount();
    expect(draftOf('user_a')).toBeNull();
  });

  it("never restores another user's draft", async () => {
    saveDraft('user:user_a', 'test:form', { name: "A's typing", city: 'Pune' });
    signIn('user_b');
    renderWithProviders(<DraftForm />);
    expect(await screen.findByLabelText('Name')).toHaveValue('Stored name');
    expect(screen.queryByText('Your unsaved changes were restored.')).toBeNull();
    // A's draft stays for A.
    expect(draftOf('user_a')).toMatchObject({ name: "A's typing" });
  });

  it('drops a draft older than 14 days', async () => {
    signIn('user_a');
    saveDraft(
      'user:user_a',
      'test:form',
      { name: 'Old typing', city: 'Pune' },
      {
        now: Date.now() - DRAFT_MAX_AGE_MS - 60_000,
      },
    );
    renderWithProviders(<DraftForm />);
    expect(await screen.findByLabelText('Name')).toHaveValue('Stored name');
    expect(screen.queryByText('Your unsaved changes were restored.')).toBeNull();
    expect(window.localStorage.getItem('pharmatrace.draft|user%3Auser_a|test%3Aform')).toBeNull();
  });

  it('deletes the draft when the typing is undone back to the stored values', async () => {
    signIn('user_a');
    const { user } = renderWithProviders(<DraftForm />);
    await user.type(screen.getByLabelText('City'), 'x');
    await waitForSave(() => expect(draftOf('user_a')).toMatchObject({ city: 'Lyonx' }));
    await user.type(screen.getByLabelText('City'), '{Backspace}');
    await waitForSave(() => expect(draftOf('user_a')).toBeNull());
  });
});

/** A stored project's form: its values as read at `revision`. */
function ProjectForm({ values, revision }: { values: Values; revision: number }) {
  const form = useForm<Values>({ defaultValues: values });
  const ref = useRef<number | null>(revision);
  const draft = usePersistedFormDraft({ key: 'test:project', form, omit: ['password'], revision: ref });
  return (
    <>
      <RestoredDraftNotice draft={draft} />
      <label>
        Name <input {...form.register('name')} />
      </label>
      <label>
        City <input {...form.register('city')} />
      </label>
    </>
  );
}

describe('usePersistedFormDraft of a stored project (a revision, decision 0027)', () => {
  it('puts back typing done on the same revision, as before', async () => {
    signIn('user_p');
    const first = renderWithProviders(<ProjectForm values={serverValues} revision={3} />);
    await first.user.clear(screen.getByLabelText('City'));
    await first.user.type(screen.getByLabelText('City'), 'Pune');
    await waitForSave(() =>
      expect(loadDraft('user:user_p', 'test:project')).toMatchObject({
        revision: 3,
        values: { city: 'Pune' },
      }),
    );
    first.unmount();
    renderWithProviders(<ProjectForm values={serverValues} revision={3} />);
    expect(screen.getByLabelText('City')).toHaveValue('Pune');
    expect(screen.getByText('Your unsaved changes were restored.')).toBeInTheDocument();
  });

  it('never applies typing done on a replaced revision: it offers it, and restores it over the latest', async () => {
    signIn('user_q');
    const first = renderWithProviders(<ProjectForm values={serverValues} revision={3} />);
    await first.user.clear(screen.getByLabelText('City'));
    await first.user.type(screen.getByLabelText('City'), 'Pune');
    await waitForSave(() => expect(loadDraft('user:user_q', 'test:project')?.revision).toBe(3));
    first.unmount();

    // Someone renamed the project meanwhile (revision 4).
    const latest = { ...serverValues, name: 'Renamed by a colleague' };
    const second = renderWithProviders(<ProjectForm values={latest} revision={4} />);
    expect(screen.getByLabelText('City')).toHaveValue('Lyon');
    expect(screen.getByLabelText('Name')).toHaveValue('Renamed by a colleague');
    const kept = screen.getByTestId('kept-draft');
    expect(loadDraft('user:user_q', 'test:project')).toBeNull();
    // Typing more before deciding does not lose the kept typing.
    await second.user.type(screen.getByLabelText('Name'), '!');
    await second.user.click(screen.getByRole('button', { name: uiMessages.staleSave.restore }));
    expect(kept).not.toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('Pune');
    expect(screen.getByLabelText('Name')).toHaveValue('Renamed by a colleague!');
    expect(loadDraft('user:user_q', 'test:project')).toMatchObject({
      revision: 4,
      values: { name: 'Renamed by a colleague!', city: 'Pune' },
    });
  });

  it('discards the kept typing on request, and keeps offering it until then', async () => {
    signIn('user_r');
    saveDraft(
      'user:user_r',
      'test:project',
      { ...serverValues, city: 'Pune' },
      { revision: 1, base: serverValues },
    );
    const first = renderWithProviders(<ProjectForm values={serverValues} revision={2} />);
    expect(screen.getByTestId('kept-draft')).toBeInTheDocument();
    first.unmount();
    const second = renderWithProviders(<ProjectForm values={serverValues} revision={2} />);
    await second.user.click(screen.getByRole('button', { name: uiMessages.staleSave.discard }));
    expect(screen.queryByTestId('kept-draft')).toBeNull();
    second.unmount();
    renderWithProviders(<ProjectForm values={serverValues} revision={2} />);
    expect(screen.queryByTestId('kept-draft')).toBeNull();
    expect(screen.getByLabelText('City')).toHaveValue('Lyon');
  });
});
