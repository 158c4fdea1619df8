import { describe, expect, it } from 'vitest';
import { fr } from '../i18n/fr';
import { translate } from '../i18n/translate';
import {
  confirmEuOriginFigures,
  EuOriginConfirmationError,
  euOriginConfirmationInputSchema,
  euOriginConfirmedSchema,
  euOriginFigureLabelIn,
  euOriginFigureSchema,
  euOriginMessages,
  proposedEuOriginFigures,
} from './eu-origin-confirmation';

const eu = new Set(['FR', 'IT', 'DE']);
const isEu = (id: string) => (id === 'XX' ? undefined : eu.has(id));
const node = (id: string, countries: [string, number][], children: unknown[] = [], isolated = true) => ({
  id,
  name: id,
  isolated,
  manufacturers: countries.map(([countryId, percentage]) => ({ countryId, percentage })),
  children,
});
const at = new Date('2026-11-25T10:00:00.000Z');

describe('the proposed European-origin figures (issue #14)', () => {
  it('gives a substance its final step, intermediates and route, in whole percentages', () => {
    // Final step France; intermediates: Italy 50 % / China 50 %, and one with no manufacturer.
    const tree = node(
      'root',
      [['FR', 100]],
      [
        node(
          'a',
          [
            ['IT', 50],
            ['CN', 50],
          ],
          [node('b', [])],
        ),
      ],
    );
    expect(proposedEuOriginFigures('SUBSTANCE', { tree } as never, isEu)).toMatchObject([
      { key: 'finalStep', label: 'Final API synthesis step', eu: 100, unknown: 0 },
      { key: 'intermediates', label: 'Intermediates', eu: 25, unknown: 50 },
      { key: 'route', label: 'Whole synthetic route', eu: 50, unknown: 33 },
    ]);
  });

  it("names a natural or biologic tree's stages with the production scheme's words (issue #29)", () => {
    const tree = node('root', [['FR', 100]], [node('a', [['CN', 100]])]);
    for (const type of ['NATURAL', 'BIOLOGIC'] as const) {
      // The substance's own type, or its tree root's.
      for (const document of [{ tree, type }, { tree: { ...tree, type } }]) {
        const labels = proposedEuOriginFigures('SUBSTANCE', document as never, isEu).map((f) => f.label);
        expect(labels).toEqual(['Final manufacturing step', 'Intermediates', 'Whole production scheme']);
      }
    }
    const product = proposedEuOriginFigures(
      'ORIGIN',
      {
        api: [
          { inn: 'heparin', type: 'BIOLOGIC', tree: tree as never },
          { inn: 'caffeine', type: 'CHEMICAL', tree: tree as never },
        ],
      },
      isEu,
    ).map((f) => f.label);
    expect(product).toContain('heparin: production scheme');
    expect(product).not.toContain('heparin: synthetic route');
    expect(product).toContain('caffeine: synthetic route');
    // The keys stay the stages', whatever the words: a confirmation stored before still matches.
    expect(
      proposedEuOriginFigures('SUBSTANCE', { tree, type: 'NATURAL' } as never, isEu).map((f) => f.key),
    ).toEqual(['finalStep', 'intermediates', 'route']);
  });

  it('leaves out intermediates a route does not have, and proposes all unknown for an empty tree', () => {
    expect(proposedEuOriginFigures('SUBSTANCE', {}, isEu).map((f) => [f.key, f.eu, f.unknown])).toEqual([
      ['finalStep', 0, 100],
      ['route', 0, 100],
    ]);
  });

  it('gives a drug product each substance by name, then the product', () => {
    const figures = proposedEuOriginFigures(
      'ORIGIN',
      {
        api: [
          { inn: 'caffeine', tree: node('r', [['DE', 100]]) as never },
          { inn: '', tree: null },
        ],
        productionCountriesDrugFormulation: [{ countryId: 'FR', percentage: 100 }],
        productionCountriesPrimaryPackaging: [{ countryId: 'XX', percentage: 100 }],
      },
      isEu,
    );
    expect(figures.map((f) => f.key)).toEqual([
      'api.0.finalStep',
      'api.0.route',
      'api.1.finalStep',
      'api.1.route',
      'activeSubstances',
      'formulation',
      'packaging',
      'product',
    ]);
    expect(figures[0]!.label).toBe('caffeine: final step');
    expect(figures[2]!.label).toBe('Substance #2: final step');
    // (50 % EU substances + 100 % formulation + unknown packaging) / 3.
    expect(figures.at(-1)).toMatchObject({ eu: 50, unknown: 50 });
  });
});

