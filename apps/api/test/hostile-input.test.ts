import {
  MAX_REACTIONS,
  MAX_TREE_DEPTH,
  MAX_TREE_NODES,
  messages,
  validationMessages,
} from '@pharmatrace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';

/** Issue #8, findings 1, 2 and 4: what an attacker sends is refused with a 4xx, and nothing breaks. */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await registerConfirmedClient(t)).accessToken;
});
afterAll(() => t.close());

interface Node {
  id: string;
  name?: string;
  children?: Node[];
}

/** A chain of `levels` nodes: the root and one child per level below it. */
function chain(levels: number): Node {
  let node: Node = { id: `substance_${levels}`, name: 'step' };
  for (let level = levels - 1; level >= 1; level--) node = { id: `substance_${level}`, children: [node] };
  return node;
}

function depthOf(node: Node): number {
  let depth = 1;
  for (let n = node; n.children?.[0]; n = n.children[0]) depth++;
  return depth;
}

/** The three kinds of document that hold a tree, each with `tree` where the tree goes. */
const treeHolders = [
  { path: 'carbon', document: (tree: Node) => ({ name: 'Footprint', tree }), field: 'tree' },
  { path: 'substance', document: (tree: Node) => ({ inn: 'paracetamol', tree }), field: 'tree' },
  {
    path: 'origin',
    document: (tree: Node) => ({ drugProductName: 'Doliprane', api: [{ inn: 'paracetamol', tree }] }),
    field: 'api.0.tree',
  },
] as const;

const createDraft = (path: string, payload: object, auth: string | null = token) =>
  t.request({ method: 'POST', url: `/api/${path}/draft/create`, token: auth ?? undefined, payload });

async function databaseStillServes() {
  expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  expect((await t.request({ method: 'GET', url: '/api/carbon', token })).statusCode).toBe(200);
}

describe('route trees', () => {
  it.each(treeHolders)(
    `stores a $path tree of ${MAX_TREE_DEPTH} levels and reads it back whole`,
    async ({ path, document }) => {
      const created = await createDraft(path, document(chain(MAX_TREE_DEPTH)));
      expect(created.statusCode, created.body).toBe(201);
      const read = await t.request({ method: 'GET', url: `/api/${path}/${created.json().id}`, token });
      const body = read.json();
      expect(depthOf(path === 'origin' ? body.api[0].tree : body.tree)).toBe(MAX_TREE_DEPTH);
    },
  );

  it.each(treeHolders)(
    'refuses a $path tree one level too deep, with a message on the tree',
    async ({ path, document, field }) => {
      const res = await createDraft(path, document(chain(MAX_TREE_DEPTH + 1)));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ [field]: messages.tree.tooDeep });
    },
  );

  it.each(treeHolders)(
    `refuses a $path tree of more than ${MAX_TREE_NODES} substances`,
    async ({ path, document, field }) => {
      // A root with 7 children of 43 children each: 302 nodes, 3 levels, each list within its bound.
      const tree: Node = {
        id: 'root',
        children: Array.from({ length: 7 }, (_, i) => ({
          id: `s${i}`,
          children: Array.from({ length: 43 }, (_, j) => ({ id: `s${i}_${j}` })),
        })),
      };
      const res = await createDraft(path, document(tree));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ [field]: messages.tree.tooManyNodes });
    },
  );

  it('refuses a 500-level tree with a 400, and the database keeps serving everyone', async () => {
    for (const { path, document } of treeHolders) {
      const res = await createDraft(path, document(chain(500)));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The request body is nested too deeply.');
    }
    await databaseStillServes();
  });

  it('answers an 830-level tree with 401 to an anonymous caller and 400 to a client, never 500', async () => {
    const deep = { name: 'Footprint', tree: chain(830) };
    const anonymous = await createDraft('carbon', deep, null);
    expect(anonymous.statusCode).toBe(401);
    const signedIn = await createDraft('carbon', deep);
    expect(signedIn.statusCode).toBe(400);
    await databaseStillServes();
  });

  it('refuses any body nested deeper than a document can be, on a public route too', async () => {
    let nested: unknown = 'x';
    for (let i = 0; i < 200; i++) nested = [nested];
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.com', password: nested },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is nested too deeply.');
  });
});

