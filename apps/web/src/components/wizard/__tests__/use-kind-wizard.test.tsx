import { type ProjectStatus, uiMessages } from '@pharmatrace/domain';
import { screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import type { StaffWizardMode } from '../staff-mode';
import { type KindWizardOptions, useKindWizard } from '../use-kind-wizard';
import type { WizardStep } from '../use-project-wizard';

type Values = { name: string };

const steps: WizardStep[] = [
  { key: 'identify', label: 'Identify' },
  { key: 'submit', label: 'Submit' },
];

type Calls = Pick<KindWizardOptions<Values>, 'saveDraft' | 'submit'> &
  Partial<Pick<KindWizardOptions<Values>, 'staffCalls'>>;

/** A two-step wizard drawn with plain buttons: what the four project wizards wire the same way. */
function Wizard({
  staff,
  calls,
  inCheck = false,
}: {
  staff?: StaffWizardMode;
  calls: Calls;
  inCheck?: boolean;
}) {
  const form = useForm<Values>({ defaultValues: { name: 'Aspirin' } });
  const { wizard, step, actions, isCheck, layout } = useKindWizard<Values>({
    staff,
    kind: 'SUBSTANCE',
    inCheck,
    toBody: (values, stepIndex) => ({ name: values.name, ...(stepIndex === undefined ? {} : { stepIndex }) }),
    moveStep: 'submit',
    form,
    steps,
    projectId: 'p1',
    revision: 3,
    storageName: 'thing',
    storageVersion: 1,
    canSaveDraft: async () => true,
    onCreated: () => undefined,
    ...calls,
  });
  const { primaryAction, otherActions } = actions(() =>
    step === 'submit'
      ? { label: 'Submit', onClick: () => void wizard.submit() }
      : { label: 'Next step', onClick: () => void wizard.next() },
  );
  return (
    <div>
      <p>step {step}</p>
      {isCheck && <p>checking</p>}
      <p>draft label {layout.saveDraftLabel ?? 'default'}</p>
      <div data-testid="notice">{layout.notice}</div>
      {wizard.isStale && <p>stale</p>}
      {wizard.submitState.status === 'success' && <p>sent</p>}
      <button type="button" onClick={() => void wizard.saveDraft()}>
        Save as draft
      </button>
      <button type="button" onClick={primaryAction.onClick}>
        {primaryAction.label}
      </button>
      {otherActions.map((action) => (
        <button key={action.label} type="button" onClick={action.onClick}>
          {action.label}
        </button>
      ))}
    </div>
  );
}

function staffMode(overrides: Partial<StaffWizardMode> = {}): StaffWizardMode {
  return {
    plants: [],
    save: vi.fn(async () => ({ revision: 10 })),
    moves: [
      { status: 'COMPLETED', labelKey: 'staff.move.saveAsCompleted' },
      { status: 'CHECK', labelKey: 'staff.move.saveAsCheck' },
    ],
    validate: vi.fn(async () => ({})),
    onMoved: vi.fn(),
    ...overrides,
  };
}

const stale = () => new ApiError({ status: 409, code: 'STALE_SAVE', message: 'Someone saved meanwhile' });

describe('useKindWizard: the one wiring of the project wizards (issue #26)', () => {
  it("gives a client the wizard's own buttons, names the revision on every save, and submits", async () => {
    const saveDraft = vi.fn(async () => ({ id: 'p1', revision: 4 }));
    const submit = vi.fn(async () => ({}));
    const { user } = renderWithProviders(<Wizard calls={{ saveDraft, submit }} />);

    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Your draft has been saved')).toBeInTheDocument();
    expect(saveDraft).toHaveBeenLastCalledWith({ name: 'Aspirin' }, 0, 3);
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(saveDraft).toHaveBeenLastCalledWith({ name: 'Aspirin' }, 0, 4));

    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(await screen.findByText('step submit')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save as Completed' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('sent')).toBeInTheDocument();
    expect(submit).toHaveBeenCalledWith({ name: 'Aspirin' }, 4);
  });

  it('keeps the typing and shows the stale state when a save answers 409 STALE_SAVE', async () => {
    const saveDraft = vi.fn(async () => Promise.reject(stale()));
    const { user } = renderWithProviders(<Wizard calls={{ saveDraft, submit: vi.fn() }} />);
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('stale')).toBeInTheDocument();
    expect(screen.queryByText('Your draft has been saved')).not.toBeInTheDocument();
  });

  it("sends a staff save through the staff call, and makes the final step's buttons the staff moves", async () => {
    const staff = staffMode();
    const clientSave = vi.fn();
    const { user } = renderWithProviders(
      <Wizard staff={staff} calls={{ saveDraft: clientSave, submit: vi.fn() }} />,
    );

    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Your changes have been saved')).toBeInTheDocument();
    expect(staff.save).toHaveBeenCalledWith({ name: 'Aspirin', stepIndex: 0, revision: 3 });
    expect(clientSave).not.toHaveBeenCalled();

    // Elsewhere than the move step, the wizard's own button.
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(await screen.findByText('step submit')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    // The main move first, the others beside it; the second move names the revision of the last save.
    await user.click(screen.getByRole('button', { name: 'Save as Check' }));
    await waitFor(() => expect(staff.onMoved).toHaveBeenCalledWith('CHECK' satisfies ProjectStatus));
    expect(staff.validate).toHaveBeenCalledWith({ name: 'Aspirin', revision: 10 }, 'CHECK');
  });

  it('lets a wizard that saves by itself wrap the staff move, and keep its own save', async () => {
    const staff = staffMode();
    const ownSave = vi.fn(async () => ({ id: 'p1' }));
    const flushed: string[] = [];
    const { user } = renderWithProviders(
      <Wizard
        staff={staff}
        calls={{
          saveDraft: ownSave,
          submit: vi.fn(),
          staffCalls: (calls) => ({
            submit: async (values, revision) => {
              flushed.push('autosave');
              await calls.submit(values, revision);
            },
          }),
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(ownSave).toHaveBeenCalled());
    expect(staff.save).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await user.click(await screen.findByRole('button', { name: 'Save as Completed' }));
    await waitFor(() => expect(staff.onMoved).toHaveBeenCalledWith('COMPLETED'));
    expect(flushed).toEqual(['autosave']);
    expect(staff.validate).toHaveBeenCalledWith({ name: 'Aspirin', revision: 3 }, 'COMPLETED');
  });
});

describe("useKindWizard: the layout's notice and save label (issue #26)", () => {
  const calls = () => ({
    saveDraft: vi.fn(async () => ({ id: 'p1', revision: 4 })),
    submit: vi.fn(async () => ({})),
  });

  it("gives staff their notice and 'Save changes', and a client outside a check neither", async () => {
    const { unmount } = renderWithProviders(
      <Wizard staff={staffMode({ notice: <p>staff notice</p> })} calls={calls()} inCheck />,
    );
    expect(await screen.findByText('draft label Save changes')).toBeInTheDocument();
    expect(screen.getByTestId('notice')).toHaveTextContent('staff notice');
    expect(screen.queryByText('checking')).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<Wizard calls={calls()} />);
    expect(await screen.findByText('draft label default')).toBeInTheDocument();
    expect(screen.getByTestId('notice')).toBeEmptyDOMElement();
  });

  it("shows a client checking an amendment the provider's changes", async () => {
    stubApi(({ url }) =>
      url === '/api/substance/p1/changes'
        ? jsonResponse(200, {
            since: { version: 1, createdAt: '2026-01-01T09:00:00.000Z' },
            amendments: [{ version: 2, action: 'askClientToCheck', createdAt: '2026-01-02T10:00:00.000Z' }],
            total: 1,
            changes: [
              {
                change: 'changed',
                path: 'codeHs',
                label: 'HS code',
                labelParts: [{ key: 'originField.drugProductCodeHs' }],
                before: '29163100',
                after: '29163900',
              },
            ],
          })
        : undefined,
    );
    renderWithProviders(<Wizard calls={calls()} inCheck />);
    expect(await screen.findByText('checking')).toBeInTheDocument();
    expect(screen.getByText('draft label default')).toBeInTheDocument();
    const notice = screen.getByRole('alert', { name: 'Changes by the provider' });
    expect(notice).toHaveTextContent(uiMessages.checkNotice);
    await waitFor(() => expect(notice).toHaveTextContent('HS code'));
  });
});
