import { messages, serverMessages, UPLOAD_MAX_BYTES } from '@pharmatrace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Component as CarbonFirstPartRoute } from '@/app/routes/app/carbon-first-part';
import { tokenStorage } from '@/lib/auth-tokens';
import {
  apiErrorResponse,
  fakeAccessToken,
  jsonResponse,
  renderWithProviders,
  stubApi,
} from '@/testing/test-utils';

const countries = [
  { id: 'FR', name: 'France', isEuEea: true },
  { id: 'DE', name: 'Germany', isEuEea: true },
];
const id = '5c1f4a0e-8f0b-4f55-9a7e-3c1d2b4a6e77';

/** What the API adds to a stored footprint's document (carbonDetailSchema). */
const stored = {
  reportUrl: null,
  invoiceUrl: null,
  invoice: { status: null },
  createdAt: '2025-01-01T08:00:00.000Z',
  updatedAt: '2025-01-01T08:00:00.000Z',
  revision: 1,
};

function stubCarbonApi() {
  return stubApi(({ method, url, body }) => {
    if (url === '/api/countries') return jsonResponse(200, countries);
    if (url === '/api/plant') return jsonResponse(200, []);
    if (method === 'POST' && url === '/api/carbon/create_without_production')
      return jsonResponse(201, { ...(body as object), ...stored, id, status: 'ONGOING' });
    if (method === 'POST' && url === '/api/carbon/draft/create')
      return jsonResponse(201, { ...(body as object), ...stored, id, status: 'DRAFT' });
    if (method === 'POST' && url === '/api/carbon/upload')
      return jsonResponse(201, { name: 'x', file: { Key: 'k' } });
    return undefined;
  });
}

function renderWizard() {
  return renderWithProviders(<CarbonFirstPartRoute />, {
    path: '/carbon_footprint/first_part/:id?',
    route: '/carbon_footprint/first_part',
    routes: [{ path: '/my_footprints', element: <h1>My Footprints page</h1> }],
  });
}

beforeEach(() => {
  window.localStorage.clear();
  tokenStorage.setTokens({ accessToken: fakeAccessToken('user_1'), refreshToken: 'refresh' });
});
afterEach(() => tokenStorage.clear());

