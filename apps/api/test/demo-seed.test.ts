import { projectStatusLabel } from '@pharmatrace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, seedDemoData } from '../src/seed/demo';
import { login } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';

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
    ]);
    expect(await seedDemoData(t.app)).toBeNull();

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
      payload: { inn, cas, codeHs, type, tree },
    });
    expect(validated.statusCode).toBe(200);
    expect(validated.json().status).toBe('ONGOING');
    const originDraft = origin.find((p: { status: string }) => p.status === 'DRAFT');
    expect((await get(`/api/origin/${originDraft.id}`)).wizardStep).toBe(3);

    const sub = await login(t, demoAccounts.subUser.email, demoAccounts.subUser.password);
    const subView = await t.request({ method: 'GET', url: '/api/carbon', token: sub.accessToken });
    expect(subView.json()).toHaveLength(carbon.length);
  });
});
