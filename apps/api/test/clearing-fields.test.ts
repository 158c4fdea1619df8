import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { fromStored } from './helpers/projects';
import { clientIdOf, insertProject, staffLogin } from './helpers/staff';

/**
 * Staff empty an optional field the client had filled (a comment, a code, a number, a list, a
 * country, a file): the stored document no longer holds it, the client reads it empty and saves it
 * again unchanged (decision 0076). 'Cleared' on the wire is what the screens send: '' for a text,
 * null for a choice, a number or a file, [] for a list, and null for a medicine study's single
 * values (removed from its document, which never holds null). A field the body leaves out is kept.
 */

let t: TestApp;
let staff: string;
let client: string;
let clientId: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffLogin(t);
  const account = await registerConfirmedClient(t);
  client = account.accessToken;
  clientId = await clientIdOf(t, account.email);
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<TestApp['request']>>;
const call = (method: 'GET' | 'POST' | 'PUT', token: string, url: string, payload?: object) =>
  t.request({ method, url, token, ...(payload ? { payload } : {}) });

function ok(res: Res) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown>;
}

/** What a save would answer of a field left out or cleared: nothing under that key. */
function expectCleared(
  answer: Record<string, unknown>,
  expected: Record<string, unknown>,
  removed: string[],
) {
  expect(answer).toMatchObject(expected);
  for (const key of removed) expect(answer, key).not.toHaveProperty(key);
}

type Case = {
  name: string;
  kind: 'ORIGIN' | 'SUBSTANCE' | 'CARBON' | 'MEDICINE';
  /** The staff calls' base (admin/{base}/update/{id}) and the client's. */
  staffBase: string;
  status: 'ONGOING' | 'ONGOING2';
  stored: Record<string, unknown>;
  /** The whole body the screen sends once the optional fields are emptied. */
  cleared: Record<string, unknown>;
  /** What every answer shows of the emptied fields afterwards. */
  expected: Record<string, unknown>;
  /** Fields no longer in the document at all. */
  removed?: string[];
  /** Staff hand it back for checking. */
  handBack: (id: string) => Promise<Res>;
  /** The client's own save of what it opened, unchanged. */
  clientSave: (id: string, body: Record<string, unknown>) => Promise<Res>;
  clientRead: string;
};

const labelHandBack = (path: string, body: Record<string, unknown>) => async (id: string) =>
  call(
    'POST',
    staff,
    `/api/admin/${path}/validate/${id}`,
    await fromStored(t, id, { ...body, status: 'CHECK' }),
  );

const origin = {
  stored: {
    drugProductName: 'Doliprane 500 mg',
    drugProductCode: '60234100',
    drugProductCodeHs: '300490',
    commercializationCountry: 'FR',
    productionCountriesDrugFormulation: [{ countryId: 'FR', percentage: 100 }],
    productionCountriesPrimaryPackaging: [{ countryId: 'FR', percentage: 100 }],
    apiCount: 1,
    api: [{ inn: 'paracetamol', cas: '103-90-2', codeHs: '29242930', type: 'CHEMICAL', tree: null }],
  },
  // toOriginBody once the code, the HS code, the country and the packaging row are emptied.
  cleared: {
    drugProductName: 'Doliprane 500 mg',
    drugProductCode: '',
    drugProductCodeHs: '',
    commercializationCountry: null,
    productionCountriesDrugFormulation: [{ countryId: 'FR', percentage: '100' }],
    productionCountriesPrimaryPackaging: [],
    apiCount: 1,
    api: [{ inn: 'paracetamol', cas: '', codeHs: '', type: null, tree: null }],
  },
};

const substance = {
  stored: { inn: 'paracetamol', cas: '103-90-2', codeHs: '29242930', type: 'CHEMICAL', tree: null },
  cleared: { inn: 'paracetamol', cas: '', codeHs: '', type: null, tree: null },
};

const carbon = {
  stored: {
    name: 'Ibuprofen API',
    cas: '15687-27-1',
    reactionNumber: 2,
    reactionNumberWithInformation: 2,
    reactionNumberWithoutInformation: 0,
    nameOfSupplier: 'Bulk Chem Ltd',
    productionCountry: 'IN',
    reportDataComments: 'Batch records from 2024 attached on request.',
    reportDataProductUse: 'Analgesic',
    reportDataWrittenReport: true,
  },
  // toCarbonBody once the counter, the supplier, the comment and the product use are emptied.
  cleared: {
    name: 'Ibuprofen API',
    cas: '15687-27-1',
    reactionNumber: null,
    reactionNumberWithInformation: 2,
    reactionNumberWithoutInformation: 0,
    nameOfSupplier: '',
    productionCountry: null,
    reportDataContactPersonName: '',
    reportDataContactPersonEmail: '',
    reportDataContactPersonFunction: '',
    reportDataProductUse: '',
    reportDataCompanyActivity: '',
    reportDataProcessAndVolume: '',
    reportDataComments: '',
    reportDataWrittenReport: false,
    reportDataDownloadMolecularStructure: null,
    reportDataDownloadMolecularSyntheticRoute: null,
    reportDataDownloadProcessFlowDiagram: null,
    tree: null,
  },
};

