import { demoAccounts } from '../../apps/api/src/seed/demo-accounts';

/** The demo client's login (DEMO_DATA=1, apps/api/src/seed/demo-accounts.ts). */
export const DEMO = demoAccounts.main;

export interface Tokens {
  AccessToken: string;
  RefreshToken: string;
}

/** POST /api/auth/login; throws unless it answers 200 with tokens. */
export async function logIn(
  baseURL: string,
  login: { email: string; password: string } = DEMO,
  keepLogged = true,
): Promise<Tokens> {
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...login, keepLogged }),
  });
  if (res.status !== 200)
    throw new Error(`login of ${login.email} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { AuthenticationResult: Tokens }).AuthenticationResult;
}

/** A drug substance draft of the demo client holding `tree` (the route tree benches); its id. */
export async function createSubstanceDraft(baseURL: string, tokens: Tokens, tree: unknown): Promise<string> {
  const res = await fetch(`${baseURL}/api/substance/draft/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: tokens.AccessToken },
    body: JSON.stringify({
      inn: 'atorvastatin',
      cas: '134523-00-5',
      codeHs: '29339980',
      type: 'CHEMICAL',
      tree,
    }),
  });
  if (res.status !== 201) throw new Error(`draft create answered ${res.status}`);
  return ((await res.json()) as { id: string }).id;
}
