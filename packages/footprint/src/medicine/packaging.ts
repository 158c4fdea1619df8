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

/** The library's packaging row each material is counted with, and whether that row is its own. */
const libraryRow: Record<MedicinePackagingMaterial, { key: string; own: boolean; proxy?: MessageKey }> = {
  PVC: { key: 'plastics', own: false, proxy: 'medicineFootprint.proxy.plastics' },
  PVC_PVDC: { key: 'plastics', own: false, proxy: 'medicineFootprint.proxy.plastics' },
  RUBBER: { key: 'plastics', own: false, proxy: 'medicineFootprint.proxy.plastics' },
  ALUMINIUM: { key: 'aluminium', own: true },
  HDPE: { key: 'hdpe', own: true },
  GLASS: { key: 'glass', own: true },
  CARTON: { key: 'paper-board', own: true },
  PAPER: { key: 'paper-board', own: true },
};

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
    const row = libraryRow[item.material];
    const found = c.factors.byKeyIn('packaging', row.key, GLOBAL_GEOGRAPHY);
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
    if (!row.own && row.proxy && !proxied.has(item.material)) {
      proxied.add(item.material);
      c.model.gap(
        'provider',
        item.path,
        phrase('medicineFootprint.gap.packagingProxy', { material, proxy: { key: row.proxy, values: {} } }),
      );
    }
  }
}
