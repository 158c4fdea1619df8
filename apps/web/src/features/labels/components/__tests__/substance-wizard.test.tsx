import { MAX_NEW_PLANTS_PER_SAVE, messages, serverMessages, uiMessages } from '@pharmatrace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Component as SubstanceRoute } from '@/app/routes/app/drug-substance';
import { tokenStorage } from '@/lib/auth-tokens';
import { currentDraftOwner, loadDraft } from '@/lib/form-drafts';
import {
  apiErrorResponse,
  fakeAccessToken,
  jsonResponse,
  renderWithProviders,
  stubApi,
} from '@/testing/test-utils';

const countries = [{ id: 'FR', name: 'France', isEuEea: true }];
const id = '7b0c8b1e-2a57-4c1e-9b39-0f3a1d2e4c55';

/** A stored DRAFT as GET /api/substance/{id} answers it. */
const storedSubstance = (overrides: Record<string, unknown> = {}) => ({
  id,
  status: 'DRAFT',
  inn: 'ibuprofen',
  cas: '15687-27-1',
  codeHs: '29163900',
  type: 'CHEMICAL',
  wizardStep: 0,
  revision: 0,
  reportUrl: null,
  invoiceUrl: null,
  invoice: { status: null },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  tree: {
    id: 'substance_root',
    name: 'ibuprofen',
    type: 'CHEMICAL',
    manufacturers: [{ companyName: 'Acme', city: 'Lyon', countryId: 'FR', percentage: 100 }],
    children: [],
  },
  ...overrides,
});

/** The answer to a save: the document sent, stored, one revision on. */
const savedAs = (body: unknown, status: string) => {
  const { revision, ...document } = body as { revision?: number | null };
  return storedSubstance({ ...document, id, status, revision: (revision ?? 0) + 1 });
};

function stubSubstanceApi() {
  return stubApi(({ method, url, body }) => {
    if (url === '/api/countries') return jsonResponse(200, countries);
    if (url === '/api/plant') return jsonResponse(200, []);
    if (method === 'POST' && url === '/api/substance/draft/create')
      return jsonResponse(201, savedAs(body, 'DRAFT'));
    if (method === 'POST' && url === `/api/substance/update/${id}`)
      return jsonResponse(200, savedAs(body, 'DRAFT'));
    if (method === 'POST' && url === `/api/substance/validate/${id}`)
      return jsonResponse(200, storedSubstance({ status: 'ONGOING', revision: 1 }));
    return undefined;
  });
}

function renderWizard(route = '/drug_substance/new') {
  return renderWithProviders(<SubstanceRoute />, {
    path: '/drug_substance/:id',
    route,
    routes: [{ path: '/my_plants', element: <h1>My Plants page</h1> }],
  });
}

async function fillIdentity(user: UserEvent) {
  await user.type(screen.getByLabelText('INN'), 'ibuprofen');
  await user.type(screen.getByLabelText('CAS number'), '15687-27-1');
  await user.selectOptions(screen.getByLabelText('Type'), 'CHEMICAL');
  await user.type(screen.getByLabelText('HS code'), '29163900');
}

beforeEach(() => {
  window.localStorage.clear();
  tokenStorage.setTokens({ accessToken: fakeAccessToken('user_1'), refreshToken: 'refresh' });
});
afterEach(() => tokenStorage.clear());

