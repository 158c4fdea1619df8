import { type MedicinePackagingMaterial, type MessageKey, type Phrase, phrase } from '@pharmatrace/domain';
import { basicSigma } from '../pedigree';
import type { MedicineContext } from './context';
import {
  DEFAULT_PRIMARY_GRAMS_PER_UNIT,
  DEFAULT_SECONDARY_GRAMS_PER_BOX,
  MEDICINE_ASSUMED_SIGMA,
} from './defaults';
import { GLOBAL_GEOGRAPHY } from './geographies';

/**
 * Post 3, packaging production (issue #37 'Packaging per box'): grams per box ÷ units per box ×
 * the library's packaging factor. A material the library has no row of its own for is counted
 * as the nearest row it has (a gap for the provider, said on the screen). With no packaging
 * given, the form's default pack (defaults.ts), a gap for the client.
 */

/**
 * The library's packaging rows each material is counted with, best first: PVC has its own row (DESNZ 2025) and falls back to average plastics in a library
 * without it; the PVC/PVDC laminate (about 90 % PVC) and a stopper's rubber have none of their
 * own and are counted as the nearest row, a gap for the provider.
 */
const libraryRows: Record<MedicinePackagingMaterial, { key: string; proxy?: MessageKey }[]> = {
  PVC: [{ key: 'pvc' }, { key: 'plastics', proxy: 'medicineFootprint.proxy.plastics' }],
  PVC_PVDC: [
    { key: 'pvc', proxy: 'medicineFootprint.proxy.pvc' },
    { key: 'plastics', proxy: 'medicineFootprint.proxy.plastics' },
  ],
  RUBBER: [{ key: 'plastics', proxy: 'medicineFootprint.proxy.plastics' }],
  ALUMINIUM: [{ key: 'aluminium' }],
  HDPE: [{ key: 'hdpe' }],
  GLASS: [{ key: 'glass' }],
  CARTON: [{ key: 'paper-board' }],
  PAPER: [{ key: 'paper-board' }],
};

/** The first of a material's rows the library holds, and the proxy it is counted as, if any. */
function rowFor(c: MedicineContext, material: MedicinePackagingMaterial) {
  for (const row of libraryRows[material]) {
    const found = c.factors.byKeyIn('packaging', row.key, GLOBAL_GEOGRAPHY);
    if (found) return { found, proxy: row.proxy };
  }
  return { found: undefined, proxy: undefined };
}

export function addPackaging(c: MedicineContext): void {
  const given = c.doc.packaging.map((p, index) => ({
    material: p.material,
    kg: p.gramsPerBox / 1_000 / c.unitsPerBox,
    path: `packaging.${index}` as string | null,
    sigma: basicSigma.input,
  }));
  const items =
    given.length > 0
      ? given
      : [
          ...DEFAULT_PRIMARY_GRAMS_PER_UNIT[c.form].map((p) => ({
            material: p.material,
            kg: p.grams / 1_000,
            path: null,
            sigma: MEDICINE_ASSUMED_SIGMA,
          })),
          ...DEFAULT_SECONDARY_GRAMS_PER_BOX.map((p) => ({
            material: p.material,
            kg: p.grams / 1_000 / c.unitsPerBox,
            path: null,
            sigma: MEDICINE_ASSUMED_SIGMA,
          })),
        ];
  if (given.length === 0) {
    const film = DEFAULT_PRIMARY_GRAMS_PER_UNIT[c.form].reduce((sum, p) => sum + p.grams, 0) * c.unitsPerBox;
    const carton = DEFAULT_SECONDARY_GRAMS_PER_BOX.reduce((sum, p) => sum + p.grams, 0);
    c.model.gap(
      'client',
      'packaging',
      phrase('medicineFootprint.gap.noPackaging', { grams: Math.round(film * 10) / 10, carton }),
    );
  }

  const proxied = new Set<MedicinePackagingMaterial>();
  for (const item of items) {
    c.packagingKgPerUnit.push({ material: item.material, kg: item.kg, path: item.path });
    const { found, proxy } = rowFor(c, item.material);
    const material: Phrase = { key: `medicineFootprint.material.${item.material}`, values: {} };
    const line = {
      post: 'packaging' as const,
      label: phrase('medicineFootprint.line.packaging', { material }),
      path: item.path,
      amount: item.kg,
      amountSigma: item.sigma,
    };
    if (!found || !c.model.addFactorLine(line, found, 'kg')) {
      c.model.gap('provider', item.path, phrase('medicineFootprint.gap.noFactor', { what: material }));
      continue;
    }
    if (proxy && !proxied.has(item.material)) {
      proxied.add(item.material);
      c.model.gap(
        'provider',
        item.path,
        phrase('medicineFootprint.gap.packagingProxy', { material, proxy: { key: proxy, values: {} } }),
      );
    }
  }
}
