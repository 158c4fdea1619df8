import {
  type CarbonSummary,
  clientProjectChangesSchema,
  type MedicineDetail,
  medicineDetailSchema,
  projectDocumentChanges,
  serverMessages,
  uiMessages,
} from '@pharmatrace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Component as MedicineStudyRoute } from '@/app/routes/app/medicine-study';
import { tokenStorage } from '@/lib/auth-tokens';
import {
  apiResponse,
  fakeAccessToken,
  jsonResponse,
  renderWithProviders,
  stubApi,
} from '@/testing/test-utils';

const id = '7a0c2d4e-1b3f-4c5d-8e9f-0a1b2c3d4e5f';
const apiId = '0f4c1c2e-1d2b-4c36-9f66-5d0b6c1a7e11';

/** A stored draft: a 500 mg tablet, 16 per box, its active's footprint given (10 kgCO2e/kg, no uncertainty). */
const draft: MedicineDetail = {
  id,
  status: 'DRAFT',
  revision: 1,
  reportUrl: null,
  invoiceUrl: null,
  invoice: { status: null },
  createdAt: '2026-11-28T08:00:00.000Z',
  updatedAt: '2026-11-28T08:00:00.000Z',
  name: 'Paracetamol 500 mg',
  cis: '60234100',
  cip13: ['3400930000011'],
  form: 'TABLET',
  unitsPerBox: 16,
  actives: [
    { name: 'Paracetamol', mgPerUnit: 500, valueKgPerKg: 10, uncertainty: 0, source: 'Supplier EPD' },
  ],
  excipients: [],
  packaging: [],
  transport: [],
  coldChain: false,
};

const completedApi: CarbonSummary = {
  id: apiId,
  status: 'COMPLETED',
  reportUrl: null,
  invoiceUrl: null,
  invoice: { status: null },
  createdAt: '2026-10-01T08:00:00.000Z',
  updatedAt: '2026-10-01T08:00:00.000Z',
  name: 'Paracetamol API',
  footprint: { value: 9.4, uncertainty: 2.1 },
};

function stubStudyApi(onSave: (body: Record<string, unknown>) => Response) {
  return stubApi(({ method, url, body }) => {
    if (method === 'GET' && url === `/api/medicine_footprints/${id}`)
      return apiResponse(medicineDetailSchema, draft);
    if (method === 'GET' && url === '/api/carbon') return jsonResponse(200, [completedApi]);
    if (method === 'GET' && url === '/api/plant') return jsonResponse(200, []);
    if (method === 'PUT' && url === `/api/medicine_footprints/${id}`)
      return onSave(body as Record<string, unknown>);
    return undefined;
  });
}

/** The study's page, on `step` (the wizard keeps its step in the URL). */
function renderStudy(step?: string) {
  return renderWithProviders(<MedicineStudyRoute />, {
    path: '/medicine_study/:id',
    route: `/medicine_study/${id}${step ? `?step=${step}` : ''}`,
  });
}

beforeEach(() => {
  window.localStorage.clear();
  tokenStorage.setTokens({ accessToken: fakeAccessToken('user_1'), refreshToken: 'refresh' });
});
afterEach(() => tokenStorage.clear());