describe('string and list bounds', () => {
  it('refuses an over-long text and an over-long list with a 400 on the field', async () => {
    const longName = await createDraft('carbon', { name: 'x'.repeat(201) });
    expect(longName.statusCode).toBe(400);
    expect(Object.keys(longName.json().fields)).toEqual(['name']);
    const manyPlants = await createDraft('carbon', {
      name: 'Footprint',
      // One more than the bound a footprint's plants share with its reactions (issue #35).
      plants: Array.from({ length: MAX_REACTIONS + 1 }, (_, i) => `plant_${i}`),
    });
    expect(manyPlants.statusCode).toBe(400);
    expect(Object.keys(manyPlants.json().fields)).toEqual(['plants']);
    const longEmail = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: `${'a'.repeat(300)}@example.com` },
    });
    expect(longEmail.statusCode).toBe(400);
    expect(longEmail.json().fields).toEqual({ email: messages.email.tooLong });
  });

  it('says an over-long field is too long, never that it is empty or wrong (issue #22)', async () => {
    const million = 'x'.repeat(1_000_000);
    const tooLong = async (url: string, payload: object, field: string, message: string) => {
      const res = await t.request({ method: 'POST', url, token, payload });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ message, code: 'VALIDATION_ERROR', fields: { [field]: message } });
    };
    await tooLong(
      '/api/substance/draft/create',
      { inn: million },
      'inn',
      validationMessages.textTooLong(200),
    );
    await tooLong(
      '/api/origin/draft/create',
      { drugProductName: million },
      'drugProductName',
      validationMessages.textTooLong(200),
    );
    await tooLong(
      '/api/carbon/draft/create',
      { name: 'Footprint', reportDataComments: million },
      'reportDataComments',
      validationMessages.textTooLong(5000),
    );
    await tooLong(
      '/api/carbon/draft/create',
      { name: 'Footprint', tree: { id: 'substance_1', children: [{ id: 'substance_2', cas: million }] } },
      'tree.children.0.cas',
      validationMessages.textTooLong(60),
    );
    await tooLong(
      '/api/substance/create',
      {
        inn: 'paracetamol',
        cas: '103-90-2',
        codeHs: '1'.repeat(13),
        type: 'CHEMICAL',
        tree: { id: 'substance_1' },
      },
      'codeHs',
      messages.label.hsCodeTooLong,
    );
    await tooLong(
      '/api/plant/create',
      { companyName: million, reportingYear: 2024, countryId: 'FR', city: 'Lyon' },
      'companyName',
      validationMessages.textTooLong(200),
    );
    await tooLong(
      '/api/auth/login',
      { email: 'a@example.com', password: million },
      'password',
      validationMessages.textTooLong(200),
    );
  });
});

