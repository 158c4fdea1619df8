import { describe, expect, it } from 'vitest';
import type { TreeNodeDraft } from '../schemas/tree';
import { meanShare, productFigures, sharePercentages, substanceFigures, weightedShare } from './eu-origin';

const EU = new Set(['FR', 'IT', 'DE', 'ES', 'NO']);
const KNOWN = new Set([...EU, 'CN', 'IN', 'US', 'CH']);
const isEu = (id: string) => (KNOWN.has(id) ? EU.has(id) : undefined);

const m = (countryId: string | null, percentage: number | string) => ({ countryId, percentage });
const node = (
  id: string,
  manufacturers: ReturnType<typeof m>[],
  children: TreeNodeDraft[] = [],
  isolated = true,
): TreeNodeDraft => ({ id, name: id, manufacturers, children, isolated });

function close(
  actual: { eu: number; nonEu: number; unknown: number },
  expected: { eu: number; nonEu: number; unknown: number },
) {
  expect(actual.eu).toBeCloseTo(expected.eu, 10);
  expect(actual.nonEu).toBeCloseTo(expected.nonEu, 10);
  expect(actual.unknown).toBeCloseTo(expected.unknown, 10);
}

describe('weightedShare (rule 1)', () => {
  it('weights each country by its percentage', () => {
    close(weightedShare([m('FR', 70), m('CN', 30)], isEu), { eu: 0.7, nonEu: 0.3, unknown: 0 });
  });

  it('counts what is missing to reach 100 as unknown, never as European', () => {
    close(weightedShare([m('FR', 60), m('CN', 20)], isEu), { eu: 0.6, nonEu: 0.2, unknown: 0.2 });
  });

  it('scales a total above 100 down, and takes percentages typed as text', () => {
    close(weightedShare([m('FR', '100'), m('IN', '100')], isEu), { eu: 0.5, nonEu: 0.5, unknown: 0 });
  });

  it('counts a missing or unknown country as unknown', () => {
    close(weightedShare([m(null, 50), m('XX', 25), m('DE', 25)], isEu), {
      eu: 0.25,
      nonEu: 0,
      unknown: 0.75,
    });
  });

  it('is all unknown without any entry or percentage', () => {
    close(weightedShare([], isEu), { eu: 0, nonEu: 0, unknown: 1 });
    close(weightedShare([m('FR', '')], isEu), { eu: 0, nonEu: 0, unknown: 1 });
  });
});

describe('substanceFigures (rules 2 to 5)', () => {
  // Hand computed: root FR 60 / CN 40; isolated A: IT 100; non-isolated B (skipped in the stages): CN 100;
  // isolated C under B: IN 100; isolated D without manufacturers.
  const tree = node(
    'root',
    [m('FR', 60), m('CN', 40)],
    [node('A', [m('IT', 100)]), node('B', [m('CN', 100)], [node('C', [m('IN', 100)]), node('D', [])], false)],
  );

  it('gives the final step, the isolated intermediates and the whole route', () => {
    const figures = substanceFigures(tree, isEu);
    close(figures.finalStep, { eu: 0.6, nonEu: 0.4, unknown: 0 });
    // A (1, 0, 0), C (0, 1, 0), D (0, 0, 1): a third each.
    close(figures.intermediates!, { eu: 1 / 3, nonEu: 1 / 3, unknown: 1 / 3 });
    // root, A, C, D alike: eu (0.6 + 1) / 4, nonEu (0.4 + 1) / 4, unknown 1 / 4.
    close(figures.route, { eu: 0.4, nonEu: 0.35, unknown: 0.25 });
  });

  it("shows each node's own figure, non-isolated ones included", () => {
    const { nodes } = substanceFigures(tree, isEu);
    expect(Object.keys(nodes).sort()).toEqual(['A', 'B', 'C', 'D', 'root']);
    close(nodes.B!, { eu: 0, nonEu: 1, unknown: 0 });
    close(nodes.D!, { eu: 0, nonEu: 0, unknown: 1 });
  });

  it('moves when one supplier changes country (issue #14: a Chinese intermediate moved to Italy)', () => {
    const chinese = node('root', [m('FR', 100)], [node('int', [m('CN', 100)])]);
    const italian = node('root', [m('FR', 100)], [node('int', [m('IT', 100)])]);
    close(substanceFigures(chinese, isEu).route, { eu: 0.5, nonEu: 0.5, unknown: 0 });
    close(substanceFigures(italian, isEu).route, { eu: 1, nonEu: 0, unknown: 0 });
  });

  it('is all unknown for an empty tree, and has no intermediates figure for a lone root', () => {
    const empty = substanceFigures(null, isEu);
    close(empty.route, { eu: 0, nonEu: 0, unknown: 1 });
    const lone = substanceFigures(node('root', [m('DE', 100)]), isEu);
    expect(lone.intermediates).toBeNull();
    close(lone.route, { eu: 1, nonEu: 0, unknown: 0 });
  });

  it('computes a 40-node tree: 13 of its 39 intermediates made in Europe, the rest in India', () => {
    // Root in France; three branches of 13 isolated nodes; in each branch the first node is in
    // Germany and the others alternate IN, and every third branch node is in Spain.
    let count = 0;
    const make = (depth: number): TreeNodeDraft => {
      count += 1;
      const here = count;
      const country = here % 3 === 0 ? 'ES' : 'IN';
      const children = depth < 2 ? [make(depth + 1), make(depth + 1), make(depth + 1)] : [];
      return node(`n${here}`, [m(country, 100)], children);
    };
    const branches = [make(0), make(0), make(0)];
    const root = node('root', [m('FR', 100)], branches);
    const figures = substanceFigures(root, isEu);
    expect(Object.keys(figures.nodes)).toHaveLength(40);
    // Counted by hand: nodes n1..n39, every multiple of 3 is in Spain: 13 of 39.
    close(figures.intermediates!, { eu: 13 / 39, nonEu: 26 / 39, unknown: 0 });
    close(figures.route, { eu: 14 / 40, nonEu: 26 / 40, unknown: 0 });
  });
});

describe('productFigures (rules 6 and 7)', () => {
  it('weighs the active substances, the formulation and the packaging a third each', () => {
    const figures = productFigures(
      {
        api: [{ tree: node('a', [m('FR', 100)]) }, { tree: node('b', [m('CN', 100)]) }],
        productionCountriesDrugFormulation: [m('FR', 80), m('IN', 20)],
        productionCountriesPrimaryPackaging: [m('IT', 100)],
      },
      isEu,
    );
    close(figures.activeSubstances, { eu: 0.5, nonEu: 0.5, unknown: 0 });
    close(figures.formulation, { eu: 0.8, nonEu: 0.2, unknown: 0 });
    close(figures.product, { eu: (0.5 + 0.8 + 1) / 3, nonEu: (0.5 + 0.2) / 3, unknown: 0 });
  });

  it('counts a product with nothing filled in as unknown', () => {
    close(productFigures({}, isEu).product, { eu: 0, nonEu: 0, unknown: 1 });
  });
});

describe('sharePercentages', () => {
  it('rounds the three parts to a total of 100', () => {
    expect(
      sharePercentages(
        meanShare([
          { eu: 1, nonEu: 0, unknown: 0 },
          { eu: 0, nonEu: 0.5, unknown: 0.5 },
        ]),
      ),
    ).toEqual({ eu: 50, nonEu: 25, unknown: 25 });
    const thirds = sharePercentages({ eu: 1 / 3, nonEu: 1 / 3, unknown: 1 / 3 });
    expect(thirds.eu + thirds.nonEu + thirds.unknown).toBe(100);
  });
});