describe('the medicine footprint study wizard (issue #37)', { timeout: 150_000 }, () => {
  it('shows the live estimate of what is typed: the per-box figure with its interval, the four segments, the data gaps by name', async () => {
    stubStudyApi(() => apiResponse(medicineDetailSchema, { ...draft, revision: 2 }));
    const { user } = renderStudy('manufacturing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Medicine footprint: Paracetamol 500 mg' }),
    ).toBeInTheDocument();
    const panel = screen.getByTestId('live-study-estimate');
    await waitFor(() => expect(panel).toHaveAttribute('data-state', 'ready'));
    // 500 mg × 10 kgCO2e/kg = 5 gCO2e per tablet for the active alone, × 16 = 80 g per box: the
    // whole box, with its excipient-free tablet's default packaging, energy and transport, is more.
    const headline = within(panel).getByTestId('live-study-value').textContent ?? '';
    const match = /^([\d,.]+) gCO2e per box, 95 % interval ([\d,.]+) to ([\d,.]+)$/.exec(headline);
    expect(match).not.toBeNull();
    const [value, low, high] = match!.slice(1).map((n) => Number(n.replace(/,/g, '')));
    expect(value).toBeGreaterThan(80);
    expect(low).toBeLessThanOrEqual(value!);
    expect(high).toBeGreaterThanOrEqual(value!);
    expect(within(panel).getByTestId('live-study-gaps')).toHaveTextContent(/^\d+ data gaps?$/);

    await user.click(within(panel).getByRole('button', { name: 'Show details' }));
    const segments = within(panel).getByTestId('live-study-segments');
    expect(
      within(segments)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.split(':')[0]),
    ).toEqual([
      'Ingredient and packaging production',
      'Medicine production and corporate emissions',
      'Storage and distribution',
      'End of life',
    ]);
    expect(within(panel).getByTestId('live-study-gap-list')).toHaveTextContent(
      'Neither the formulation plant nor its energy per 1,000 units is given',
    );
    expect(within(panel).getByTestId('live-study-per-unit')).toHaveTextContent(/gCO2e per tablet$/);

    // Typing the energy per 1,000 units fills that gap: the panel follows what is typed.
    await user.click(screen.getByRole('radio', { name: 'The energy per 1,000 units' }));
    await user.type(screen.getByLabelText('Energy per 1,000 units, kWh'), '20');
    await waitFor(() =>
      expect(within(panel).getByTestId('live-study-gap-list')).not.toHaveTextContent(
        'Neither the formulation plant',
      ),
    );
  });

  it('saves from the revision it read when moving on, and a save someone else overtook offers Reload', async () => {
    const saves: Record<string, unknown>[] = [];
    stubStudyApi((body) => {
      saves.push(body);
      return saves.length === 1
        ? apiResponse(medicineDetailSchema, { ...draft, name: String(body.name), revision: 2 })
        : jsonResponse(409, { message: serverMessages.staleSave, code: 'STALE_SAVE' });
    });
    const { user } = renderStudy();
    const name = await screen.findByLabelText('Medicine name');
    await user.type(name, ' tablets');
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({
      name: 'Paracetamol 500 mg tablets',
      revision: 1,
      form: 'TABLET',
      unitsPerBox: 16,
    });

    // Step 2: the active's source, then the next save names revision 2 and is refused as stale.
    expect(await screen.findByRole('group', { name: 'Active ingredient 1' })).toBeInTheDocument();
    // One change, as a paste over the selected value: typed key by key on a loaded box, the
    // autosave's pause could fall between two keys and send '4', the save the server refuses.
    await user.tripleClick(screen.getByLabelText('mg per unit'));
    await user.paste('400');
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(await screen.findByText(uiMessages.staleSave.notice)).toBeInTheDocument();
    expect(saves.at(-1)).toMatchObject({ revision: 2 });
    expect(saves.at(-1)!.actives).toEqual([expect.objectContaining({ mgPerUnit: 400 })]);
    expect(screen.getAllByRole('button', { name: uiMessages.staleSave.reload }).length).toBeGreaterThan(0);
  });

  it('a code or a number the client empties is saved as cleared, not left as stored (decision 0076)', async () => {
    const saves: Record<string, unknown>[] = [];
    stubStudyApi((body) => {
      saves.push(body);
      return apiResponse(medicineDetailSchema, {
        ...draft,
        cis: undefined,
        unitsPerBox: undefined,
        revision: 2,
      });
    });
    const { user } = renderStudy();
    const cis = await screen.findByLabelText('CIS code');
    expect(cis).toHaveValue('60234100');
    await user.clear(cis);
    await user.clear(screen.getByLabelText('Units per box'));
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ revision: 1, cis: null, unitsPerBox: null, form: 'TABLET' });
  });

  it("asks each active's source: a completed API footprint from a list, or a figure with its uncertainty and source, or the default", async () => {
    stubStudyApi(() => apiResponse(medicineDetailSchema, { ...draft, revision: 2 }));
    const { user } = renderStudy('actives');
    const active = await screen.findByRole('group', { name: 'Active ingredient 1' });
    expect(within(active).getByRole('radio', { name: 'A figure, with its source' })).toBeChecked();
    expect(within(active).getByLabelText('Footprint, kgCO2e per kg')).toHaveValue('10');
    expect(within(active).getByLabelText('Source of the figure')).toHaveValue('Supplier EPD');

    await user.clear(within(active).getByLabelText('Source of the figure'));
    expect(
      await within(active).findByText('Say where the footprint of this active comes from'),
    ).toBeInTheDocument();

    await user.click(within(active).getByRole('radio', { name: 'One of our completed API footprints' }));
    const select = within(active).getByLabelText('Completed API footprint');
    expect(
      within(select).getByRole('option', { name: 'Paracetamol API (9.4 kgCO2e/kg)' }),
    ).toBeInTheDocument();
    await user.selectOptions(select, apiId);
    expect(select).toHaveValue(apiId);

    await user.click(within(active).getByRole('radio', { name: 'The method’s default' }));
    expect(
      within(active).getByText(
        'A default per kg of API, with a wide uncertainty, is used: the study shows it as a data gap.',
      ),
    ).toBeInTheDocument();
  });

  it('opens a study staff amended and sent back: what they changed, then sends it again unchanged', async () => {
    const checked: MedicineDetail = { ...draft, status: 'CHECK', revision: 3, unitsPerBox: 8 };
    // What staff changed: the units per box (the API compares the stored documents the same way).
    const { changes, total } = projectDocumentChanges('MEDICINE', { unitsPerBox: 16 }, { unitsPerBox: 8 });
    const saves: Record<string, unknown>[] = [];
    const submits: unknown[] = [];
    stubApi(({ method, url, body }) => {
      if (method === 'GET' && url === `/api/medicine_footprints/${id}`)
        return apiResponse(medicineDetailSchema, checked);
      if (method === 'GET' && url === `/api/medicine_footprints/${id}/changes`)
        return apiResponse(clientProjectChangesSchema, {
          since: { version: 2, createdAt: '2026-11-28T09:00:00.000Z' },
          amendments: [{ version: 3, action: 'amended', createdAt: '2026-11-28T10:00:00.000Z' }],
          changes,
          total,
        });
      if (method === 'GET' && url === '/api/carbon') return jsonResponse(200, [completedApi]);
      if (method === 'GET' && url === '/api/plant') return jsonResponse(200, []);
      if (method === 'PUT' && url === `/api/medicine_footprints/${id}`) {
        saves.push(body as Record<string, unknown>);
        return apiResponse(medicineDetailSchema, { ...checked, revision: 4 });
      }
      if (method === 'POST' && url === `/api/medicine_footprints/${id}/submit`) {
        submits.push(body);
        return apiResponse(medicineDetailSchema, { ...checked, status: 'ONGOING', revision: 4 });
      }
      return undefined;
    });
    const { user } = renderStudy();
    expect(await screen.findByText('1 change by the provider')).toBeInTheDocument();
    expect(screen.getByRole('alert', { name: 'Changes by the provider' })).toHaveTextContent(
      /Units per box.*16.*8/,
    );
    expect(screen.getByLabelText('Units per box')).toHaveValue('8');
    // Unchanged, the client validates staff's changes from the last step: moving there saves the
    // study as staff left it (from their revision, 3), then sends the stored study from the next.
    await user.click(screen.getByRole('tab', { name: /Send the study/ }));
    await user.click(await screen.findByRole('button', { name: 'Send the study to our team' }));
    await waitFor(() => expect(submits).toEqual([{ revision: 4 }]));
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({
      revision: 3,
      name: 'Paracetamol 500 mg',
      unitsPerBox: 8,
      actives: draft.actives,
    });
    expect(await screen.findByText(/Thank you! Your study is with our team/)).toBeInTheDocument();
  });
});
