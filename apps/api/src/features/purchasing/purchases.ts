import {
  DEFAULT_MONETARY_FACTOR_KG_PER_KEUR,
  isCip13,
  isCis,
  MEDICINE_ALTERNATIVES_LIMIT,
  type MedicinePack,
  MONETARY_FACTOR_CONFIGURED_SOURCE,
  MONETARY_FACTOR_SOURCE,
  medicineStrength,
  normalizeMedicineName,
  type Phrase,
  type PurchaseAlternative,
  type PurchaseLine,
  type PurchaseMatchLevel,
  type PurchasesAnswer,
  type PurchasesPeriod,
  packOfCode,
  purchaseMatchLevels,
} from '@pharmatrace/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { PurchaseInput } from './purchases-file';

/**
 * Matching purchase lines to medicines (issue #25): CIP13 → CIS → name with its strength → the
 * monetary fallback (a price and no match) → none. A handful of set-based queries for the whole
 * file, whatever its size: codes, names, then every medicine sharing an INN, form and strength
 * with a matched one (for the alternatives).
 */

interface Matched {
  packs: MedicinePack[];
  id: string;
  name: string;
  carbon: number;
  inn: string | null;
  form: string | null;
  strength: string | null;
  atc: string | null;
  isDemo: boolean;
}

const columns = sql`m.packs, m.id, m.name, m.carbon, m.inn, m.form, m.strength, m.atc, m.is_demo as "isDemo"`;
const asJson = (values: string[]) => JSON.stringify(values);

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

