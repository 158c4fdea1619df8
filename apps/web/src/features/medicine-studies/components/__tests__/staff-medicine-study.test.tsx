import {
  type MedicineFootprintEstimate,
  medicineFootprintEstimateSchema,
  type StaffMedicineDetail,
  staffMedicineDetailSchema,
} from '@pharmatrace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as StaffMedicineStudyRoute } from '@/app/routes/admin/medicine-study';
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

const study: StaffMedicineDetail = {
  id,
  status: 'ONGOING',
  revision: 4,
  reportUrl: null,
  invoiceUrl: null,
  invoice: { status: null },
  createdAt: '2026-11-28T08:00:00.000Z',
  updatedAt: '2026-11-28T09:00:00.000Z',
  name: 'Paracetamol 500 mg',
  cis: '60234100',
  cip13: ['3400930000011'],
  form: 'TABLET',
  unitsPerBox: 16,
  actives: [{ name: 'Paracetamol', mgPerUnit: 500, carbonFootprintId: apiId }],
  excipients: [],
  packaging: [],
  transport: [],
  coldChain: false,
  client: { id: 'c1', companyName: 'Pharma Alpha' },
  plantOptions: [],
  versions: [],
};

/** Posts written by hand: 80 + 20 + 30 + 100 + 20 + 10 = 260 gCO2e per box, 16.25 per tablet. */
const estimate: MedicineFootprintEstimate = {
  perBox: { value: 260, p2_5: 131, p97_5: 478, uncertainty: 170 },
  perUnit: { value: 16.25, p2_5: 8.2, p97_5: 29.9, uncertainty: 10.6 },
  unit: 'gCO2e',
  unitsPerBox: 16,
  posts: {
    activeIngredients: 80,
    excipients: 20,
    packaging: 30,
    manufacturing: 100,
    distribution: 20,
    endOfLife: 10,
  },
  segments: { emCreation: 0.5, emProduction: 100 / 260, emStorage: 20 / 260, emEndOfLife: 10 / 260 },
  dataGaps: [{ path: 'transport', owner: 'client', message: 'No transport leg is given.' }],
  warnings: [],
  iterations: 200_000,
  methodVersion: 'medicine-1.0.0',
  factorLibraryVersion: 'starter-2026.2',
};

beforeEach(() => {
  tokenStorage.setTokens({ accessToken: fakeAccessToken('staff_1', 'STAFF'), refreshToken: 'refresh' });
});
afterEach(() => tokenStorage.clear());

describe("the staff's validation of a medicine study (issue #37)", { timeout: 120_000 }, () => {
  it('shows the breakdown per box and per unit, the posts and four segments, and moves, adopts and publishes', async () => {
    let status: StaffMedicineDetail['status'] = 'ONGOING';
    const { calls } = stubApi(({ method, url, body }) => {
      if (method === 'GET' && url === `/api/admin/medicine_footprints/${id}`)
        return apiResponse(staffMedicineDetailSchema, { ...study, status });
      if (method === 'GET' && url === `/api/admin/medicine_footprints/${id}/estimate`)
        return apiResponse(medicineFootprintEstimateSchema, estimate);
      if (method === 'POST' && url === `/api/admin/medicine_footprints/${id}/estimate/adopt`)
        return apiResponse(medicineFootprintEstimateSchema, estimate);
      if (method === 'POST' && url === `/api/admin/medicine_footprints/${id}/status`) {
        status = (body as { status: typeof status }).status;
        return apiResponse(staffMedicineDetailSchema, { ...study, status });
      }
      if (method === 'POST' && url === `/api/admin/medicine_footprints/${id}/publish`)
        return jsonResponse(200, { medicineIds: ['m1'], publishedAt: '2026-11-28T10:00:00.000Z' });
      return undefined;
    });
    const { user } = renderWithProviders(<StaffMedicineStudyRoute />, {
      path: '/admin/medicine_study/:id',
      route: `/admin/medicine_study/${id}`,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Medicine footprint study: Paracetamol 500 mg' }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('study-per-box')).toHaveTextContent(
      '260 gCO2e per box, 95 % interval 130 to 480',
    );
    expect(screen.getByTestId('study-per-unit')).toHaveTextContent('16 gCO2e per tablet');
    const posts = within(screen.getByTestId('study-posts')).getAllByRole('row').slice(1);
    expect(posts.map((row) => row.textContent)).toEqual([
      'Active ingredients80',
      'Excipients20',
      'Packaging production30',
      'Manufacturing (formulation and packaging on site)100',
      'Transport and distribution20',
      'End of life10',
    ]);
    expect(
      within(screen.getByTestId('study-segments'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Ingredient and packaging production: 50%',
      'Medicine production and corporate emissions: 38.5%',
      'Storage and distribution: 7.7%',
      'End of life: 3.8%',
    ]);
    expect(screen.getByText('No transport leg is given.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Paracetamol' })).toHaveAttribute(
      'href',
      `/admin/carbon_footprint/first_part/${apiId}`,
    );

    // Publication waits for the study to be completed.
    expect(screen.getByRole('button', { name: 'Publish in the medicine database' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Adopt the estimate' }));
    expect(await screen.findByText('The estimate is the study’s result.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message to the client'), 'Checked against the EPD.');
    await user.click(screen.getByRole('button', { name: 'Move to Completed' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/status'))?.body).toEqual({
        status: 'COMPLETED',
        message: 'Checked against the EPD.',
      }),
    );
    const publish = screen.getByRole('button', { name: 'Publish in the medicine database' });
    await waitFor(() => expect(publish).toBeEnabled());
    await user.click(publish);
    expect(await screen.findByText('Published in the medicine database.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.split(id)[1])).toEqual([
      '/estimate/adopt',
      '/status',
      '/publish',
    ]);
  });
  it("downloads the study's 'score carbone' sheet as PDF and XLSX, named for what it is", async () => {
    const { calls } = stubApi(({ method, url }) => {
      if (method === 'GET' && url === `/api/admin/medicine_footprints/${id}`)
        return apiResponse(staffMedicineDetailSchema, study);
      if (method === 'GET' && url === `/api/admin/medicine_footprints/${id}/estimate`)
        return apiResponse(medicineFootprintEstimateSchema, estimate);
      if (method === 'GET' && url.startsWith(`/api/admin/medicine_footprints/${id}/sheet?format=`))
        return new Response(new Uint8Array([37, 80, 68, 70]), {
          headers: { 'content-type': 'application/pdf' },
        });
      return undefined;
    });
    // jsdom has no object URLs: the saved file is the link the page clicks.
    const saved: string[] = [];
    // The test files of a worker share its globals (isolate: false): the originals come back below.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn(() => 'blob:sheet');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    try {
      const { user } = renderWithProviders(<StaffMedicineStudyRoute />, {
        path: '/admin/medicine_study/:id',
        route: `/admin/medicine_study/${id}`,
      });
      await user.click(await screen.findByRole('button', { name: 'Carbon score sheet (PDF)' }));
      await waitFor(() => expect(saved).toEqual(['Carbon score sheet - Paracetamol 500 mg.pdf']));
      await user.click(screen.getByRole('button', { name: 'Carbon score sheet (XLSX)' }));
      await waitFor(() => expect(saved).toHaveLength(2));
      expect(saved[1]).toBe('Carbon score sheet - Paracetamol 500 mg.xlsx');
      expect(calls.filter((c) => c.url.includes('/sheet')).map((c) => c.url.split(id)[1])).toEqual([
        '/sheet?format=pdf',
        '/sheet?format=xlsx',
      ]);
    } finally {
      click.mockRestore();
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    }
  });
});
