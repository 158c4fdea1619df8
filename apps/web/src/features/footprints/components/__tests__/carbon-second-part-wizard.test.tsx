import { serverMessages, uiMessages } from '@pharmatrace/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Component as SecondPartRoute } from '@/app/routes/app/carbon-second-part';
import { unenteredPlantFigures } from '@/testing/plant-fixtures';
import { jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { footprintId as id, signInClientEachTest, tree } from './estimate-fixtures';

/** Three substances: two reactions. */
const footprint = (status = 'DRAFT2', extra: Record<string, unknown> = {}) => ({
  id,
  name: 'Paracetamol API',
  status,
  reportUrl: null,
  invoiceUrl: null,
  invoice: { status: null },
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  revision: 4,
  tree,
  ...extra,
});
const plants = [
  {
    ...unenteredPlantFigures,
    id: 'plant_1',
    companyName: 'Pharma Synthèse',
    city: 'Lyon',
    countryId: 'FR',
    country: { name: 'France' },
  },
];

function stubSecondPartApi(
  options: {
    /** The stored footprint GET answers (read at each GET). */
    project?: () => unknown;
    update?: (body: Record<string, unknown>) => Response | undefined;
  } = {},
) {
  let revision = 4;
  return stubApi(({ method, url, body }) => {
    if (url === '/api/plant') return jsonResponse(200, plants);
    if (url === '/api/countries') return jsonResponse(200, [{ id: 'IN', name: 'India', isEuEea: false }]);
    if (method === 'POST' && url === '/api/plant/create')
      return jsonResponse(201, {
        ...(body as object),
        id: 'plant_new',
        country: { name: 'India' },
        updatedAt: '2025-01-01T08:00:00.000Z',
      });
    if (method === 'GET' && url === `/api/carbon/${id}`)
      return jsonResponse(200, options.project?.() ?? footprint());
    if (method === 'POST' && url === `/api/carbon/second_part/update/${id}`) {
      const answer = options.update?.(body as Record<string, unknown>);
      if (answer) return answer;
      revision += 1;
      return jsonResponse(200, { ...footprint(), ...(body as object), revision });
    }
    if (method === 'POST' && url === `/api/carbon/second_part/validate/${id}`)
      return jsonResponse(200, { ...footprint('ONGOING2'), ...(body as object) });
    return undefined;
  });
}

function renderWizard(step = '') {
  return renderWithProviders(<SecondPartRoute />, {
    path: '/carbon_footprint/second_part/:id',
    route: `/carbon_footprint/second_part/${id}${step}`,
    routes: [{ path: '/carbon_footprint/first_part/new', element: <h1>New footprint page</h1> }],
  });
}

// The box is shared by several test runs at once: give the pages time to move on.
configure({ asyncUtilTimeout: 5000 });

const cell = (label: string) => screen.getByLabelText(label, { selector: 'input, select' });

signInClientEachTest();

// 150 s like the plant form's tests: creating a plant in place renders the whole plant form, which
// took 80 s on a 2-core box at load 12 (28 s alone).
describe('the carbon footprint wizard, second part (spec 001 §2, §4, §5; issue #11)', {
  timeout: 150_000,
}, () => {
  it('heads each reaction page, takes the precursor from the tree read-only, and checks the rules on Validate', async () => {
    stubSecondPartApi();
    const { user } = renderWizard('?step=reaction-1');
    expect(await screen.findByRole('heading', { name: 'Synthetic route: reaction 1/2' })).toBeInTheDocument();
    expect(cell('Raw materials, line 1: Name')).toHaveValue('4-aminophenol');
    expect(cell('Raw materials, line 1: CAS number')).toHaveAttribute('readonly');
    // Default rows: 3 raw materials, 2 of each other list.
    expect(screen.getByLabelText('Raw materials, line 3: Name')).toBeInTheDocument();
    expect(screen.queryByLabelText('Raw materials, line 4: Name')).toBeNull();
    expect(screen.getByLabelText('Cleanings, line 2: Solvent name')).toBeInTheDocument();

    // A number pattern shows as it is typed.
    await user.type(cell('Finished product: Molecular Weight'), '12a');
    expect(await screen.findByText('Molecular Weight has to be a number')).toBeInTheDocument();
    await user.clear(cell('Finished product: Molecular Weight'));
    await user.type(cell('Gas wastes, line 2: Rough composition'), 'HCl');
    await user.click(screen.getByRole('button', { name: 'Validate data for reaction 1/2' }));
    expect(await screen.findByText('Line 2: Treatment is required')).toBeInTheDocument();
    expect(screen.getByText('Line 2: Weight per batch is required')).toBeInTheDocument();
    expect(screen.getByText('Molecular Weight is required')).toBeInTheDocument();
    expect(screen.getByText("Line 1: Production place can't be empty")).toBeInTheDocument();
    expect(cell('Gas wastes, line 2: Treatment')).toHaveAttribute('aria-invalid', 'true');
    // Still on reaction 1.
    expect(screen.getByRole('heading', { name: 'Synthetic route: reaction 1/2' })).toBeInTheDocument();
  });

  it("moves with the keyboard: Tab along the line, Enter in the list's last cell adds a line", async () => {
    stubSecondPartApi();
    const { user } = renderWizard('?step=reaction-1');
    await user.click(await screen.findByLabelText('Solvent recycling, line 2: Solvent name'));
    await user.tab();
    expect(cell('Solvent recycling, line 2: Distillation site')).toHaveFocus();
    await user.tab();
    expect(cell('Solvent recycling, line 2: Recovered weight per batch')).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(cell('Solvent recycling, line 3: Solvent name')).toHaveFocus());
    // An added line can be removed again; the default ones cannot.
    expect(screen.queryByRole('button', { name: 'Remove solvent recycling line 2' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove solvent recycling line 3' }));
    expect(screen.queryByLabelText('Solvent recycling, line 3: Solvent name')).toBeNull();
  });

  it('saves as the person types, with the revision, and says so: Saving…, then Saved', async () => {
    const { calls } = stubSecondPartApi();
    const { user } = renderWizard('?step=reaction-1');
    await user.type(await screen.findByLabelText('Finished product: Weight per Batch'), '1000');
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Saved')).toBeInTheDocument(), { timeout: 6000 });
    const saves = calls.filter((c) => c.url === `/api/carbon/second_part/update/${id}`);
    // Debounced: one save for the four keystrokes.
    expect(saves).toHaveLength(1);
    expect(saves[0]!.body).toMatchObject({
      revision: 4,
      substances: [
        { usedInReactionId: 'substance_a', weightPerBatch: '1000' },
        { usedInReactionId: 'substance_b' },
      ],
    });
    // The next save names the revision the server answered.
    await user.type(cell('Finished product: Molecular Weight'), '151');
    await waitFor(() => expect(calls.filter((c) => c.url.includes('/second_part/update/'))).toHaveLength(2), {
      timeout: 6000,
    });
    expect(calls.filter((c) => c.url.includes('/second_part/update/'))[1]!.body).toMatchObject({
      revision: 5,
    });
  });

  it('stops saving on a stale save (409) and offers to reload; retries after a network failure', async () => {
    let attempts = 0;
    let stored = footprint();
    const sent: Record<string, unknown>[] = [];
    stubSecondPartApi({
      project: () => stored,
      update: (body) => {
        attempts += 1;
        sent.push(body);
        if (attempts === 1)
          return jsonResponse(503, { message: 'The service is temporarily unavailable, please try again.' });
        if (attempts === 2)
          return jsonResponse(409, { message: serverMessages.staleSave, code: 'STALE_SAVE' });
        return undefined;
      },
    });
    const { user } = renderWizard('?step=reaction-1');
    await user.type(await screen.findByLabelText('Finished product: Weight per Batch'), '9');
    await waitFor(() => expect(screen.getByText('Not saved, retrying')).toBeInTheDocument(), {
      timeout: 6000,
    });
    const notice = await screen.findByTestId('stale-save', {}, { timeout: 8000 });
    expect(notice).toHaveTextContent(uiMessages.staleSave.notice);
    expect(attempts).toBe(2);
    // Nothing more is sent while the page shows the conflict.
    await user.type(cell('Finished product: Weight per Batch'), '8');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(attempts).toBe(2);

    // Meanwhile the provider filled in reaction 2: 'Reload' shows their version, and offers the typing back.
    stored = footprint('DRAFT2', {
      revision: 9,
      substances: [
        { usedInReactionId: 'substance_a' },
        { usedInReactionId: 'substance_b', molecularWeight: '139.11' },
      ],
    });
    await user.click(within(notice).getByRole('button', { name: uiMessages.staleSave.reload }));
    const kept = await screen.findByTestId('kept-draft');
    expect(kept).toHaveTextContent(/Your changes of .* were not saved/);
    expect(screen.queryByTestId('stale-save')).toBeNull();
    expect(await screen.findByLabelText('Finished product: Weight per Batch')).toHaveValue('');
    await user.click(within(kept).getByRole('button', { name: uiMessages.staleSave.restore }));
    // The typing is back, and the provider's reaction 2 is still there: both saved from revision 9.
    expect(cell('Finished product: Weight per Batch')).toHaveValue('98');
    await waitFor(() => expect(attempts).toBe(3), { timeout: 8000 });
    expect(sent[2]).toMatchObject({
      revision: 9,
      substances: [{ weightPerBatch: '98' }, { molecularWeight: '139.11' }],
    });
  });

  it("marks a reaction 'Unknown data' and goes on without checking it, then sends the second part", async () => {
    const { calls } = stubSecondPartApi();
    const { user } = renderWizard('?step=reaction-2');
    await user.type(await screen.findByLabelText('Finished product: Molecular Weight'), 'not known');
    await user.click(screen.getByRole('button', { name: 'Unknown data for reaction 2/2' }));
    expect(await screen.findByText('Step 5 Manufacturing plant information')).toBeInTheDocument();
    await user.selectOptions(cell('Manufacturing plant of reaction 1/2'), 'plant_1');
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await screen.findByLabelText('Manufacturing plant of reaction 2/2', { selector: 'select' });
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await screen.findByRole('heading', { name: 'Save' });
    // Reaction 1 was never filled: the submission goes back to it.
    await user.click(screen.getByRole('button', { name: 'Send my data' }));
    expect(await screen.findByRole('heading', { name: 'Synthetic route: reaction 1/2' })).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/second_part/validate/'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Unknown data for reaction 1/2' }));
    await screen.findByRole('heading', { name: 'Synthetic route: reaction 2/2' });
    await user.click(screen.getByRole('button', { name: 'Unknown data for reaction 2/2' }));
    await screen.findByLabelText('Manufacturing plant of reaction 1/2', { selector: 'select' });
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await screen.findByLabelText('Manufacturing plant of reaction 2/2', { selector: 'select' });
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await user.click(await screen.findByRole('button', { name: 'Send my data' }));
    expect(await screen.findByText(uiMessages.submission.footprintSecondPart)).toBeInTheDocument();
    const sent = calls.find((c) => c.url === `/api/carbon/second_part/validate/${id}`)!;
    expect(sent.headers.get('Idempotency-Key')).toBeTruthy();
    expect(sent.body).toMatchObject({
      plants: ['plant_1'],
      substances: [
        { dataUnknown: true, linkedWithPlant: 'plant_1' },
        { dataUnknown: true, molecularWeight: 'not known', linkedWithPlant: null },
      ],
    });
  });

  it('asks the production site once, in step 5, and writes it to both fields (issue #29, decision 0043)', async () => {
    const { calls } = stubSecondPartApi();
    const { user } = renderWizard('?step=reaction-1');
    await screen.findByRole('heading', { name: 'Synthetic route: reaction 1/2' });
    // The reaction page asks the process type and the purification, not the site.
    expect(screen.getByLabelText('Process type', { selector: 'select' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Production site')).toBeNull();
    expect(screen.queryByRole('combobox', { name: /plant|production site/i })).toBeNull();
    expect(screen.queryByRole('option', { name: 'Pharma Synthèse, Lyon' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Unknown data for reaction 1/2' }));
    await user.click(await screen.findByRole('button', { name: 'Unknown data for reaction 2/2' }));
    await user.selectOptions(
      await screen.findByLabelText('Manufacturing plant of reaction 1/2', { selector: 'select' }),
      'plant_1',
    );
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === `/api/carbon/second_part/update/${id}`)).toBe(true),
    );
    const saved = calls.filter((c) => c.url === `/api/carbon/second_part/update/${id}`).at(-1)!;
    expect(saved.body).toMatchObject({
      plants: ['plant_1'],
      substances: [
        { linkedWithPlant: 'plant_1', productBy: { carbonReactionProductionSites: 'plant_1' } },
        { linkedWithPlant: null, productBy: { carbonReactionProductionSites: null } },
      ],
    });
  });

  it('opens step 5 on the site an older screen saved on the reaction page, and saves it unchanged', async () => {
    const { calls } = stubSecondPartApi({
      project: () =>
        footprint('DRAFT2', {
          substances: [
            { usedInReactionId: 'substance_a', productBy: { carbonReactionProductionSites: 'plant_1' } },
            { usedInReactionId: 'substance_b', linkedWithPlant: 'plant_1' },
          ],
        }),
    });
    const { user } = renderWizard('?step=reaction-1');
    // A change elsewhere in the page: the autosave sends the reactions.
    await user.type(await screen.findByLabelText('Finished product: Molecular Weight'), '151');
    await waitFor(
      () => expect(calls.some((c) => c.url === `/api/carbon/second_part/update/${id}`)).toBe(true),
      { timeout: 10_000 },
    );
    // Nothing was chosen: each field goes back as it was stored.
    expect(calls.find((c) => c.url === `/api/carbon/second_part/update/${id}`)!.body).toMatchObject({
      substances: [
        { linkedWithPlant: null, productBy: { carbonReactionProductionSites: 'plant_1' } },
        { linkedWithPlant: 'plant_1', productBy: { carbonReactionProductionSites: null } },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Unknown data for reaction 1/2' }));
    await user.click(await screen.findByRole('button', { name: 'Unknown data for reaction 2/2' }));
    // Step 5 opens on each reaction's plant, wherever the older screen put it.
    await waitFor(() => expect(cell('Manufacturing plant of reaction 1/2')).toHaveValue('plant_1'));
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await waitFor(() => expect(cell('Manufacturing plant of reaction 2/2')).toHaveValue('plant_1'));
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    // Neither reaction is listed as without a plant.
    const list = await screen.findByRole('list', { name: 'Missing data' });
    expect(list).not.toHaveTextContent(/no manufacturing plant/);
  });

  it('lists before sending what is missing: skipped reactions and reactions without a plant (issue #29)', async () => {
    stubSecondPartApi({
      project: () =>
        footprint('DRAFT2', { substances: [{ dataUnknown: true, linkedWithPlant: 'plant_1' }, {}] }),
    });
    renderWizard('?step=save');
    const list = await screen.findByRole('list', { name: 'Missing data' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(["Reaction 1/2: skipped with 'Unknown data'", 'Reaction 2/2: no manufacturing plant chosen']);
    expect(screen.queryByText(/Everything is ready/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Send my data' })).toBeEnabled();
  });

  it('numbers its tracker as the spec titles its steps (issue #29)', async () => {
    stubSecondPartApi();
    renderWizard('?step=plant-1');
    const tracker = await screen.findByRole('navigation', { name: 'Steps of this project' });
    expect(within(tracker).getByText('Step 5 Plant: reaction 1/2')).toBeInTheDocument();
    expect(within(tracker).queryByText(/ of 8/)).toBeNull();
    expect(screen.getByText('Step 5 Manufacturing plant information')).toBeInTheDocument();
  });

  it("creates a plant in place in step 5 with the plant form's fields, and picks it", async () => {
    const { calls } = stubSecondPartApi();
    const { user } = renderWizard('?step=plant-2');
    await user.click(await screen.findByRole('button', { name: 'Create a new plant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create your plant' });
    // The plant form's rules: the same messages.
    await user.click(within(dialog).getByRole('button', { name: 'Validate data for this plant' }));
    expect(await within(dialog).findByText("Company name can't be empty")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Company name'), 'API Works');
    await user.selectOptions(
      within(dialog).getByLabelText('Reporting year'),
      within(dialog).getAllByRole('option')[1]!.textContent!,
    );
    await user.type(within(dialog).getByRole('combobox', { name: 'Country' }), 'Ind');
    await user.click(await screen.findByRole('option', { name: 'India' }));
    await user.type(within(dialog).getByLabelText('City'), 'Hyderabad');
    await user.click(within(dialog).getByRole('button', { name: 'Validate data for this plant' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.url === '/api/plant/create')!.body).toMatchObject({
      companyName: 'API Works',
      city: 'Hyderabad',
      countryId: 'IN',
    });
    await waitFor(() => expect(cell('Manufacturing plant of reaction 2/2')).toHaveValue('plant_new'));
  });

  it('redirects a footprint that fails to load to the new footprint route', async () => {
    stubApi(({ url }) =>
      url === '/api/plant'
        ? jsonResponse(200, [])
        : jsonResponse(404, { message: 'Carbon footprint not found' }),
    );
    renderWizard();
    expect(
      await screen.findByRole('heading', { name: 'New footprint page' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('says where a footprint stands when the client cannot change it', async () => {
    stubSecondPartApi({ project: () => footprint('ONGOING2') });
    renderWizard();
    expect(await screen.findByText(/it cannot be changed at the moment/)).toBeInTheDocument();
  });
});