const round = (n: number, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits;

export async function matchPurchases(
  db: Database,
  inputs: PurchaseInput[],
  errors: { line: number; message: string; reasons?: Phrase[]; written?: string }[],
  monetaryFactor: number,
  period: PurchasesPeriod | null = null,
): Promise<PurchasesAnswer> {
  // Savings are said a year: a period's saving × 365 ÷ its days (a file without one is a year).
  const perYear = period ? 365 / period.days : 1;
  // Where a code names several rows, a published study's (issue #37) is the medicine's own figure.
  const cip13s = [...new Set(inputs.filter((i) => isCip13(i.code)).map((i) => i.code))];
  const ciss = [...new Set(inputs.filter((i) => i.code.length === 8).map((i) => i.code))];
  const names = [
    ...new Set(
      inputs
        .filter((i) => i.name !== '' && medicineStrength(i.name))
        .map((i) => normalizeMedicineName(i.name)),
    ),
  ];

  const byCip13 = new Map<string, Matched>();
  if (cip13s.length > 0) {
    const found = await rows<Matched & { code: string }>(
      db,
      // Each medicine's codes unnested once, hash-joined with the file's: no per-pair array scan.
      sql`select distinct on (c.code) c.code, ${columns} from medicines m
          cross join lateral unnest(m.cip13) as c(code)
          where c.code in (select jsonb_array_elements_text(${asJson(cip13s)}::jsonb))
          order by c.code, (m.source = 'study') desc, m.id`,
    );
    for (const m of found) byCip13.set(m.code, m);
  }
  const byCis = new Map<string, Matched>();
  if (ciss.length > 0) {
    const found = await rows<Matched & { cis: string }>(
      db,
      sql`select distinct on (m.cis) m.cis, ${columns} from medicines m
          where m.cis in (select jsonb_array_elements_text(${asJson(ciss)}::jsonb)) order by m.cis, (m.source = 'study') desc, m.id`,
    );
    for (const m of found) byCis.set(m.cis, m);
  }
  // The full name, or the name before its first comma (the form): 'doliprane 1000 mg'. Among
  // the medicines a name fits, the closest name wins (the whole name before its first part, then
  // the shortest, which adds the fewest words), never the lowest footprint (issue #38), and the
  // line says how many fit.
  const byName = new Map<string, Matched & { fits: number }>();
  if (names.length > 0) {
    const found = await rows<Matched & { key: string; fits: number }>(
      db,
      // Two equality joins (hashable), not one join on an OR (a nested loop over names × medicines).
      sql`select distinct on (x.key) x.key, x.packs, x.id, x.name, x.carbon, x.inn, x.form, x.strength, x.atc, x."isDemo",
            (count(*) over (partition by x.key))::int as fits
          from (
            select m.search_name as key, 0 as rank, length(m.search_name) as size, ${columns} from medicines m
              where m.search_name in (select jsonb_array_elements_text(${asJson(names)}::jsonb))
            union all
            select split_part(m.search_name, ',', 1) as key, 1 as rank, length(m.search_name) as size, ${columns}
              from medicines m
              -- A name without a comma is found once, by the branch above.
              where position(',' in m.search_name) > 0
                and split_part(m.search_name, ',', 1) in (select jsonb_array_elements_text(${asJson(names)}::jsonb))
          ) x
          order by x.key, x.rank, x.size, x.id`,
    );
    for (const m of found) byName.set(m.key, m);
  }

  // Alternatives: every medicine of each (INN, form, strength) group a matched line belongs to.
  const matched = [...byCip13.values(), ...byCis.values(), ...byName.values()];
  const groupKey = (m: { inn: string | null; form: string | null; strength: string | null }) =>
    m.inn && m.form && m.strength ? `${m.inn}\u0000${m.form}\u0000${m.strength}` : null;
  const groups = new Map<string, { inn: string; form: string; strength: string }>();
  for (const m of matched) {
    const key = groupKey(m);
    if (key) groups.set(key, { inn: m.inn!, form: m.form!, strength: m.strength! });
  }
  const members = new Map<string, Matched[]>();
  if (groups.size > 0) {
    const found = await rows<Matched>(
      db,
      sql`select ${columns} from medicines m
          join jsonb_to_recordset(${JSON.stringify([...groups.values()])}::jsonb) as g(inn text, form text, strength text)
            on m.inn = g.inn and m.form = g.form and m.strength = g.strength
          order by m.carbon, m.id`,
    );
    for (const m of found) {
      const key = groupKey(m)!;
      const list = members.get(key);
      if (list) list.push(m);
      else members.set(key, [m]);
    }
  }
  const alternativesOf = (m: Matched, quantity: number): PurchaseAlternative[] => {
    const key = groupKey(m);
    if (!key) return [];
    const lower: PurchaseAlternative[] = [];
    for (const other of members.get(key) ?? []) {
      if (other.carbon >= m.carbon || lower.length >= MEDICINE_ALTERNATIVES_LIMIT) break;
      const savingPerBox = m.carbon - other.carbon;
      lower.push({
        id: other.id,
        name: other.name,
        carbon: other.carbon,
        savingPerBox: round(savingPerBox, 1),
        savingKgCO2ePerYear: round(((savingPerBox * quantity) / 1000) * perYear),
        isDemo: other.isDemo,
      });
    }
    return lower;
  };

  const lines: PurchaseLine[] = inputs.map((input) => {
    let level: PurchaseMatchLevel = 'NONE';
    let medicine: Matched | undefined;
    let fits = 1;
    if (input.code !== '') {
      medicine = isCip13(input.code) ? byCip13.get(input.code) : byCis.get(input.code);
      if (medicine) level = isCip13(input.code) ? 'CIP13' : 'CIS';
    }
    if (!medicine && input.name !== '') {
      const named = byName.get(normalizeMedicineName(input.name));
      if (named) {
        medicine = named;
        level = 'NAME';
        fits = named.fits;
      }
    }
    const unit = input.unit ?? 'BOX';
    const base = {
      line: input.line,
      input: input.code || input.name,
      quantity: input.quantity,
      unit,
      unitPrice: input.unitPrice,
      supplier: input.supplier,
    };
    if (medicine) {
      // The pack: a CIP13's own; a CIS's or a name's, the buyer's choice or the default (issue #38).
      const pack =
        level === 'CIP13'
          ? packOfCode(input.code, medicine.packs)
          : packOfCode('', medicine.packs, input.pack ?? null);
      const choices =
        level !== 'CIP13' && medicine.packs.length > 1
          ? [...medicine.packs].sort((a, b) => (a.cip13 < b.cip13 ? -1 : 1))
          : [];
      const unitsPerBox = pack?.unitsPerBox ?? null;
      // A count in UCD is turned into boxes by the pack's size; unknown size, no figure.
      const boxes = unit === 'BOX' ? input.quantity : unitsPerBox ? input.quantity / unitsPerBox : null;
      return {
        ...base,
        boxes: boxes === null ? null : round(boxes, 6),
        pack,
        ...(choices.length > 0 ? { packChoices: choices } : {}),
        medicineId: medicine.id,
        medicineName: medicine.name,
        matchLevel: level,
        atc: medicine.atc,
        gCO2ePerBox: medicine.carbon,
        gCO2ePerUnit: unitsPerBox ? round(medicine.carbon / unitsPerBox, 6) : null,
        kgCO2e: boxes === null ? null : round((medicine.carbon * boxes) / 1000),
        alternatives: boxes === null ? [] : alternativesOf(medicine, boxes),
        ...(fits > 1 ? { nameFits: fits } : {}),
      };
    }
    const monetary = input.unitPrice !== null;
    return {
      ...base,
      boxes: unit === 'BOX' ? input.quantity : null,
      pack: null,
      gCO2ePerUnit: null,
      medicineId: null,
      medicineName: null,
      matchLevel: monetary ? 'MONETARY' : 'NONE',
      atc: null,
      gCO2ePerBox: null,
      // k€ spent × kgCO2e per k€.
      kgCO2e: monetary ? round(((input.unitPrice! * input.quantity) / 1000) * monetaryFactor) : null,
      alternatives: [],
    };
  });

  return {
    lines,
    totals: totalsOf(lines),
    errors,
    monetaryFactor:
      monetaryFactor === DEFAULT_MONETARY_FACTOR_KG_PER_KEUR
        ? { kgCO2ePerKEur: monetaryFactor, source: MONETARY_FACTOR_SOURCE, origin: 'ADEME' }
        : { kgCO2ePerKEur: monetaryFactor, source: MONETARY_FACTOR_CONFIGURED_SOURCE, origin: 'SERVER' },
    isDemo: matched.some((m) => m.isDemo),
    period,
  };
}

/**
 * What a purchases answer was matched from, read back from its lines (#25 follow-up, decision
 * 0045): the code when `input` is one, else the name; a line that a code left unmatched and the
 * file's name matched (NAME with a code input) is matched again by the medicine's own name. Only
 * these inputs and the quantities, prices and suppliers come from the browser; every figure is
 * the server's.
 */
export function purchaseInputsOf(answer: Pick<PurchasesAnswer, 'lines'>): PurchaseInput[] {
  return answer.lines.map((line) => {
    const isCode = isCip13(line.input) || isCis(line.input);
    const matchedName = line.matchLevel === 'NAME' ? (line.medicineName ?? '') : '';
    return {
      line: line.line,
      code: isCode ? line.input : '',
      name: isCode ? matchedName : line.input,
      quantity: line.quantity,
      unit: line.unit ?? 'BOX',
      // The pack the answer took for a CIS or a name: the buyer's choice, kept when matched again.
      pack: line.matchLevel !== 'CIP13' ? (line.pack?.cip13 ?? null) : null,
      unitPrice: line.unitPrice,
      supplier: line.supplier,
    };
  });
}

function totalsOf(lines: PurchaseLine[]): PurchasesAnswer['totals'] {
  const byLevel = Object.fromEntries(purchaseMatchLevels.map((l) => [l, { lines: 0, kgCO2e: 0 }])) as Record<
    PurchaseMatchLevel,
    { lines: number; kgCO2e: number }
  >;
  const suppliers = new Map<string | null, { lines: number; kgCO2e: number }>();
  const atcs = new Map<string | null, { lines: number; kgCO2e: number }>();
  let total = 0;
  let saving = 0;
  const add = <K>(map: Map<K, { lines: number; kgCO2e: number }>, key: K, kg: number) => {
    const entry = map.get(key) ?? { lines: 0, kgCO2e: 0 };
    entry.lines += 1;
    entry.kgCO2e += kg;
    map.set(key, entry);
  };
  for (const line of lines) {
    const kg = line.kgCO2e ?? 0;
    byLevel[line.matchLevel].lines += 1;
    byLevel[line.matchLevel].kgCO2e += kg;
    total += kg;
    add(suppliers, line.supplier, kg);
    add(atcs, line.atc ? line.atc.slice(0, 3) : null, kg);
    saving += line.alternatives[0]?.savingKgCO2ePerYear ?? 0;
  }
  for (const level of purchaseMatchLevels) byLevel[level].kgCO2e = round(byLevel[level].kgCO2e);
  const sorted = <K>(map: Map<K, { lines: number; kgCO2e: number }>) =>
    [...map.entries()]
      .map(([k, v]) => ({ key: k, lines: v.lines, kgCO2e: round(v.kgCO2e) }))
      .sort((a, b) => b.kgCO2e - a.kgCO2e);
  return {
    kgCO2e: round(total),
    byMatchLevel: byLevel,
    bySupplier: sorted(suppliers).map(({ key, ...v }) => ({ supplier: key, ...v })),
    byAtc: sorted(atcs).map(({ key, ...v }) => ({ atc: key, ...v })),
    possibleSavingKgCO2e: round(saving),
  };
}
