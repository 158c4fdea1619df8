import {
  carbonSecondPartSubmitSchema,
  en,
  footprintEstimateSchema,
  footprintResultDetailSchema,
  fr,
  projectStatusLabel,
} from '@pharmatrace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, seedDemoData } from '../src/seed/demo';
import { demoPactConnection } from '../src/seed/demo-accounts';
import { ibuprofen, paracetamol } from '../src/seed/demo-chemistry';
import { login } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { pdfText } from './helpers/pdf-text';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo data', () => {
  it('seeds accounts, projects in every status, documents and plants once', async () => {
    const created = await seedDemoData(t.app);
    expect(created?.map((c) => c.email)).toEqual([
      demoAccounts.main.email,
      demoAccounts.subUser.email,
      demoAccounts.staff.email,
      demoAccounts.secondClient.email,
      demoAccounts.awaitingValidation.email,
      demoAccounts.french.email,
    ]);
    expect(await seedDemoData(t.app)).toBeNull();
    // One account awaiting validation (it can log in, not create), the others validated.
    const pending = await login(
      t,
      demoAccounts.awaitingValidation.email,
      demoAccounts.awaitingValidation.password,
    );
    expect(
      (await t.request({ method: 'GET', url: '/api/client/validation', token: pending.accessToken })).json(),
    ).toEqual({ validated: false });
    const demoClient = await login(t, demoAccounts.main.email, demoAccounts.main.password);
    expect(
      (
        await t.request({ method: 'GET', url: '/api/client/validation', token: demoClient.accessToken })
      ).json(),
    ).toEqual({ validated: true });

    const { accessToken } = await login(t, demoAccounts.main.email, demoAccounts.main.password);
    const get = async (url: string) => (await t.request({ method: 'GET', url, token: accessToken })).json();
    const carbon = await get('/api/carbon');
    expect(carbon.map((p: { status: string }) => p.status).sort()).toEqual(
      ['CHECK', 'CHECK2', 'COMPLETED', 'DRAFT', 'DRAFT2', 'ONGOING2'].sort(),
    );
    const origin = await get('/api/origin');
    expect(new Set(origin.map((p: { status: string }) => projectStatusLabel(p.status)))).toEqual(
      new Set(['Draft', 'On-going', 'Check', 'Completed']),
    );
    const completed = await get('/api/origin/completed');
    expect(completed).toHaveLength(1);
    const report = await t.request({ method: 'GET', url: completed[0].reportUrl });
    expect(report.statusCode).toBe(200);
    expect(report.body.startsWith('%PDF-')).toBe(true);

    const client = await get('/api/client');
    expect(client.subscriptionsUrl.map((s: { year: number }) => s.year)).toEqual([
      new Date().getFullYear() - 1,
      new Date().getFullYear(),
    ]);
    expect((await t.request({ method: 'GET', url: client.pricingUrl })).statusCode).toBe(200);
    const plants = await get('/api/plant');
    expect(plants).toHaveLength(4);

    // The label wizards open on real data: the drafts and the CHECK hold documents the server
    // accepts, naming the demo plants, so the demo client can finish and validate them.
    const substances = await get('/api/substance');
    const inCheck = substances.find((p: { status: string }) => p.status === 'CHECK');
    const stored = await get(`/api/substance/${inCheck.id}`);
    const plantIds = new Set(plants.map((p: { id: string }) => p.id));
    expect(stored.tree.manufacturers.every((m: { plantId: string }) => plantIds.has(m.plantId))).toBe(true);
    const { inn, cas, codeHs, type, tree } = stored;
    const validated = await t.request({
      method: 'POST',
      url: `/api/substance/validate/${inCheck.id}`,
      token: accessToken,
      // The revision the GET answered, as a client that read the project sends it back.
      payload: { inn, cas, codeHs, type, tree, revision: stored.revision },
    });
    expect(validated.statusCode).toBe(200);
    expect(validated.json().status).toBe('ONGOING');
    // The second-part wizard opens on both (issue #11): the DRAFT2 as its autosave left it
    // (reaction 1 typed but for its organic waste and recovery, reaction 2 not reached), the
    // CHECK2 complete, sent back by the client as it stands.
    const idOf = (status: string) => carbon.find((p: { status: string }) => p.status === status).id as string;
    const secondPartOf = (status: string) => get(`/api/carbon/second_part/${idOf(status)}`);
    const inProgress = await secondPartOf('DRAFT2');
    expect(inProgress.substances).toHaveLength(1);
    expect(inProgress.substances[0]).toMatchObject({
      usedInReactionId: 'substance_intermediate',
      weightPerBatch: '500',
    });
    // Issue #23: each shows its preliminary estimate; the DRAFT2's unfinished balance and missing
    // reaction show as a warning and a gap; the completed one holds its adopted estimate.
    const estimateOf = (status: string) => get(`/api/carbon/${idOf(status)}/estimate`);
    const draft2 = footprintEstimateSchema.parse(await estimateOf('DRAFT2'));
    expect(draft2.value).toBeGreaterThan(0);
    expect(draft2.warnings.map((w) => w.code)).toContain('MASS_BALANCE_NOT_CLOSED');
    expect(draft2.dataGaps.some((g) => g.at?.list === 'reaction' && g.at.reaction === 2)).toBe(true);
    for (const status of ['CHECK2', 'COMPLETED']) {
      const estimate = footprintEstimateSchema.parse(await estimateOf(status));
      expect(estimate.warnings).toEqual([]);
      expect(estimate.primaryDataShare).toBeGreaterThan(0);
    }
    // The completed footprint is the route docs/ibuprofen-hand-check.md computes by hand, term by
    // term (packages/footprint/src/demo-ibuprofen.test.ts types the same route): its headline.
    expect(footprintEstimateSchema.parse(await estimateOf('COMPLETED')).value).toBeCloseTo(14.6413, 4);
    const completedFootprint = carbon.find((p: { status: string }) => p.status === 'COMPLETED');
    const result = footprintResultDetailSchema.parse(
      await get(`/api/carbon/${completedFootprint.id}/result`),
    );
    expect(result.origin).toBe('ESTIMATE');
    expect(completedFootprint.footprint).toEqual({ value: result.value, uncertainty: result.uncertainty });
    // Ibuprofen's BHC route (carbonylation, hydrogenation, acetylation) and the alkylation of
    // toluene that makes its isobutylbenzene: one result per reaction, named for its product.
    expect(result.estimate!.byReaction.map((r) => r.name)).toEqual(
      ibuprofen.substances.slice(0, -1).map((s, i) => (i === 0 ? 'Ibuprofen API' : s.name)),
    );
    expect(result.estimate!.byReaction).toHaveLength(4);
    const amended = await secondPartOf('CHECK2');
    // Paracetamol back to benzene: acetylation, hydrogenation, nitration, Hock, alkylation.
    expect(amended.substances.map((s: { usedInReactionId: string }) => s.usedInReactionId)).toEqual(
      paracetamol.reactions.map((r) => r.usedInReactionId),
    );
    expect(amended.substances).toHaveLength(5);
    // What the client would send as it stands passes every rule (the next test uses it as CHECK2).
    const sendable = carbonSecondPartSubmitSchema.safeParse({
      plants: amended.plants,
      substances: amended.substances,
      revision: amended.revision,
    });
    expect(sendable.error?.issues ?? []).toEqual([]);

    const originDraft = origin.find((p: { status: string }) => p.status === 'DRAFT');
    expect((await get(`/api/origin/${originDraft.id}`)).wizardStep).toBe(3);

    const sub = await login(t, demoAccounts.subUser.email, demoAccounts.subUser.password);
    const subView = await t.request({ method: 'GET', url: '/api/carbon', token: sub.accessToken });
    expect(subView.json()).toHaveLength(carbon.length);
  });

  it('shows each completed label with the European-origin figures staff confirmed (issue #14)', async () => {
    const { accessToken } = await login(t, demoAccounts.main.email, demoAccounts.main.password);
    const get = async (url: string) => (await t.request({ method: 'GET', url, token: accessToken })).json();
    let seen = 0;
    for (const path of ['origin', 'substance']) {
      for (const project of await get(`/api/${path}`)) {
        if (project.status !== 'COMPLETED') continue;
        seen += 1;
        const detail = await get(`/api/${path}/${project.id}`);
        expect(detail.euOriginConfirmed?.figures.length, project.id).toBeGreaterThan(0);
        expect(detail.euOriginConfirmed.rulesVersion).toBe(1);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('names as each footprint’s contact one of its own company’s users (issue #29)', async () => {
    const staff = await login(t, demoAccounts.staff.email, demoAccounts.staff.password);
    const get = async (url: string) =>
      (await t.request({ method: 'GET', url, token: staff.accessToken })).json();
    const clients: { id: string; companyName: string; users: { name: string; email: string }[] }[] =
      await get('/api/admin/clients');
    const panel = await get('/api/admin/projects?pageSize=100&kind=CARBON');
    const contacts: string[] = [];
    for (const row of panel.items as { id: string; name: string; client: { id: string } }[]) {
      const project = await get(`/api/admin/carbon/${row.id}`);
      const contact = project.reportDataContactPersonName;
      if (!contact) continue;
      const own = clients.find((client) => client.id === row.client.id);
      expect(
        own?.users.map((user) => user.name),
        `${row.name}: ${contact}`,
      ).toContain(contact);
      // Spec 001 §3: the 'function' field holds the e-mail.
      expect(
        own?.users.map((user) => user.email),
        row.name,
      ).toContain(project.reportDataContactPersonFunction);
      contacts.push(`${row.name}: ${contact}`);
    }
    expect(contacts).toContain('Paracetamol API: Marc Durand');
  });

  it('gives the staff screens a project in every state they show, with the provider’s amendments', async () => {
    const staff = await login(t, demoAccounts.staff.email, demoAccounts.staff.password);
    const get = async (url: string, token = staff.accessToken) =>
      (await t.request({ method: 'GET', url, token })).json();
    const post = (url: string, payload: object) =>
      t.request({ method: 'POST', url, token: staff.accessToken, payload });

    // Two companies with projects to filter by (and one new account awaiting validation), every
    // status of spec 001 §2 that has an edit link.
    const clients = await get('/api/admin/clients');
    expect(clients.map((c: { companyName: string }) => c.companyName)).toEqual([
      'CHU Atlantique',
      'Clinique Saint-Louis',
      'Demo Pharma Synthèse',
      'Laboratoires Durand',
    ]);
    const accounts = await get('/api/admin/accounts?sort=companyName&order=asc');
    expect(
      accounts.items.map((a: { companyName: string; validatedAt: string | null }) => [
        a.companyName,
        a.validatedAt !== null,
      ]),
    ).toEqual([
      ['CHU Atlantique', true],
      ['Clinique Saint-Louis', false],
      ['Demo Pharma Synthèse', true],
      ['Laboratoires Durand', true],
    ]);
    // The staff screens' audit log has the demo account's history and its projects' documents.
    const demoAccount = accounts.items.find(
      (a: { companyName: string }) => a.companyName === 'Demo Pharma Synthèse',
    );
    const demoAudit = await get(`/api/admin/audit?clientId=${demoAccount.id}&pageSize=200`);
    const actions = new Set(demoAudit.items.map((e: { action: string }) => e.action));
    for (const action of [
      'account.validated',
      'account.subscription_set',
      'project.report_uploaded',
      'project.invoice_status_set',
      'project.upload_added',
    ])
      expect(actions, action).toContain(action);
    const panel = await get('/api/admin/projects?pageSize=100');
    const states = new Set(panel.items.map((p: { kind: string; status: string }) => `${p.kind} ${p.status}`));
    for (const state of [
      'ORIGIN ONGOING',
      'ORIGIN CHECK',
      'SUBSTANCE ONGOING',
      'SUBSTANCE CHECK',
      'CARBON ONGOING',
      'CARBON CHECK',
      'CARBON ONGOING2',
      'CARBON CHECK2',
    ])
      expect(states).toContain(state);

    // The projects in CHECK hold the provider's amendment: the client sees what changed. (The
    // test above had the demo client accept its substance's amendments: Durand still has one.)
    const kindsInCheck = new Set<string>();
    for (const account of [demoAccounts.main, demoAccounts.secondClient]) {
      const { accessToken } = await login(t, account.email, account.password);
      for (const path of ['origin', 'substance', 'carbon']) {
        for (const project of await get(`/api/${path}`, accessToken)) {
          if (!project.status.startsWith('CHECK')) continue;
          kindsInCheck.add(path);
          const changes = await get(`/api/${path}/${project.id}/changes`, accessToken);
          expect(changes.total, `${path} ${project.status}`).toBeGreaterThan(0);
          expect(changes.amendments).toHaveLength(1);
        }
      }
    }
    expect(kindsInCheck).toEqual(new Set(['origin', 'substance', 'carbon']));

    // A footprint whose molecular structure staff replaced (issue #22): both files listed, and
    // the client's screens read the one in use.
    const omeprazole = panel.items.find((p: { name: string }) => p.name === 'Omeprazole API');
    const uploads = (await get(`/api/admin/carbon/${omeprazole.id}/documents`)).uploads;
    expect(
      uploads.map((u: { filename: string; current: boolean; uploadedBy: string }) => [
        u.filename,
        u.current,
        u.uploadedBy,
      ]),
    ).toEqual([
      ['Omeprazole API - molecular structure (corrected).pdf', true, 'Pharmatrace staff'],
      ['Omeprazole API - molecular structure.pdf', false, 'Claire Martin'],
    ]);
    const mainUser = await login(t, demoAccounts.main.email, demoAccounts.main.password);
    const inUse = await get(`/api/carbon/upload/${uploads[0].fileId}`, mainUser.accessToken);
    expect(inUse.filename).toBe('Omeprazole API - molecular structure (corrected).pdf');

    // The documents are real: staff can take each step on them as stored, each GET's answer sent
    // back as it is (its `revision` included, decision 0027).
    // Two companies may each have a footprint of the same product: a project is its name and status.
    const byName = (name: string, status?: string) =>
      panel.items.find(
        (p: { name: string; status: string }) => p.name === name && (!status || p.status === status),
      );
    const documentOf = async (path: string, id: string) => {
      const {
        client,
        plantOptions,
        versions,
        status,
        reportUrl,
        invoiceUrl,
        invoice,
        createdAt,
        updatedAt,
        ...rest
      } = await get(`/api/admin/${path}/${id}`);
      expect(versions.length).toBeGreaterThan(0);
      expect(plantOptions.length).toBe(4);
      return rest;
    };
    const firstPart = byName('Paracetamol API', 'ONGOING');
    const opened = await post(`/api/admin/carbon/validate/${firstPart.id}`, {
      ...(await documentOf('carbon', firstPart.id)),
      status: 'DRAFT2',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const withoutProduction = byName('Aspirin API', 'ONGOING');
    const { id: _, ...aspirin } = await documentOf('carbon', withoutProduction.id);
    const completed = await post(
      `/api/admin/carbon/validate_without_production/${withoutProduction.id}`,
      aspirin,
    );
    expect(completed.statusCode, completed.body).toBe(200);
    const secondPart = byName('Paracetamol API', 'CHECK2');
    const { plants, substances, revision } = await documentOf('carbon', secondPart.id);
    expect(plants.length).toBeGreaterThan(0);
    const done = await post(`/api/admin/carbon/second_part/validate/${secondPart.id}`, {
      plants,
      substances,
      revision,
      status: 'COMPLETED',
    });
    expect(done.statusCode, done.body).toBe(200);
    const origin = byName('Ibuprofen Demo 400 mg');
    const { id: originId, ...originDocument } = await documentOf('origin', origin.id);
    const originDone = await post(`/api/admin/origin/validate/${originId}`, {
      ...originDocument,
      status: 'COMPLETED',
    });
    expect(originDone.statusCode, originDone.body).toBe(200);
  });

  it('has a user who works in French (issue #27): its language stored, its projects, its certificate in French', async () => {
    const french = await login(t, demoAccounts.french.email, demoAccounts.french.password);
    const get = (url: string) => t.request({ method: 'GET', url, token: french.accessToken });
    // Stored on the user, not asked by the request: e-mails and PDFs follow it with no switch.
    expect((await get('/api/auth/language')).json()).toEqual({ language: 'fr' });

    // A project in three statuses, so that its lists show French status names.
    const projects = [
      ...(await get('/api/origin')).json(),
      ...(await get('/api/substance')).json(),
      ...(await get('/api/carbon')).json(),
    ] as { id: string; status: string; name?: string; inn?: string; drugProductName?: string }[];
    // Each list names its projects by its own field (spec 001 §7).
    const nameOf = (p: (typeof projects)[number]) => p.name ?? p.inn ?? p.drugProductName;
    expect(projects.map((p) => [nameOf(p), p.status]).sort()).toEqual(
      [
        ['Amoxicilline CHU 500 mg', 'DRAFT'],
        ['Amoxicilline, substance active', 'ONGOING'],
        ['amoxicilline', 'COMPLETED'],
      ].sort(),
    );
    // Its footprint names one of its own people as the report's contact (issue #29).
    const footprint = projects.find((p) => p.status === 'ONGOING')!;
    expect((await get(`/api/carbon/${footprint.id}`)).json()).toMatchObject({
      reportDataContactPersonName: 'Sophie Lefèvre',
      reportDataContactPersonFunction: demoAccounts.french.email,
    });

    // The completed label's certificate is French with no Accept-Language: the stored language.
    const label = projects.find((p) => p.status === 'COMPLETED')!;
    const certificate = await get(`/api/substance/${label.id}/certificate.pdf`);
    expect(certificate.statusCode).toBe(200);
    const text = pdfText(certificate.rawPayload);
    expect(text).toContain(fr['certificate.title']);
    expect(text).not.toContain(en['certificate.title']);
  });

  it('shows the PACT exchange (issue #24): a published footprint, a connection with the README’s credentials, a request to answer', async () => {
    const main = await login(t, demoAccounts.main.email, demoAccounts.main.password);
    const token = await t.request({
      method: 'POST',
      url: '/api/pact/auth/token',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${demoPactConnection.clientId}:${demoPactConnection.clientSecret}`).toString('base64')}`,
      },
      payload: 'grant_type=client_credentials',
    });
    expect(token.statusCode, token.body).toBe(200);
    const footprints = await t.request({
      method: 'GET',
      url: '/api/pact/3/footprints',
      headers: { authorization: `Bearer ${token.json().access_token}` },
    });
    expect(footprints.json().data.map((f: { productNameCompany: string }) => f.productNameCompany)).toEqual([
      'Ibuprofen API',
    ]);
    const connections = await t.request({
      method: 'GET',
      url: '/api/pact/connections',
      token: main.accessToken,
    });
    expect(connections.json().connections).toMatchObject([{ name: demoPactConnection.name }]);
    const requests = await t.request({ method: 'GET', url: '/api/pact/requests', token: main.accessToken });
    expect(requests.json().requests).toMatchObject([
      { status: 'PENDING', connectionName: demoPactConnection.name },
    ]);
  });
});