describe('the carbon footprint wizard, first part (spec 001 §2, §4, §5)', { timeout: 150_000 }, () => {
  it('opens a new footprint without an id, with the counters rules of step 1', async () => {
    stubCarbonApi();
    const { user } = renderWizard();
    expect(
      await screen.findByRole('heading', { name: 'New carbon footprint', level: 1 }),
    ).toBeInTheDocument();
    // The sub-counters are disabled while the total is 0 or less.
    expect(screen.getByLabelText('Steps with production information')).toBeDisabled();
    await user.type(screen.getByLabelText('Number of synthetic steps'), '3');
    const withInformation = screen.getByLabelText('Steps with production information');
    expect(withInformation).toBeEnabled();
    expect(withInformation).toHaveAttribute('max', '3');
    await user.clear(withInformation);
    await user.type(withInformation, '1');
    expect(await screen.findByText(messages.footprint.stepsSum)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Steps without production information'));
    await user.type(screen.getByLabelText('Steps without production information'), '2');
    await waitFor(() => expect(screen.queryByText(messages.footprint.stepsSum)).toBeNull());
    // Back to 0: the sub-counters go back to 0 and are disabled again.
    await user.clear(screen.getByLabelText('Number of synthetic steps'));
    await user.type(screen.getByLabelText('Number of synthetic steps'), '0');
    expect(screen.getByLabelText('Steps with production information')).toHaveValue(0);
    expect(screen.getByLabelText('Steps with production information')).toBeDisabled();
  });

  it("switches between 'Next step' and 'Validate' with the production-data answer, and sends step 1 without production data", async () => {
    const { calls } = stubCarbonApi();
    const { user, router } = renderWizard();
    await user.type(await screen.findByLabelText('Name'), 'Aspirin API');
    await user.type(screen.getByLabelText('CAS number'), '50-78-2');
    expect(screen.getByRole('button', { name: 'Next step' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Name of the supplier')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.getByRole('button', { name: 'Validate' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name of the supplier'), 'BASF');
    // Yes hides the supplier fields and clears them (spec 001 §4).
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.queryByLabelText('Name of the supplier')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.getByLabelText('Name of the supplier')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText(messages.footprint.supplierEmpty)).toBeInTheDocument();
    expect(screen.getByText(messages.footprint.productionCountryEmpty)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name of the supplier'), 'BASF');
    await user.type(screen.getByRole('combobox', { name: 'Country of production' }), 'Germ');
    await user.click(await screen.findByRole('option', { name: 'Germany' }));
    await user.click(screen.getByRole('button', { name: 'Validate' }));

    expect(await screen.findByRole('heading', { name: 'My Footprints page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my_footprints');
    const sent = calls.find((call) => call.url === '/api/carbon/create_without_production');
    expect(sent?.body).toMatchObject({
      name: 'Aspirin API',
      nameOfSupplier: 'BASF',
      productionCountry: 'DE',
      reactionNumber: 0,
    });
  });

  it('maps the contact under its true labels to the spec wire names, and refuses a file over 1.2 MB before sending it', async () => {
    const { calls } = stubCarbonApi();
    const { user } = renderWizard();
    await user.type(await screen.findByLabelText('Name'), 'Ibuprofen API');
    await user.type(screen.getByLabelText('CAS number'), '15687-27-1');
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await user.type(await screen.findByLabelText('Contact person function'), 'Buyer');
    await user.type(screen.getByLabelText('Contact person email'), 'not-an-email');
    expect(await screen.findByText(messages.email.invalid)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Contact person email'));
    await user.type(screen.getByLabelText('Contact person email'), 'buyer@example.com');

    const big = new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], 'big.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Molecular structure *'), big);
    expect(await screen.findByText(messages.footprint.fileTooLarge)).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/carbon/upload')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/carbon/draft/create')).toBe(true));
    const draft = calls.find((call) => call.url === '/api/carbon/draft/create');
    // Spec quirk kept on the wire: the 'email' field holds the function, the 'function' field the e-mail.
    expect(draft?.body).toMatchObject({
      reportDataContactPersonEmail: 'Buyer',
      reportDataContactPersonFunction: 'buyer@example.com',
      wizardStep: 1,
    });
  });

  it("shows 'Error while uploading file' with the server's reason under it, and names the limit as the error does", async () => {
    stubApi(({ method, url }) => {
      if (url === '/api/countries') return jsonResponse(200, countries);
      if (url === '/api/plant') return jsonResponse(200, []);
      if (method === 'POST' && url === '/api/carbon/upload')
        return apiErrorResponse(415, {
          message: serverMessages.uploadTypeRefused,
          code: 'UNSUPPORTED_MEDIA_TYPE',
        });
      return undefined;
    });
    const { user } = renderWizard();
    await user.type(await screen.findByLabelText('Name'), 'Ibuprofen API');
    await user.type(screen.getByLabelText('CAS number'), '15687-27-1');
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    // The hint describes the limit in the spec's own words for it ('1mo', spec 001 §8, §9).
    const hints = await screen.findAllByText(messages.footprint.uploadHint);
    expect(hints).toHaveLength(3);
    expect(messages.footprint.uploadHint).toContain('less than 1mo');
    expect(messages.footprint.fileTooLarge).toContain('less than 1mo');

    // An executable renamed .pdf: the server refuses it by its bytes.
    const exe = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00])], 'setup.pdf', {
      type: 'application/pdf',
    });
    await user.upload(screen.getByLabelText('Molecular structure *'), exe);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.footprint.uploadFailed);
    expect(within(alert).getByText(serverMessages.uploadTypeRefused)).toBeInTheDocument();
    expect(alert.textContent).toBe(`${messages.footprint.uploadFailed}${serverMessages.uploadTypeRefused}`);
  });
});
