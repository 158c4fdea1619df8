import {
  en,
  fr,
  type PactConnectionList,
  type PactRequest,
  pactConnectionCreatedSchema,
  pactConnectionListSchema,
  pactFootprintChoiceListSchema,
  pactMessages,
  pactPublicationSchema,
  pactPublishResultSchema,
  pactRequestPageSchema,
  staffPactFootprintListSchema,
} from '@pharmatrace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { setLanguage } from '@/lib/language';
import {
  apiErrorResponse,
  apiResponse,
  jsonResponse,
  renderWithProviders,
  stubApi,
} from '@/testing/test-utils';
import { FootprintRequests } from '../footprint-requests';
import { PactConnections } from '../pact-connections';
import { PublishPanel } from '../publish-panel';
import { StaffPactFootprints } from '../staff-pact-footprints';

const endpoints = {
  apiBaseUrl: 'https://portal.test/api/pact',
  tokenUrl: 'https://portal.test/api/pact/auth/token',
};
const hospital = {
  id: 'c1',
  name: 'Hospital group',
  clientId: 'pact-abc',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
  callbackApiUrl: null,
};

describe('PACT connections', () => {
  it('creates a connection and shows its secret once, with the addresses to give', async () => {
    let list: PactConnectionList = { ...endpoints, connections: [] };
    const { calls } = stubApi(({ method, url }) => {
      if (method === 'GET' && url === '/api/pact/connections')
        return apiResponse(pactConnectionListSchema, list);
      if (method === 'POST' && url === '/api/pact/connections') {
        list = { ...list, connections: [hospital] };
        return apiResponse(
          pactConnectionCreatedSchema,
          { id: 'c1', name: 'Hospital group', clientId: 'pact-abc', clientSecret: 'pts_the-secret' },
          201,
        );
      }
      return undefined;
    });
    const { user } = renderWithProviders(<PactConnections />);
    await user.click(await screen.findByRole('button', { name: 'New connection' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create connection' }));
    expect(await within(dialog).findByText(pactMessages.nameEmpty)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Customer'), 'Hospital group');
    // Half a callback is refused with the screen's words, before anything is sent.
    await user.type(within(dialog).getByLabelText('API base URL'), 'http://not-https.example');
    await user.click(within(dialog).getByRole('button', { name: 'Create connection' }));
    expect(await within(dialog).findByText(pactMessages.callbackUrlInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(pactMessages.callbackClientIdEmpty)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('API base URL'));
    await user.click(within(dialog).getByRole('button', { name: 'Create connection' }));

    expect(await within(dialog).findByText('pts_the-secret')).toBeInTheDocument();
    expect(within(dialog).getByText('https://portal.test/api/pact/auth/token')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Hospital group' });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    const row = await screen.findByRole('row', { name: /Hospital group/ });
    expect(within(row).getByText('Never')).toBeInTheDocument();
    expect(screen.queryByText('pts_the-secret')).not.toBeInTheDocument();
  });

  it('asks before revoking, and says why a revocation failed', async () => {
    const { calls } = stubApi(({ method, url }) => {
      if (method === 'GET' && url === '/api/pact/connections')
        return apiResponse(pactConnectionListSchema, { ...endpoints, connections: [hospital] });
      if (method === 'DELETE')
        return apiErrorResponse(404, { message: pactMessages.connectionNotFound, code: 'NOT_FOUND' });
      return undefined;
    });
    const { user } = renderWithProviders(<PactConnections />);
    await user.click(await screen.findByRole('button', { name: 'Revoke Hospital group' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke this connection?' });
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByText(pactMessages.connectionNotFound)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      '/api/pact/connections/c1',
    ]);
  });
});

describe('Publish over PACT', () => {
  it('publishes with the product code and says who can read it; the server’s refusal is shown', async () => {
    let published = false;
    let refuse = true;
    const { calls } = stubApi(({ method, url }) => {
      if (method === 'GET' && url === '/api/carbon/p1/pact')
        return apiResponse(pactPublicationSchema, {
          footprintId: published ? 'f1' : null,
          publishedAt: published ? '2026-11-25T10:00:00.000Z' : null,
          versions: published ? 1 : 0,
          connections: 2,
          productCode: published ? 'ATV-1' : null,
        });
      if (method === 'POST' && url === '/api/carbon/p1/publish') {
        if (refuse)
          return apiErrorResponse(409, {
            message: pactMessages.publishNeedsCompletedFootprint,
            code: 'CONFLICT',
          });
        published = true;
        return apiResponse(pactPublishResultSchema, {
          footprintId: 'f1',
          publishedAt: '2026-11-25T10:00:00.000Z',
          versions: 1,
          connections: 2,
          productCode: 'ATV-1',
          isNewVersion: true,
        });
      }
      return undefined;
    });
    const { user } = renderWithProviders(<PublishPanel projectId="p1" />);
    expect(await screen.findByText(/Not published/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your product code (optional)'), 'ATV-1');
    // Issue #36: nothing is sent before the client confirms; cancelling sends nothing.
    await user.click(screen.getByRole('button', { name: pactMessages.publishButton }));
    let dialog = await screen.findByRole('dialog', { name: 'Publish this footprint over PACT?' });
    expect(dialog).toHaveTextContent(
      'The 2 connections of your account can read it as soon as it is published.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    // The form's submission ends once the dialog is answered: its button is back.
    await user.click(await screen.findByRole('button', { name: pactMessages.publishButton }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(pactMessages.publishNeedsCompletedFootprint)).toBeInTheDocument();
    refuse = false;
    await user.click(await screen.findByRole('button', { name: pactMessages.publishButton }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/version 1\), readable by 2 connections/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ productCode: 'ATV-1' });
  });
});

/** One page of the inbox holding every request given (the API's answer, checked by its schema). */
const inboxPage = (requests: PactRequest[]) =>
  apiResponse(pactRequestPageSchema, { requests, total: requests.length, nextCursor: null });

describe('Footprint requests', () => {
  const pending: PactRequest = {
    id: 'r1',
    connectionName: 'Hospital group',
    eventId: 'e1',
    receivedAt: '2026-11-25T09:00:00.000Z',
    criteria: { productId: ['urn:pact:cas.org:substance-number:73590-58-6'] },
    comment: 'For our tender',
    status: 'PENDING',
    rejectReason: null,
    projectId: null,
    answeredAt: null,
    delivery: null,
  };

  it('names what a request asks for, which footprint and version answered it, and the sending attempts (issue #36)', async () => {
    const requests: PactRequest[] = [
      { ...pending, substances: [{ cas: '73590-58-6', name: 'Omeprazole API' }] },
      {
        ...pending,
        id: 'r2',
        connectionName: 'Clinic buyers',
        criteria: { productId: ['urn:pact:cas.org:substance-number:15687-27-1'] },
        substances: [{ cas: '15687-27-1', name: null }],
        status: 'FULFILLED',
        answeredAt: '2026-11-26T09:00:00.000Z',
        delivery: 'GAVE_UP',
        attempts: 3,
        answeredWith: [{ footprintId: 'pf-2', version: 2, productName: 'Ibuprofen API' }],
      },
    ];
    stubApi(({ method, url }) =>
      method === 'GET' && url === '/api/pact/requests' ? inboxPage(requests) : undefined,
    );
    renderWithProviders(<FootprintRequests />);
    const named = await screen.findByRole('row', { name: /Hospital group/ });
    expect(within(named).getByText('Omeprazole API (CAS 73590-58-6)')).toBeInTheDocument();
    expect(named.textContent).not.toContain('urn:pact');
    const answered = screen.getByRole('row', { name: /Clinic buyers/ });
    expect(within(answered).getByText('CAS 15687-27-1')).toBeInTheDocument();
    expect(within(answered).getByText('Answered with Ibuprofen API, version 2')).toBeInTheDocument();
    expect(within(answered).getByText('3 sending attempts')).toBeInTheDocument();
    expect(within(answered).getByText('Fulfilled, not delivered')).toBeInTheDocument();
  });

  it('rejects a request with a reason, then shows it answered', async () => {
    let requests = [pending];
    const { calls } = stubApi(({ method, url }) => {
      if (method === 'GET' && url === '/api/pact/requests') return inboxPage(requests);
      if (method === 'POST' && url === '/api/pact/requests/r1/reject') {
        requests = [{ ...pending, status: 'REJECTED', rejectReason: 'Not ours', delivery: 'PENDING' }];
        return jsonResponse(200, { message: 'ok' });
      }
      return undefined;
    });
    const { user } = renderWithProviders(<FootprintRequests />);
    const row = await screen.findByRole('row', { name: /Hospital group/ });
    expect(within(row).getByText(/73590-58-6/)).toBeInTheDocument();
    expect(within(row).getByText('“For our tender”')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Reject the request of Hospital group' }));
    const dialog = screen.getByRole('dialog');
    const reject = within(dialog).getByRole('button', { name: 'Reject' });
    await user.click(reject);
    expect(await within(dialog).findByText(pactMessages.rejectReasonEmpty)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Not ours');
    await user.click(reject);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Rejected, sending')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Not ours' });
  });

  it('sends a published footprint chosen in the list', async () => {
    const footprintId = '6f1f7a9e-3c1e-4f5e-9a55-0c7f2f4c9d10';
    const { calls } = stubApi(({ method, url }) => {
      if (method === 'GET' && url === '/api/pact/requests') return inboxPage([pending]);
      if (method === 'GET' && url === '/api/pact/footprints')
        return apiResponse(pactFootprintChoiceListSchema, [
          {
            id: footprintId,
            projectId: 'p1',
            productName: 'Atorvastatin API',
            publishedAt: '2026-11-20T10:00:00.000Z',
          },
        ]);
      if (method === 'POST' && url === '/api/pact/requests/r1/fulfil')
        return jsonResponse(200, { message: 'ok' });
      return undefined;
    });
    const { user } = renderWithProviders(<FootprintRequests />);
    const row = await screen.findByRole('row', { name: /Hospital group/ });
    await user.click(within(row).getByRole('button', { name: 'Send a footprint to Hospital group' }));
    const dialog = screen.getByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(pactMessages.fulfilWithUnknownFootprint)).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Footprint'), footprintId);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ footprintId });
  });

  it('warns before sending another product’s footprint, and sends it only once confirmed (issue #36)', async () => {
    const footprintId = '6f1f7a9e-3c1e-4f5e-9a55-0c7f2f4c9d11';
    const amlodipine: PactRequest = {
      ...pending,
      criteria: { productId: ['urn:pact:cas.org:substance-number:88150-42-9'] },
    };
    const { calls } = stubApi(({ method, url }) => {
      if (method === 'GET' && url === '/api/pact/requests') return inboxPage([amlodipine]);
      if (method === 'GET' && url === '/api/pact/footprints')
        return apiResponse(pactFootprintChoiceListSchema, [
          {
            id: footprintId,
            projectId: 'p1',
            productName: 'Atorvastatin API',
            publishedAt: '2026-11-20T10:00:00.000Z',
            productIds: ['urn:pact:cas.org:substance-number:134523-00-5'],
          },
        ]);
      if (method === 'POST' && url === '/api/pact/requests/r1/fulfil')
        return jsonResponse(200, { message: 'ok' });
      return undefined;
    });
    const { user } = renderWithProviders(<FootprintRequests />);
    const row = await screen.findByRole('row', { name: /Hospital group/ });
    await user.click(within(row).getByRole('button', { name: 'Send a footprint to Hospital group' }));
    const dialog = screen.getByRole('dialog');
    await user.selectOptions(await within(dialog).findByLabelText('Footprint'), footprintId);
    const warning = pactMessages.productMismatch
      .replace('{requested}', 'CAS 88150-42-9')
      .replace('{footprint}', 'CAS 134523-00-5');
    expect(within(dialog).getByText(warning)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('checkbox', { name: en['pact.fulfil.confirmMismatch'] });
    expect(confirm).not.toBeChecked();
    await user.click(confirm);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ footprintId, confirmMismatch: true });
  });

  it('says the mismatch in French', async () => {
    setLanguage('fr');
    onTestFinished(() => setLanguage('en'));
    const amlodipine: PactRequest = {
      ...pending,
      criteria: { productId: ['urn:pact:cas.org:substance-number:88150-42-9'] },
    };
    stubApi(({ method, url }) => {
      if (method === 'GET' && url === '/api/pact/requests') return inboxPage([amlodipine]);
      if (method === 'GET' && url === '/api/pact/footprints')
        return apiResponse(pactFootprintChoiceListSchema, [
          {
            id: 'f2',
            projectId: 'p1',
            productName: 'Atorvastatin API',
            publishedAt: '2026-11-20T10:00:00.000Z',
            productIds: ['urn:pact:cas.org:substance-number:134523-00-5'],
          },
        ]);
      return undefined;
    });
    const { user } = renderWithProviders(<FootprintRequests />);
    const row = await screen.findByRole('row', { name: /Hospital group/ });
    await user.click(within(row).getByRole('button', { name: 'Envoyer une empreinte à Hospital group' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(await within(dialog).findByLabelText(fr['pact.fulfil.footprint']), 'f2');
    const warning = fr['pact.productMismatch']
      .replace('{requested}', 'CAS 88150-42-9')
      .replace('{footprint}', 'CAS 134523-00-5');
    expect(within(dialog).getByText(warning)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('checkbox', { name: fr['pact.fulfil.confirmMismatch'] }),
    ).toBeInTheDocument();
  });

  it('says when there is no request yet', async () => {
    stubApi(({ url }) => (url === '/api/pact/requests' ? inboxPage([]) : undefined));
    renderWithProviders(<FootprintRequests />);
    expect(await screen.findByText('No request yet')).toBeInTheDocument();
  });

  it('shows how many of the requests are listed and reads the next page on demand (issue #35)', async () => {
    const older: PactRequest = { ...pending, id: 'r0', eventId: 'e0', connectionName: 'Older buyer' };
    const { calls } = stubApi(({ method, url }) => {
      if (method !== 'GET') return undefined;
      if (url === '/api/pact/requests')
        return apiResponse(pactRequestPageSchema, { requests: [pending], total: 2, nextCursor: 'after r1' });
      if (url === '/api/pact/requests?cursor=after%20r1')
        return apiResponse(pactRequestPageSchema, { requests: [older], total: 2, nextCursor: null });
      return undefined;
    });
    const { user } = renderWithProviders(<FootprintRequests />);
    expect(await screen.findByRole('row', { name: /Hospital group/ })).toBeInTheDocument();
    expect(screen.getByText('1 of 2 requests shown')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Older buyer/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more requests' }));
    expect(await screen.findByRole('row', { name: /Older buyer/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Hospital group/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more requests' })).not.toBeInTheDocument();
    expect(screen.queryByText(/of 2 requests shown/)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/pact/requests')).map((c) => c.url)).toEqual([
      '/api/pact/requests',
      '/api/pact/requests?cursor=after%20r1',
    ]);
  });
});

describe('the PACT screens in French (issue #27)', () => {
  afterEach(() => setLanguage('en'));
  const englishOf = (...keys: (keyof typeof en)[]) => keys.map((key) => en[key]);
  const expectNoEnglish = (...keys: (keyof typeof en)[]) => {
    const text = document.body.textContent ?? '';
    for (const english of englishOf(...keys)) expect(text).not.toContain(english);
  };

  it('lists the connections and creates one in French, the form refusing in French', async () => {
    setLanguage('fr');
    stubApi(({ method, url }) =>
      method === 'GET' && url === '/api/pact/connections'
        ? apiResponse(pactConnectionListSchema, { ...endpoints, connections: [hospital] })
        : undefined,
    );
    const { user } = renderWithProviders(<PactConnections />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexions PACT' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Hospital group/ });
    expect(within(row).getByText('Jamais')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Révoquer Hospital group' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Dernière utilisation' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nouvelle connexion' }));
    const dialog = screen.getByRole('dialog', { name: 'Nouvelle connexion PACT' });
    await user.click(within(dialog).getByRole('button', { name: 'Créer la connexion' }));
    expect(await within(dialog).findByText(fr['pact.nameEmpty'])).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Son secret client pour vous')).toBeInTheDocument();
    expectNoEnglish('pact.connectionsDescription', 'pact.createIntro', 'pact.addresses', 'pact.nameEmpty');
  });

  it('publishes in French, with the number of connections that can read the footprint', async () => {
    setLanguage('fr');
    stubApi(({ method, url }) =>
      method === 'GET' && url === '/api/carbon/p1/pact'
        ? apiResponse(pactPublicationSchema, {
            footprintId: 'f1',
            publishedAt: '2026-11-25T10:00:00.000Z',
            versions: 2,
            connections: 1,
            productCode: 'ATV-1',
          })
        : undefined,
    );
    renderWithProviders(<PublishPanel projectId="p1" />);
    expect(
      await screen.findByText('Publiée le 25/11/2026 (version 2), lisible par 1 connexion.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Échange PACT' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publier via PACT' })).toBeInTheDocument();
    expect(screen.getByLabelText('Votre code produit (facultatif)')).toHaveValue('ATV-1');
    expectNoEnglish('pact.exchange', 'pact.productCodeHint', 'pact.publishButton');
  });

  it('shows the requests in French and rejects one with a French refusal of an empty reason', async () => {
    setLanguage('fr');
    const pending: PactRequest = {
      id: 'r1',
      connectionName: 'Hospital group',
      eventId: 'e1',
      receivedAt: '2026-11-25T09:00:00.000Z',
      criteria: { productId: ['urn:pact:cas.org:substance-number:73590-58-6'], geography: ['FR'] },
      comment: 'For our tender',
      status: 'PENDING',
      rejectReason: null,
      projectId: null,
      answeredAt: null,
      delivery: null,
    };
    const answered: PactRequest = { ...pending, id: 'r2', status: 'FULFILLED', delivery: 'GAVE_UP' };
    stubApi(({ method, url }) =>
      method === 'GET' && url === '/api/pact/requests' ? inboxPage([pending, answered]) : undefined,
    );
    const { user } = renderWithProviders(<FootprintRequests />);
    expect(
      await screen.findByRole('heading', { level: 1, name: "Demandes d'empreintes" }),
    ).toBeInTheDocument();
    const rows = await screen.findAllByRole('row', { name: /Hospital group/ });
    expect(within(rows[0]!).getByText(/73590-58-6, en FR/)).toBeInTheDocument();
    expect(within(rows[0]!).getByText('À traiter')).toBeInTheDocument();
    // The customer's comment is its own words: shown as written.
    expect(within(rows[0]!).getByText('“For our tender”')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Satisfaite, non remise')).toBeInTheDocument();
    await user.click(within(rows[0]!).getByRole('button', { name: 'Refuser la demande de Hospital group' }));
    const dialog = screen.getByRole('dialog', { name: 'Refuser cette demande ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    expect(await within(dialog).findByText(fr['pact.rejectReasonEmpty'])).toBeInTheDocument();
    expectNoEnglish('pact.requests.description', 'pact.request.toAnswer', 'pact.reject.reasonHint');
  });

  it('lists the published footprints for the staff in French', async () => {
    setLanguage('fr');
    stubApi(({ url }) =>
      url === '/api/admin/pact/footprints'
        ? apiResponse(staffPactFootprintListSchema, [
            {
              id: '6f1f7a9e-3c1e-4f5e-9a55-0c7f2f4c9d10',
              projectId: 'p1',
              productName: 'Atorvastatin API',
              companyName: 'Pharma SA',
              clientId: 'client-1',
              status: 'Deprecated',
              publishedAt: '2026-11-20T10:00:00.000Z',
              connections: 2,
            },
          ])
        : undefined,
    );
    renderWithProviders(<StaffPactFootprints />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Empreintes PACT' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Atorvastatin API/ });
    expect(within(row).getByText('Obsolète')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Identifiant PACT' })).toBeInTheDocument();
    expectNoEnglish('pact.staff.description', 'pact.staff.Deprecated');
  });
});