describe('confirming the figures (issue #14)', () => {
  const proposed = [
    { key: 'finalStep', label: 'Final API synthesis step', eu: 100, unknown: 0 },
    { key: 'route', label: 'Whole synthetic route', eu: 50, unknown: 0 },
  ];

  it('confirms the proposal when staff send nothing, or the same numbers', () => {
    for (const input of [undefined, { figures: proposed }]) {
      expect(confirmEuOriginFigures(proposed, input, { name: 'Sam', at })).toEqual({
        rulesVersion: 1,
        figures: proposed,
        proposed,
        overridden: false,
        reason: null,
        confirmedAt: '2026-11-25T10:00:00.000Z',
        confirmedBy: 'Sam',
      });
    }
  });

  it('keeps an override with its reason, and the proposal beside it', () => {
    const figures = [proposed[0]!, { ...proposed[1]!, eu: 60, label: 'renamed' }];
    const confirmed = confirmEuOriginFigures(proposed, { figures, reason: ' new site ' }, { name: null, at });
    expect(confirmed).toMatchObject({ overridden: true, reason: 'new site', proposed });
    // Staff confirm numbers; the stage keeps the proposal's name.
    expect(confirmed.figures[1]).toEqual({
      key: 'route',
      label: 'Whole synthetic route',
      eu: 60,
      unknown: 0,
    });
  });

  it('refuses an override without a reason, and figures for other stages', () => {
    const changed = [proposed[0]!, { ...proposed[1]!, unknown: 10 }];
    const refuse = (input: Parameters<typeof confirmEuOriginFigures>[1], message: string) => {
      expect(() => confirmEuOriginFigures(proposed, input, { name: null, at })).toThrow(
        EuOriginConfirmationError,
      );
      expect(() => confirmEuOriginFigures(proposed, input, { name: null, at })).toThrow(message);
    };
    refuse({ figures: changed }, euOriginMessages.reasonRequired);
    refuse({ figures: changed, reason: '  ' }, euOriginMessages.reasonRequired);
    refuse({ figures: [proposed[0]!] }, euOriginMessages.stagesMismatch);
    refuse({ figures: [proposed[0]!, proposed[0]!] }, euOriginMessages.stagesMismatch);
    refuse({ figures: [proposed[0]!, { ...proposed[1]!, key: 'other' }] }, euOriginMessages.stagesMismatch);
  });

  it('bounds what staff send: whole percentages, EU and unknown within 100', () => {
    const parse = (figure: object) =>
      euOriginConfirmationInputSchema.safeParse({ figures: [{ key: 'route', label: 'x', ...figure }] })
        .success;
    expect(parse({ eu: 60, unknown: 40 })).toBe(true);
    expect(parse({ eu: 60, unknown: 41 })).toBe(false);
    expect(parse({ eu: 50.5, unknown: 0 })).toBe(false);
    expect(parse({ eu: -1, unknown: 0 })).toBe(false);
    expect(euOriginConfirmationInputSchema.safeParse({ figures: [], reason: 'x'.repeat(1001) }).success).toBe(
      false,
    );
  });
});

describe('a stage says its label from its phrase (issue #40)', () => {
  const tree = node('root', [['FR', 100]], [node('a', [['CN', 100]])]);
  const product = proposedEuOriginFigures(
    'ORIGIN',
    {
      api: [
        { inn: 'heparin', type: 'BIOLOGIC', tree: tree as never },
        { inn: '', type: 'CHEMICAL', tree: tree as never },
      ],
    } as never,
    isEu,
  );

  it('says every proposed stage in English as its label, and in French from the catalogue', () => {
    for (const figure of product) {
      expect(figure.said).toBeDefined();
      expect(euOriginFigureLabelIn('en', figure)).toBe(figure.label);
    }
    const french = product.map((figure) => euOriginFigureLabelIn('fr', figure));
    expect(french).toContain(translate('fr', 'staff.stage.substanceProductionScheme', { name: 'heparin' }));
    expect(french).not.toContain('heparin: production scheme');
    expect(french).toContain(fr['stage.formulation']);
    // A substance with no name is numbered, in the reader's language too.
    expect(product.map((figure) => figure.label)).toContain('Substance #2: synthetic route');
    expect(
      french.some((label) => label.startsWith(fr['stage.substanceNumber'].replace('{number}', '2'))),
    ).toBe(true);
  });

  it('keeps the phrases through confirmation, and reads an old figure or a lost key as its stored English', () => {
    const confirmed = confirmEuOriginFigures(product, undefined, { name: null, at: new Date() });
    expect(confirmed.figures.map((figure) => figure.said)).toEqual(product.map((figure) => figure.said));
    expect(euOriginConfirmedSchema.parse(confirmed).figures[0]?.said).toEqual(product[0]?.said);
    expect(euOriginFigureLabelIn('fr', { label: 'Heparin: production scheme' })).toBe(
      'Heparin: production scheme',
    );
    expect(
      euOriginFigureLabelIn('fr', { label: 'Drug formulation', said: { key: 'stage.gone', values: {} } }),
    ).toBe('Drug formulation');
  });

  it('bounds a stored phrase: its key, its values and their count', () => {
    const figure = { key: 'formulation', label: 'x', eu: 1, unknown: 0 };
    const said = (values: Record<string, unknown>, key = 'stage.formulation') => ({
      ...figure,
      said: { key, values },
    });
    expect(euOriginFigureSchema.safeParse(said({})).success).toBe(true);
    expect(euOriginFigureSchema.safeParse(said({}, 'k'.repeat(101))).success).toBe(false);
    expect(euOriginFigureSchema.safeParse(said({ name: 'n'.repeat(201) })).success).toBe(false);
    expect(euOriginFigureSchema.safeParse(said({ a: 1, b: 2, c: 3, d: 4, e: 5 })).success).toBe(false);
  });
});