const reaction = {
  usedInReactionId: 'substance_1',
  linkedWithPlant: null,
  molecularWeight: '206.28',
  weightPerBatch: '120',
  dataUnknown: false,
  productBy: {
    processType: 'ChemicalReaction',
    carbonReactionProductionSites: null,
    carbonReactionRawMaterials: [
      { name: 'isobutylbenzene', productionPlace: 'Asia', molecularWeight: '134.22', weightPerBatch: '90' },
      {
        name: 'acetic anhydride',
        productionPlace: 'Europe',
        molecularWeight: '102.09',
        weightPerBatch: '40',
      },
    ],
  },
};
const secondPart = {
  stored: { ...carbon.stored, plants: [], substances: [reaction] },
  // toSecondPartBody once the weight per batch, the process type and a raw material are emptied.
  cleared: {
    plants: [],
    substances: [
      {
        ...reaction,
        weightPerBatch: '',
        productBy: {
          ...reaction.productBy,
          processType: '',
          carbonReactionRawMaterials: [reaction.productBy.carbonReactionRawMaterials[0]],
        },
      },
    ],
  },
};

const medicine = {
  stored: {
    name: 'Paracetamol 500 mg tablets',
    cis: '60234100',
    cip13: ['3400930000014'],
    form: 'TABLET',
    unitsPerBox: 16,
    actives: [],
    excipients: [{ name: 'Maize starch', mgPerUnit: 60, productionPlace: 'Europe' }],
    energyKWhPer1000Units: 12,
    packaging: [],
    transport: [],
    coldChain: false,
  },
  // What the study's form sends once the CIS, form, units, energy, CIP13 and excipients are emptied.
  cleared: {
    name: 'Paracetamol 500 mg tablets',
    cis: null,
    cip13: [],
    form: null,
    unitsPerBox: null,
    actives: [],
    excipients: [],
    plantId: null,
    energyKWhPer1000Units: null,
    packaging: [],
    transport: [],
    coldChain: false,
  },
};

const cases: Case[] = [
  {
    name: 'ORIGIN',
    kind: 'ORIGIN',
    staffBase: 'origin',
    status: 'ONGOING',
    ...origin,
    expected: {
      drugProductCode: '',
      drugProductCodeHs: '',
      commercializationCountry: null,
      productionCountriesPrimaryPackaging: [],
      api: [expect.objectContaining({ cas: '', codeHs: '', type: null })],
    },
    handBack: labelHandBack('origin', origin.cleared),
    clientSave: async (id, body) =>
      call('POST', client, `/api/origin/update/${id}`, await fromStored(t, id, body)),
    clientRead: 'origin',
  },
  {
    name: 'SUBSTANCE',
    kind: 'SUBSTANCE',
    staffBase: 'substance',
    status: 'ONGOING',
    ...substance,
    expected: { cas: '', codeHs: '', type: null },
    handBack: labelHandBack('substance', substance.cleared),
    clientSave: async (id, body) =>
      call('POST', client, `/api/substance/update/${id}`, await fromStored(t, id, body)),
    clientRead: 'substance',
  },
  {
    name: 'CARBON first part',
    kind: 'CARBON',
    staffBase: 'carbon',
    status: 'ONGOING',
    ...carbon,
    expected: {
      reactionNumber: null,
      nameOfSupplier: '',
      productionCountry: null,
      reportDataComments: '',
      reportDataProductUse: '',
      reportDataWrittenReport: false,
    },
    handBack: labelHandBack('carbon', carbon.cleared),
    clientSave: async (id, body) =>
      call('POST', client, `/api/carbon/update/${id}`, await fromStored(t, id, body)),
    clientRead: 'carbon',
  },
  {
    name: 'CARBON second part',
    kind: 'CARBON',
    staffBase: 'carbon/second_part',
    status: 'ONGOING2',
    ...secondPart,
    expected: {
      // The first part is not the second part's to change.
      reportDataComments: carbon.stored.reportDataComments,
      substances: secondPart.cleared.substances,
    },
    handBack: async (id) =>
      call(
        'POST',
        staff,
        `/api/admin/carbon/second_part/validate/${id}`,
        await fromStored(t, id, { ...secondPart.cleared, status: 'CHECK2' }),
      ),
    clientSave: async (id, body) =>
      call('POST', client, `/api/carbon/second_part/update/${id}`, await fromStored(t, id, body)),
    clientRead: 'carbon/second_part',
  },
  {
    name: 'MEDICINE',
    kind: 'MEDICINE',
    staffBase: 'medicine_footprints',
    status: 'ONGOING',
    ...medicine,
    expected: { cip13: [], excipients: [], coldChain: false },
    removed: ['cis', 'form', 'unitsPerBox', 'plantId', 'energyKWhPer1000Units'],
    handBack: (id) => call('POST', staff, `/api/admin/medicine_footprints/${id}/status`, { status: 'CHECK' }),
    clientSave: async (id, body) =>
      call('PUT', client, `/api/medicine_footprints/${id}`, await fromStored(t, id, body)),
    clientRead: 'medicine_footprints',
  },
];

