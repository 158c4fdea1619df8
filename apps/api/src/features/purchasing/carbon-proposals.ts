import type { TenderCarbonProposal } from '@pharmatrace/domain';
import { and, arrayOverlaps, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { medicines } from '../../db/schema';

/**
 * Where an offer declares no carbon, the figure of its pack proposed from what Pharmatrace holds
 * (issue #38). Sources are asked best first: a medicine footprint study published into the
 * medicine database (issue #37, StudyCarbonFigures) outranks a row of the imported data set
 * (ImportedCarbonFigures). Each figure is per box of the pack.
 */
export interface CarbonFigureSource {
  /** The figures this source holds for these codes (CIP13 or CIS), by code. */
  find(codes: readonly string[]): Promise<Map<string, TenderCarbonProposal>>;
}

/**
 * The medicine database's per-box footprint, for a CIP13 or a CIS that names exactly one figure,
 * among its rows of one source: 'study' (published studies) or 'imported' (the CSV import).
 */
class MedicineRowFigures implements CarbonFigureSource {
  constructor(
    private readonly db: Database,
    private readonly source: 'study' | 'imported',
  ) {}

  async find(codes: readonly string[]): Promise<Map<string, TenderCarbonProposal>> {
    const found = new Map<string, TenderCarbonProposal>();
    const cip13s = codes.filter((c) => c.length === 13);
    const cis = codes.filter((c) => c.length === 8);
    if (cip13s.length === 0 && cis.length === 0) return found;
    const conditions = [
      ...(cip13s.length > 0 ? [arrayOverlaps(medicines.cip13, cip13s)] : []),
      ...(cis.length > 0 ? [inArray(medicines.cis, cis)] : []),
    ];
    const rows = await this.db
      .select({
        name: medicines.name,
        carbon: medicines.carbon,
        isDemo: medicines.isDemo,
        cis: medicines.cis,
        cip13: medicines.cip13,
      })
      .from(medicines)
      .where(and(eq(medicines.source, this.source), or(...conditions)));
    for (const code of codes) {
      const matching = rows.filter((row) =>
        code.length === 13 ? row.cip13.includes(code) : row.cis === code,
      );
      // A CIS with medicines of different footprints names no one figure: propose none, never the first.
      const figures = new Set(matching.map((row) => row.carbon));
      if (figures.size !== 1) continue;
      const row = matching[0]!;
      found.set(code, {
        source: this.source === 'study' ? 'STUDY' : 'IMPORTED',
        gCO2ePerBox: row.carbon,
        label: row.name,
        isDemo: row.isDemo,
      });
    }
    return found;
  }
}

/** The figures of the medicine footprint studies staff published (issue #37): the best source. */
export class StudyCarbonFigures extends MedicineRowFigures {
  constructor(db: Database) {
    super(db, 'study');
  }
}

/** The figures of the imported medicine data set. */
export class ImportedCarbonFigures extends MedicineRowFigures {
  constructor(db: Database) {
    super(db, 'imported');
  }
}

/** Each code's proposal from the first source, in the order given (best first), that holds one. */
export async function proposeCarbon(
  sources: readonly CarbonFigureSource[],
  codes: readonly string[],
): Promise<Map<string, TenderCarbonProposal>> {
  const proposals = new Map<string, TenderCarbonProposal>();
  let missing = [...new Set(codes.filter((c) => c !== ''))];
  for (const source of sources) {
    if (missing.length === 0) break;
    const found = await source.find(missing);
    for (const [code, proposal] of found) proposals.set(code, proposal);
    missing = missing.filter((code) => !found.has(code));
  }
  return proposals;
}
