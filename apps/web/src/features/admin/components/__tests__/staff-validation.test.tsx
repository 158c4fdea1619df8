import { fr, projectDocumentChanges, serverMessages, uiMessages } from '@pharmatrace/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Component as StaffCarbonRoute } from '@/app/routes/admin/carbon-first-part';
import { Component as StaffSecondPartRoute } from '@/app/routes/admin/carbon-second-part';
import { Component as StaffSubstanceRoute } from '@/app/routes/admin/drug-substance';
import { tokenStorage } from '@/lib/auth-tokens';
import { setLanguage } from '@/lib/language';
import { fakeAccessToken, jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';

const countries = [
  { id: 'FR', name: 'France', isEuEea: true },
  { id: 'IT', name: 'Italy', isEuEea: true },
];
const id = '7b0c8b1e-2a57-4c1e-9b39-0f3a1d2e4c55';
const client = { id: '0e5a3d5c-8f3c-4f8e-9a39-3f1d2e4c5a11', companyName: 'Pharma Nord' };
const stamps = {
  reportUrl: null,
  invoiceUrl: null,
  invoice: { status: null },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};
const versions = [
  {
    version: 2,
    action: 'amended',
    statusBefore: 'ONGOING',
    statusAfter: 'ONGOING',
    author: { id: 'staff_1', name: 'Sam Staff', role: 'STAFF' },
    createdAt: '2026-01-02T10:00:00.000Z',
  },
  {
    version: 1,
    action: 'submit',
    statusBefore: 'DRAFT',
    statusAfter: 'ONGOING',
    author: { id: 'user_1', name: 'Claire Client', role: 'MAIN' },
    createdAt: '2026-01-01T09:00:00.000Z',
  },
];
const plants = [{ id: 'plant_1', companyName: 'Acme', city: 'Lyon', countryId: 'FR' }];

function substance(status: string) {
  return {
    id,
    status,
    ...stamps,
    inn: 'ibuprofen',
    cas: '15687-27-1',
    codeHs: '29163900',
    type: 'CHEMICAL',
    wizardStep: 3,
    tree: {
      id: 'substance_root',
      name: 'ibuprofen',
      type: 'CHEMICAL',
      manufacturers: [{ companyName: 'Acme', city: 'Lyon', countryId: 'FR', percentage: 100 }],
      children: [],
    },
    revision: 3,
    client,
    plantOptions: plants,
    versions,
  };
}

function carbon(status: string) {
  return {
    id,
    status,
    ...stamps,
    name: 'Paracetamol',
    cas: '103-90-2',
    reactionNumber: 1,
    reactionNumberWithInformation: 0,
    reactionNumberWithoutInformation: 1,
    nameOfSupplier: 'Supplier SA',
    productionCountry: 'FR',
    revision: 3,
    client,
    plantOptions: plants,
    versions,
  };
}

const routes = [
  { path: '/admin/panel', element: <h1>Admin panel page</h1> },
  { path: '/admin', element: <h1>Admin root page</h1> },
];

/** Opens the staff screen of the label `id`; `search` picks a step (`?step=submit`). */
function openLabel(search = '') {
  return renderWithProviders(<StaffSubstanceRoute />, {
    path: '/admin/drug_substance/:id',
    route: `/admin/drug_substance/${id}${search}`,
    routes,
  });
}

/** Opens the staff screen of the footprint `id`'s first part. */
function openFirstPart(search = '') {
  return renderWithProviders(<StaffCarbonRoute />, {
    path: '/admin/carbon_footprint/first_part/:id',
    route: `/admin/carbon_footprint/first_part/${id}${search}`,
    routes,
  });
}

/** Opens the staff screen of the footprint `id`'s second part. */
function openSecondPart(search = '') {
  return renderWithProviders(<StaffSecondPartRoute />, {
    path: '/admin/carbon_footprint/second_part/:id',
    route: `/admin/carbon_footprint/second_part/${id}${search}`,
    routes,
  });
}

/** Serves the label in status `read`, and answers a staff move (validate) with it in status `moved`. */
function stubLabelMove(read: string, moved: string) {
  return stubApi(({ method, url }) => {
    if (url === '/api/countries') return jsonResponse(200, countries);
    if (method === 'GET' && url === `/api/admin/substance/${id}`) return jsonResponse(200, substance(read));
    if (method === 'POST' && url === `/api/admin/substance/validate/${id}`)
      return jsonResponse(200, substance(moved));
    return undefined;
  });
}

/** Serves a footprint in CHECK with production data: its first part's last step offers the moves. */
function stubFirstPartWithProductionData() {
  return stubApi(({ method, url }) => {
    if (url === '/api/countries') return jsonResponse(200, countries);
    if (method === 'GET' && url === `/api/admin/carbon/${id}`)
      return jsonResponse(200, {
        ...carbon('CHECK'),
        reactionNumberWithInformation: 1,
        reactionNumberWithoutInformation: 0,
        nameOfSupplier: '',
        productionCountry: '',
      });
    return undefined;
  });
}

beforeEach(() => {
  window.localStorage.clear();
  tokenStorage.setTokens({ accessToken: fakeAccessToken('staff_1', 'STAFF'), refreshToken: 'refresh' });
});
afterEach(() => tokenStorage.clear());

describe('the staff validation screens (spec 001 §2, §4; issue #12)', { timeout: 150_000 }, () => {
  it('offers a label under review its two moves and sends the chosen status, then goes to the panel', async () => {
    const { calls } = stubLabelMove('ONGOING', 'CHECK');
    const { user, router } = openLabel();
    // Opened where the client stopped (the last step), with the client and the history above.
    expect(await screen.findByRole('heading', { name: 'Submit your label', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Pharma Nord')).toBeInTheDocument();
    expect(screen.getByText(/Version 2: Amended by Sam Staff \(staff\)/)).toBeInTheDocument();
    expect(screen.getByText(/Version 1: Submitted by Claire Client \(client\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save as Completed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save as Check' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/panel'));
    const validation = calls.find((call) => call.url === `/api/admin/substance/validate/${id}`);
    expect(validation?.body).toMatchObject({
      status: 'CHECK',
      inn: 'ibuprofen',
      codeHs: '29163900',
      revision: 3,
    });
    // Staff are not a client: the client's own calls are never made.
    expect(calls.some((call) => call.url === '/api/plant' || call.url.startsWith('/api/substance/'))).toBe(
      false,
    );
  });

  it('saves an amendment through the staff call without moving the status', async () => {
    const { calls } = stubApi(({ method, url, body }) => {
      if (url === '/api/countries') return jsonResponse(200, countries);
      if (method === 'GET' && url === `/api/admin/substance/${id}`)
        return jsonResponse(200, substance('CHECK'));
      if (method === 'POST' && url === `/api/admin/substance/update/${id}`)
        return jsonResponse(200, { ...substance('CHECK'), ...(body as object) });
      return undefined;
    });
    const { user, router } = openLabel('?step=identify');
    const hsCode = await screen.findByLabelText('HS code');
    await user.clear(hsCode);
    await user.type(hsCode, '29420000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes have been saved')).toBeInTheDocument();
    const update = calls.find((call) => call.url === `/api/admin/substance/update/${id}`);
    expect(update?.body).toMatchObject({ codeHs: '29420000', revision: 3 });
    expect(update?.body).not.toHaveProperty('status');
    expect(router.state.location.pathname).toBe(`/admin/drug_substance/${id}`);
  });

  it("a save the client's overtook (409 STALE_SAVE): 'Reload' opens their version and offers the typing back", async () => {
    let stored = substance('CHECK');
    const { calls } = stubApi(({ method, url, body }) => {
      if (url === '/api/countries') return jsonResponse(200, countries);
      if (method === 'GET' && url === `/api/admin/substance/${id}`) return jsonResponse(200, stored);
      if (method === 'POST' && url === `/api/admin/substance/update/${id}`) {
        if ((body as { revision: number }).revision !== stored.revision)
          return jsonResponse(409, { message: serverMessages.staleSave, code: 'STALE_SAVE' });
        stored = { ...stored, ...(body as object), revision: stored.revision + 1 };
        return jsonResponse(200, stored);
      }
      return undefined;
    });
    const { user } = openLabel('?step=identify');
    const hsCode = await screen.findByLabelText('HS code');
    await user.clear(hsCode);
    await user.type(hsCode, '29420000');
    // Meanwhile the client saved a new CAS number.
    stored = { ...stored, cas: '50-78-2', revision: 4 };
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const notice = await screen.findByTestId('stale-save');
    expect(notice).toHaveTextContent(uiMessages.staleSave.notice);
    expect(screen.queryByText('Your changes have been saved')).toBeNull();
    expect(screen.getByLabelText('HS code')).toHaveValue('29420000');

    await user.click(within(notice).getByRole('button', { name: uiMessages.staleSave.reload }));
    const kept = await screen.findByTestId('kept-draft');
    expect(screen.getByLabelText('CAS number')).toHaveValue('50-78-2');
    expect(screen.getByLabelText('HS code')).toHaveValue('29163900');
    await user.click(within(kept).getByRole('button', { name: uiMessages.staleSave.restore }));
    // Staff's HS code back, the client's CAS number kept; saved from the revision now stored.
    expect(screen.getByLabelText('HS code')).toHaveValue('29420000');
    expect(screen.getByLabelText('CAS number')).toHaveValue('50-78-2');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes have been saved')).toBeInTheDocument();
    const saves = calls.filter((call) => call.url === `/api/admin/substance/update/${id}`);
    expect(saves.map((call) => (call.body as { revision: number }).revision)).toEqual([3, 4]);
    expect(saves[1]!.body).toMatchObject({ codeHs: '29420000', cas: '50-78-2' });
  });

  it('shows what a version changed, version by version', async () => {
    stubApi(({ method, url }) => {
      if (url === '/api/countries') return jsonResponse(200, countries);
      if (method === 'GET' && url === `/api/admin/substance/${id}`)
        return jsonResponse(200, substance('ONGOING'));
      if (method === 'GET' && url === `/api/admin/substance/${id}/versions/2/changes`)
        return jsonResponse(200, {
          version: versions[0],
          previousVersion: 1,
          total: 1,
          changes: [
            {
              change: 'changed',
              path: 'tree.manufacturers.0.countryId',
              label: 'Synthetic route › ibuprofen › Manufacturer #1 › Production site country',
              labelParts: [
                { key: 'labels.changes.syntheticRoute' },
                { text: 'ibuprofen' },
                { key: 'tree.manufacturer', values: { number: '1' } },
                { key: 'tree.productionSiteCountry' },
              ],
              nodeId: 'substance_root',
              before: 'FR',
              after: 'IT',
            },
          ],
        });
      return undefined;
    });
    const { user } = openLabel();
    await user.click(await screen.findByText(/Version 2: Amended by Sam Staff/));
    const change = await screen.findByText(/Manufacturer #1 › Production site country/);
    const line = change.closest('li')!;
    // The old value beside the new, by the countries' names.
    expect(within(line as HTMLElement).getByText('France').tagName).toBe('DEL');
    expect(within(line as HTMLElement).getByText('Italy').tagName).toBe('INS');
  });

  it('offers nothing to validate on a completed project', async () => {
    const { calls } = stubApi(({ method, url }) => {
      if (url === '/api/countries') return jsonResponse(200, countries);
      if (method === 'GET' && url === `/api/admin/substance/${id}`)
        return jsonResponse(200, substance('COMPLETED'));
      return undefined;
    });
    openLabel();
    expect(
      await screen.findByText(/This project is Completed: there is nothing to validate/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save as Completed' })).not.toBeInTheDocument();
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });

  it('goes back to the panel when the project cannot be loaded', async () => {
    stubApi(({ url }) => {
      if (url === `/api/admin/substance/${id}`) return jsonResponse(404, { message: 'Project not found' });
      return undefined;
    });
    const { router } = openLabel();
    // After one retry (a passing network failure should not throw staff out).
    expect(await screen.findByRole('heading', { name: 'Admin panel page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/panel');
    expect(
      await screen.findByText(/This project could not be opened: Project not found/),
    ).toBeInTheDocument();
  });

  it('completes a footprint without production data through the admin route, then goes to /admin', async () => {
    const { calls } = stubApi(({ method, url }) => {
      if (url === '/api/countries') return jsonResponse(200, countries);
      if (method === 'GET' && url === `/api/admin/carbon/${id}`) return jsonResponse(200, carbon('ONGOING'));
      if (method === 'POST' && url === `/api/admin/carbon/validate_without_production/${id}`)
        return jsonResponse(200, carbon('COMPLETED'));
      return undefined;
    });
    const { user, router } = openFirstPart();
    await user.click(await screen.findByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    const call = calls.find((c) => c.url === `/api/admin/carbon/validate_without_production/${id}`);
    expect(call?.body).toMatchObject({
      name: 'Paracetamol',
      nameOfSupplier: 'Supplier SA',
      productionCountry: 'FR',
    });
    expect(calls.some((c) => c.url.startsWith('/api/carbon/'))).toBe(false);
  });

  it('offers a footprint with production data its first part moves on the last step', async () => {
    stubFirstPartWithProductionData();
    openFirstPart('?step=submission');
    expect(await screen.findByRole('button', { name: 'Save first part as completed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save as Check' })).toBeInTheDocument();
  });

  it("shows the client's files by name with their links, and replaces one through the staff routes (issue #22)", async () => {
    const oldKey = '11111111-1111-4111-8111-111111111111';
    const newKey = '22222222-2222-4222-8222-222222222222';
    const meta = (Key: string, filename: string) => ({
      Key,
      name: 'reportDataDownloadMolecularStructure',
      filename,
      sizeBytes: 48_213,
      contentType: 'application/pdf',
      url: `/api/files/${Key}?expires=1&signature=s`,
    });
    const { calls } = stubApi(({ method, url, body }) => {
      if (url === '/api/countries') return jsonResponse(200, countries);
      if (method === 'GET' && url === `/api/admin/carbon/${id}`)
        return jsonResponse(200, { ...carbon('ONGOING'), reportDataDownloadMolecularStructure: oldKey });
      if (method === 'GET' && url === `/api/admin/carbon/${id}/upload/${oldKey}`)
        return jsonResponse(200, meta(oldKey, 'structure.pdf'));
      if (method === 'POST' && url === `/api/admin/carbon/${id}/upload`)
        return jsonResponse(201, { name: 'reportDataDownloadMolecularStructure', file: { Key: newKey } });
      if (method === 'GET' && url === `/api/admin/carbon/${id}/upload/${newKey}`)
        return jsonResponse(200, meta(newKey, 'structure-corrected.pdf'));
      if (method === 'POST' && url === `/api/admin/carbon/update/${id}`)
        return jsonResponse(200, { ...carbon('ONGOING'), ...(body as object) });
      return undefined;
    });
    const { user } = openFirstPart('?step=information');
    // The first paint of the whole wizard in a cold file: over 5 s on a loaded 2-core box (seen twice).
    const link = await screen.findByRole('link', { name: 'structure.pdf' });
    expect(link).toHaveAttribute('href', `/api/files/${oldKey}?expires=1&signature=s`);

    await user.upload(
      screen.getByLabelText('Molecular structure *'),
      new File(['%PDF-1.4 corrected'], 'structure-corrected.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('link', { name: 'structure-corrected.pdf' })).toHaveAttribute(
      'href',
      `/api/files/${newKey}?expires=1&signature=s`,
    );
    // Issue #39: which file is current, said plainly until the save.
    const pending = 'Uploaded, not in use yet: the footprint keeps structure.pdf until you save the changes.';
    expect(await screen.findByText(pending)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes have been saved')).toBeInTheDocument();
    expect(screen.queryByText(pending)).toBeNull();
    const update = calls.find((call) => call.url === `/api/admin/carbon/update/${id}`);
    expect(update?.body).toMatchObject({ reportDataDownloadMolecularStructure: newKey });
    // Staff never call the client's upload routes, which answer them 403.
    expect(calls.some((c) => c.url.startsWith('/api/carbon/'))).toBe(false);
  });

  it("offers the second part's moves on its save step, and sends the mass balance with CHECK2", async () => {
    const { calls } = stubApi(({ method, url }) => {
      if (url === '/api/countries') return jsonResponse(200, countries);
      if (method === 'GET' && url === `/api/admin/carbon/${id}`)
        return jsonResponse(200, {
          ...carbon('ONGOING2'),
          reactionNumberWithInformation: 1,
          reactionNumberWithoutInformation: 0,
          tree: {
            id: 'substance_root',
            name: 'Paracetamol',
            type: 'CHEMICAL',
            manufacturers: [{ companyName: 'Acme', city: 'Lyon', countryId: 'FR', percentage: 100 }],
            children: [
              {
                id: 'substance_p1',
                name: '4-aminophenol',
                cas: '123-30-8',
                isolated: true,
                type: 'CHEMICAL',
                manufacturers: [{ companyName: 'Acme', city: 'Lyon', countryId: 'FR', percentage: 100 }],
                children: [],
              },
            ],
          },
          substances: [{ usedInReactionId: 'substance_p1', linkedWithPlant: 'plant_1', dataUnknown: true }],
        });
      if (method === 'POST' && url === `/api/admin/carbon/second_part/validate/${id}`)
        return jsonResponse(200, carbon('CHECK2'));
      return undefined;
    });
    const { user, router } = openSecondPart('?step=save');
    expect(await screen.findByRole('button', { name: 'Save as completed' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save as Check' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/panel'));
    const call = calls.find((c) => c.url === `/api/admin/carbon/second_part/validate/${id}`);
    expect(call?.body).toMatchObject({
      status: 'CHECK2',
      plants: ['plant_1'],
      substances: [{ usedInReactionId: 'substance_p1', linkedWithPlant: 'plant_1', dataUnknown: true }],
    });
    expect(call?.body).toMatchObject({ revision: 3 });
    expect(calls.some((c) => c.url.startsWith('/api/carbon/') || c.url === '/api/plant')).toBe(false);
  });

  it("names a natural substance's stages with the production scheme's words on completion (issue #29)", async () => {
    const natural = () => {
      const doc = substance('ONGOING');
      // The substance's type says NATURAL; the tree's root, as the form holds it, does not repeat it.
      const { type: _rootType, ...root } = doc.tree;
      return { ...doc, type: 'NATURAL', tree: root };
    };
    stubApi(({ method, url }) => {
      if (url === '/api/countries') return jsonResponse(200, countries);
      if (method === 'GET' && url === `/api/admin/substance/${id}`) return jsonResponse(200, natural());
      return undefined;
    });
    openLabel('?step=submit');
    const table = await screen.findByRole('table', { name: 'European origin to confirm' });
    expect(within(table).getByRole('row', { name: /Final manufacturing step/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Whole production scheme/ })).toBeInTheDocument();
    expect(within(table).queryByText(/Final API synthesis step|Whole synthetic route/)).toBeNull();
  });

  it('proposes the European-origin figures on completion; an override needs a reason (issue #14)', async () => {
    const { calls } = stubLabelMove('ONGOING', 'COMPLETED');
    const { user, router } = openLabel('?step=submit');
    const table = await screen.findByRole('table', { name: 'European origin to confirm' });
    // The French final step: 100 % EU, and no intermediate.
    const route = within(table).getByRole('row', { name: /Whole synthetic route/ });
    // Once the countries are read (until then every country is unknown, never European).
    await waitFor(() => expect(route).toHaveTextContent('100 % EU'));
    const eu = within(table).getByLabelText('Whole synthetic route: EU/EEA %');
    expect(eu).toHaveValue(100);

    await user.clear(eu);
    await user.type(eu, '90');
    expect(await screen.findByText('Give the reason for changing the proposed figures')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save as Completed' }));
    expect(await screen.findByText('An error happened')).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/validate/'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Back to the form' }));

    await user.type(
      screen.getByLabelText(/Reason for changing the proposed figures/),
      'New supplier in Ireland',
    );
    await user.click(screen.getByRole('button', { name: 'Save as Completed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/panel'));
    const call = calls.find((c) => c.url === `/api/admin/substance/validate/${id}`);
    expect(call?.body).toMatchObject({
      status: 'COMPLETED',
      euOrigin: {
        reason: 'New supplier in Ireland',
        figures: [
          { key: 'finalStep', eu: 100, unknown: 0 },
          { key: 'route', eu: 90, unknown: 0 },
        ],
      },
    });
  });

  it('confirms the proposal as it is when staff change no figure', async () => {
    const { calls } = stubLabelMove('CHECK', 'COMPLETED');
    const { user, router } = openLabel('?step=submit');
    await user.click(await screen.findByRole('button', { name: 'Save as Completed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/panel'));
    const call = calls.find((c) => c.url === `/api/admin/substance/validate/${id}`);
    expect(call?.body).toMatchObject({ status: 'COMPLETED', inn: 'ibuprofen' });
    expect(call?.body).not.toHaveProperty('euOrigin');
  });
});

describe('the staff validation screens in French (issue #27)', { timeout: 150_000 }, () => {
  afterEach(() => setLanguage('en'));

  /**
   * Opens a label under review, runs `beforePress` on the screen, presses `button` and returns the
   * body of the move it sent.
   */
  async function pressMove(button: string, beforePress: () => void = () => {}) {
    const { calls } = stubLabelMove('ONGOING', 'CHECK');
    const { user, router } = openLabel();
    const pressed = await screen.findByRole('button', { name: button });
    beforePress();
    await user.click(pressed);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/panel'));
    return calls.find((call) => call.url === `/api/admin/substance/validate/${id}`)?.body;
  }

  it("names a label's moves in French, and 'À vérifier' sends the same move as 'Save as Check'", async () => {
    const english = await pressMove('Save as Check');
    cleanup();
    window.localStorage.clear();

    setLanguage('fr');
    const french = await pressMove('Enregistrer comme À vérifier', () => {
      expect(screen.getByRole('button', { name: 'Enregistrer comme Terminé' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Save as Completed' })).not.toBeInTheDocument();
    });
    expect(french).toMatchObject({ status: 'CHECK', inn: 'ibuprofen', revision: 3 });
    expect(french).toEqual(english);
  });

  it("names a footprint's first part moves in French", async () => {
    setLanguage('fr');
    stubFirstPartWithProductionData();
    openFirstPart('?step=submission');
    expect(
      await screen.findByRole('button', { name: 'Enregistrer la première partie comme terminée' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer comme À vérifier' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save as Check' })).not.toBeInTheDocument();
  });

  it("writes a version's changed field paths wholly in French, the typed names as typed", async () => {
    setLanguage('fr');
    const before = substance('ONGOING');
    const after = structuredClone(before);
    after.tree.manufacturers[0]!.percentage = 60;
    // The real comparison of the two documents, as the API sends it.
    const { changes, total } = projectDocumentChanges('SUBSTANCE', before, after);
    stubApi(({ method, url }) => {
      if (url === '/api/countries') return jsonResponse(200, countries);
      if (method === 'GET' && url === `/api/admin/substance/${id}`) return jsonResponse(200, before);
      if (method === 'GET' && url === `/api/admin/substance/${id}/versions/2/changes`)
        return jsonResponse(200, { version: versions[0], previousVersion: 1, total, changes });
      return undefined;
    });
    const { user } = openLabel();
    await user.click(await screen.findByText(/Version 2 : /));
    const path = `Voie de synthèse › ibuprofen › ${fr['tree.manufacturer'].replace('{number}', '1')} › ${fr['tree.percentage']}`;
    const line = (await screen.findByText(path)).closest('li') as HTMLElement;
    expect(within(line).getByText('100').tagName).toBe('DEL');
    expect(within(line).getByText('60').tagName).toBe('INS');
    expect(line).not.toHaveTextContent(/Synthetic route|Manufacturer|Percentage/);
  });
});
