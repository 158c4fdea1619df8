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
    expect(await get('/api/plant')).toHaveLength(2);

    const sub = await login(t, demoAccounts.subUser.email, demoAccounts.subUser.password);
    const subView = await t.request({ method: 'GET', url: '/api/carbon', token: sub.accessToken });
    expect(subView.json()).toHaveLength(carbon.length);
  });
});