describe('the drug substance wizard (spec 001 §2)', { timeout: 150_000 }, () => {
  it('checks step 1 with the spec messages before going on', async () => {
    stubSubstanceApi();
    const { user, router } = renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Next step' }));
    for (const message of [
      messages.label.innEmpty,
      messages.label.casEmpty,
      messages.label.typeEmpty,
      messages.label.hsCodeEmpty,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText('HS code'), '29A');
    expect(await screen.findByText(messages.label.hsCodeDigitsOnly)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('HS code'));
    await user.type(screen.getByLabelText('HS code'), '29163');
    expect(await screen.findByText(messages.label.hsCodeTooShort)).toBeInTheDocument();
    expect(router.state.location.search).not.toContain('step=methodology');

    await user.clear(screen.getByLabelText('HS code'));
    await fillIdentity(user);
    await user.clear(screen.getByLabelText('HS code'));
    await user.type(screen.getByLabelText('HS code'), '29163900');
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(await screen.findByRole('button', { name: 'Got it' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=methodology');
  });

  it('saves a draft with the step reached, and keeps everything typed while the URL takes the id', async () => {
    const { calls } = stubSubstanceApi();
    const { user, router } = renderWizard();
    await fillIdentity(user);
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await user.click(await screen.findByRole('button', { name: 'Save as draft' }));

    expect(await screen.findByText('Your draft has been saved')).toBeInTheDocument();
    const create = calls.find((call) => call.url === '/api/substance/draft/create');
    expect(create?.body).toMatchObject({
      inn: 'ibuprofen',
      codeHs: '29163900',
      type: 'CHEMICAL',
      wizardStep: 1,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/drug_substance/${id}`));
    expect(router.state.location.search).toBe('?step=methodology');
    // Same page, same form: back to step 1, the values are there, and no second GET was needed.
    await user.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(screen.getByLabelText('INN')).toHaveValue('ibuprofen');
    expect(calls.some((call) => call.method === 'GET' && call.url === `/api/substance/${id}`)).toBe(false);
    // The next save updates the same project.
    await user.type(screen.getByLabelText('CAS number'), '-x');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(calls.some((call) => call.url === `/api/substance/update/${id}`)).toBe(true));
  });

  it('shows why a draft with too many new plants was refused, and keeps what was typed (issue #22)', async () => {
    const limit = serverMessages.tooManyNewPlants(180, MAX_NEW_PLANTS_PER_SAVE);
    stubApi(({ method, url }) => {
      if (url === '/api/countries') return jsonResponse(200, countries);
      if (url === '/api/plant') return jsonResponse(200, []);
      if (method === 'POST' && url === '/api/substance/draft/create')
        return apiErrorResponse(400, { message: limit, code: 'PLANT_LIMIT' });
      return undefined;
    });
    const { user, router } = renderWizard();
    await fillIdentity(user);
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await user.click(await screen.findByRole('button', { name: 'Save as draft' }));

    const shown = `Your draft could not be saved: ${limit} What you typed is kept in this browser.`;
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((alert) => alert.textContent === shown)).toBe(true),
    );
    expect(router.state.location.pathname).toBe('/drug_substance/new');
    await user.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(screen.getByLabelText('INN')).toHaveValue('ibuprofen');
  });

  it('keeps what is typed in local storage per user and project, and offers it back', async () => {
    stubSubstanceApi();
    const first = renderWizard();
    await first.user.type(await screen.findByLabelText('INN'), 'omeprazole');
    await waitFor(() =>
      expect(loadDraft(currentDraftOwner(), 'substance:new')?.values.inn).toBe('omeprazole'),
    );
    first.unmount();

    renderWizard();
    expect(await screen.findByText('Your unsaved changes were restored.')).toBeInTheDocument();
    expect(screen.getByLabelText('INN')).toHaveValue('omeprazole');
  });

  it("asks before leaving with unsaved data: 'You have unsaved data'", async () => {
    stubSubstanceApi();
    const { user, router } = renderWizard();
    await user.type(await screen.findByLabelText('INN'), 'aspirin');
    await router.navigate('/my_plants');
    const dialog = await screen.findByRole('dialog', { name: uiMessages.unsavedData.title });
    expect(within(dialog).getByText(uiMessages.unsavedData.saveAsDraft)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: "Don't save" }));
    expect(await screen.findByRole('heading', { name: 'My Plants page' })).toBeInTheDocument();
  });

  it("shows 'An error happened' when the submission fails, and goes back to the form with everything kept", async () => {
    stubApi(({ method, url }) => {
      if (url === '/api/countries') return jsonResponse(200, countries);
      if (url === '/api/plant') return jsonResponse(200, []);
      if (method === 'GET' && url === `/api/substance/${id}`)
        return jsonResponse(200, storedSubstance({ wizardStep: 3 }));
      if (method === 'POST' && url === `/api/substance/validate/${id}`)
        return jsonResponse(503, { message: 'The service is temporarily unavailable, please try again.' });
      return undefined;
    });
    const { user } = renderWizard(`/drug_substance/${id}`);
    // Reopened at the step saved with the draft (wizardStep 3: the submission).
    expect(await screen.findByRole('heading', { name: 'Submit your label', level: 2 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('heading', { name: uiMessages.submission.failed })).toBeInTheDocument();
    expect(screen.getByText('The service is temporarily unavailable, please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the form' }));
    // Material UI 9 gives a stepper of StepButtons the tabs pattern: each step is a `tab`.
    await user.click(screen.getByRole('tab', { name: 'Identify your drug substance' }));
    expect(screen.getByLabelText('INN')).toHaveValue('ibuprofen');
  });

  it("a submission someone else's save overtook: no error page, 'Reload', then the typing offered back", async () => {
    let stored = storedSubstance({ revision: 2 });
    const { calls } = stubApi(({ method, url, body }) => {
      if (url === '/api/countries') return jsonResponse(200, countries);
      if (url === '/api/plant') return jsonResponse(200, []);
      if (method === 'GET' && url === `/api/substance/${id}`) return jsonResponse(200, stored);
      if (method === 'POST' && url === `/api/substance/update/${id}`) {
        if ((body as { revision: number }).revision !== stored.revision)
          return jsonResponse(409, { message: serverMessages.staleSave, code: 'STALE_SAVE' });
        return jsonResponse(200, { ...stored, ...(body as object), revision: stored.revision + 1 });
      }
      if (method === 'POST' && url === `/api/substance/validate/${id}`)
        return jsonResponse(409, { message: serverMessages.staleSave, code: 'STALE_SAVE' });
      return undefined;
    });
    const { user } = renderWizard(`/drug_substance/${id}?step=identify`);
    const inn = await screen.findByLabelText('INN');
    await user.clear(inn);
    await user.type(inn, 'ibuprofen lysine');
    // A colleague saves a new CAS number in another tab meanwhile.
    stored = storedSubstance({ revision: 3, cas: '50-78-2' });
    await user.click(screen.getByRole('tab', { name: 'Submit your label' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }));
    const notice = await screen.findByTestId('stale-save');
    // The confirmation dialog has closed (it hides the page from assistive technology while open).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('heading', { name: uiMessages.submission.failed })).toBeNull();
    expect(calls.find((call) => call.url === `/api/substance/validate/${id}`)?.body).toMatchObject({
      revision: 2,
    });

    await user.click(within(notice).getByRole('button', { name: uiMessages.staleSave.reload }));
    const kept = await screen.findByTestId('kept-draft');
    await user.click(screen.getByRole('tab', { name: 'Identify your drug substance' }));
    expect(screen.getByLabelText('INN')).toHaveValue('ibuprofen');
    expect(screen.getByLabelText('CAS number')).toHaveValue('50-78-2');
    await user.click(within(kept).getByRole('button', { name: uiMessages.staleSave.restore }));
    expect(screen.getByLabelText('INN')).toHaveValue('ibuprofen lysine');
    expect(screen.getByLabelText('CAS number')).toHaveValue('50-78-2');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Your draft has been saved')).toBeInTheDocument();
    expect(calls.find((call) => call.url === `/api/substance/update/${id}`)?.body).toMatchObject({
      inn: 'ibuprofen lysine',
      cas: '50-78-2',
      revision: 3,
    });
  });
});