const nameOf = (c: Case) =>
  String(c.stored[c.kind === 'ORIGIN' ? 'drugProductName' : c.kind === 'SUBSTANCE' ? 'inn' : 'name']);

describe('POST /api/admin/{kind}/update/{id} clears what staff empty', () => {
  for (const c of cases) {
    it(`${c.name}: staff clear optional fields, every read shows them empty, the client saves it again unchanged`, async () => {
      const id = await insertProject(t, {
        clientId,
        kind: c.kind,
        status: c.status,
        name: nameOf(c),
        document: c.stored,
      });
      const amended = ok(
        await call(
          'POST',
          staff,
          `/api/admin/${c.staffBase}/update/${id}`,
          await fromStored(t, id, c.cleared),
        ),
      );
      expectCleared(amended, c.expected, c.removed ?? []);
      expectCleared(
        ok(await call('GET', staff, `/api/admin/${c.staffBase}/${id}`)),
        c.expected,
        c.removed ?? [],
      );

      // Handed back: the client's screen opens it empty and saves it unchanged; it stays empty.
      ok(await c.handBack(id));
      const opened = ok(await call('GET', client, `/api/${c.clientRead}/${id}`));
      expectCleared(opened, c.expected, c.removed ?? []);
      expectCleared(ok(await c.clientSave(id, c.cleared)), c.expected, c.removed ?? []);
      expectCleared(ok(await call('GET', client, `/api/${c.clientRead}/${id}`)), c.expected, c.removed ?? []);
    });

    it(`${c.name}: a field the staff save leaves out keeps what the client typed`, async () => {
      const id = await insertProject(t, {
        clientId,
        kind: c.kind,
        status: c.status,
        name: nameOf(c),
        document: c.stored,
      });
      // An older screen, or a caller, that sends only the name (or, for the second part, nothing).
      const body = c.status === 'ONGOING2' ? {} : { [Object.keys(c.stored)[0]!]: nameOf(c) };
      ok(await call('POST', staff, `/api/admin/${c.staffBase}/update/${id}`, await fromStored(t, id, body)));
      const read = ok(await call('GET', staff, `/api/admin/${c.staffBase}/${id}`));
      expect(read).toMatchObject(c.stored);
    });
  }

  it('MEDICINE: the provider sees what staff cleared as a change from the value to nothing', async () => {
    const id = await insertProject(t, {
      clientId,
      kind: 'MEDICINE',
      status: 'ONGOING',
      name: medicine.stored.name,
      document: medicine.stored,
    });
    ok(
      await call(
        'POST',
        staff,
        `/api/admin/medicine_footprints/update/${id}`,
        await fromStored(t, id, { name: medicine.stored.name, cis: null }),
      ),
    );
    const changes = ok(await call('GET', staff, `/api/admin/medicine_footprints/${id}/versions/2/changes`));
    expect(changes.changes).toEqual([
      expect.objectContaining({ path: 'cis', before: '60234100', after: null }),
    ]);
    // Everything else as the client left it.
    const { cis: _cleared, ...untouched } = medicine.stored;
    expectCleared(ok(await call('GET', staff, `/api/admin/medicine_footprints/${id}`)), untouched, ['cis']);
  });

  it('refuses a cleared name, and a null where a list or a yes/no is expected, naming the field', async () => {
    const id = await insertProject(t, {
      clientId,
      kind: 'MEDICINE',
      status: 'ONGOING',
      name: medicine.stored.name,
      document: medicine.stored,
    });
    for (const [field, value] of [
      ['name', null],
      ['actives', null],
      ['coldChain', null],
    ] as const) {
      const res = await call(
        'POST',
        staff,
        `/api/admin/medicine_footprints/update/${id}`,
        await fromStored(t, id, { ...medicine.stored, [field]: value }),
      );
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().fields), field).toEqual([field]);
    }
  });
});