describe('NUL characters and lone surrogates', () => {
  /** Every kind of route that writes strings, with where the bad string goes. */
  const routes: {
    name: string;
    url: string;
    auth: boolean;
    payload: (bad: string) => object;
    field: string;
  }[] = [
    {
      name: 'login',
      url: '/api/auth/login',
      auth: false,
      payload: (bad) => ({ email: `a${bad}@b.com`, password: 'x' }),
      field: 'email',
    },
    {
      name: 'register',
      url: '/api/auth/register',
      auth: false,
      payload: (bad) => ({ companyName: `Acme${bad}`, email: 'new@example.com' }),
      field: 'companyName',
    },
    {
      name: 'forgot-password',
      url: '/api/auth/forgot-password',
      auth: false,
      payload: (bad) => ({ email: `a${bad}@b.com` }),
      field: 'email',
    },
    {
      name: 'reset-password',
      url: '/api/auth/reset-password',
      auth: false,
      payload: (bad) => ({ email: 'a@b.com', code: '123456', password: `Passw0rd!${bad}` }),
      field: 'password',
    },
    {
      name: 'confirm-user',
      url: '/api/auth/confirm-user',
      auth: false,
      payload: (bad) => ({ email: 'a@b.com', code: `12${bad}` }),
      field: 'code',
    },
    {
      name: 'refresh-token',
      url: '/api/auth/refresh-token',
      auth: false,
      payload: (bad) => ({ RefreshToken: `token${bad}` }),
      field: 'RefreshToken',
    },
    {
      name: 'general information',
      url: '/api/client/general_information',
      auth: true,
      payload: (bad) => ({ companyName: 'Acme', contactName: `Jane${bad}`, phone: '1', email: 'a@b.com' }),
      field: 'contactName',
    },
    {
      name: 'invoicing information',
      url: '/api/client/invoicing_information',
      auth: true,
      payload: (bad) => ({ companylegalName: 'Acme', addressLine1: `1 rue${bad}` }),
      field: 'addressLine1',
    },
    {
      name: 'plant',
      url: '/api/plant/create',
      auth: true,
      payload: (bad) => ({ companyName: 'Acme', city: `Lyon${bad}` }),
      field: 'city',
    },
    {
      name: 'carbon draft',
      url: '/api/carbon/draft/create',
      auth: true,
      payload: (bad) => ({ name: `Footprint${bad}` }),
      field: 'name',
    },
    {
      name: 'substance draft, deep in the tree',
      url: '/api/substance/draft/create',
      auth: true,
      payload: (bad) => ({ inn: 'x', tree: { id: 'r', children: [{ id: 'a', name: `step${bad}` }] } }),
      field: 'tree.children.0.name',
    },
    {
      name: 'origin draft',
      url: '/api/origin/draft/create',
      auth: true,
      payload: (bad) => ({ drugProductName: 'Doliprane', api: [{ inn: `para${bad}` }] }),
      field: 'api.0.inn',
    },
    {
      name: 'sub-user',
      url: '/api/auth/create-sub-user',
      auth: true,
      payload: (bad) => ({ name: `Sam${bad}`, function: 'Buyer', email: 'sam@example.com' }),
      field: 'name',
    },
  ];

  for (const [label, bad] of [
    ['a NUL', '\u0000'],
    ['a lone high surrogate', '\ud800'],
    ['a lone low surrogate', '\udc00'],
  ] as const) {
    it.each(routes)(`refuses ${label} in $name with 400 and a message on the field`, async (route) => {
      const res = await t.request({
        method: 'POST',
        url: route.url,
        token: route.auth ? token : undefined,
        payload: route.payload(bad),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        message: messages.text.invalidCharacter,
        code: 'VALIDATION_ERROR',
        fields: { [route.field]: messages.text.invalidCharacter },
        // Issue #40: the same messages as phrases, said in the reader's language from their key.
        said: { key: 'text.invalidCharacter', values: {} },
        fieldsSaid: { [route.field]: { key: 'text.invalidCharacter', values: {} } },
      });
    });
  }

  it('refuses them in path parameters and query strings', async () => {
    for (const url of [
      '/api/plant/%00',
      '/api/medicine/info/%00',
      '/api/medicine/complete/para%00',
      '/api/medicine/list?name=para%00',
      '/api/carbon/%00',
    ]) {
      const res = await t.request({ method: 'GET', url, token });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toMatch(
        new RegExp(`^${messages.text.invalidCharacter} \\((params|querystring)\\)$`),
      );
    }
  });

  it('keeps well-formed text: accents, emoji (surrogate pairs) and other scripts', async () => {
    const name = 'Paracétamol 💊 パラセタモール';
    const res = await createDraft('carbon', { name });
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe(name);
    await databaseStillServes();
  });
});
