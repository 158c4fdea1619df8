/** A small medicine data set in the provider's CSV format (docs/medicines-csv.md), for the API tests. */

export const medicineCsvHeader =
  'id,name,small_name,inn,form,carbon,uncertainty,wiselist,em_creation,em_production,em_storage';

export interface CsvMedicine {
  id: string;
  name: string;
  inn?: string;
  form?: string;
  carbon: number;
  uncertainty?: number;
  wiselist?: string;
  shares?: [number, number, number];
}

const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export function medicineCsv(rows: CsvMedicine[]): string {
  const lines = rows.map((m) =>
    [
      m.id,
      m.name,
      '',
      m.inn ?? '',
      m.form ?? '',
      String(m.carbon),
      m.uncertainty === undefined ? '' : String(m.uncertainty),
      m.wiselist ?? '',
      ...(m.shares ?? [0.7, 0.25, 0.05]).map(String),
    ]
      .map(quote)
      .join(','),
  );
  return `${[medicineCsvHeader, ...lines].join('\n')}\n`;
}

/** Names chosen for prefix, accent, typo and word-inside-the-name searches. */
export const sampleMedicines: CsvMedicine[] = [
  {
    id: 'p1',
    name: 'PARACETAMOL ARROW 500 mg, comprimé',
    inn: 'PARACETAMOL',
    form: 'tablet',
    carbon: 40,
    uncertainty: 8,
    wiselist: 'https://example.org/wise/paracetamol',
    shares: [0.8, 0.15, 0.05],
  },
  {
    id: 'p2',
    name: 'PARACETAMOL BIOGARAN 1000 mg, comprimé',
    inn: 'PARACETAMOL',
    form: 'tablet',
    carbon: 90,
  },
  { id: 'p3', name: 'DOLIPRANE 1000 mg, comprimé', inn: 'PARACETAMOL', form: 'tablet', carbon: 120 },
  { id: 'p4', name: 'DOLIPRANE 500 mg, gélule', inn: 'Paracétamol', form: 'capsule', carbon: 20 },
  {
    id: 'i1',
    name: 'IBUPROFENE BIOGARAN 400 mg, comprimé pelliculé',
    inn: 'IBUPROFENE',
    form: 'tablet',
    carbon: 300,
  },
  { id: 'i2', name: 'IBUPROFÈNE EXEMPLE 200 mg, gélule', inn: 'IBUPROFÈNE', form: 'capsule', carbon: 150 },
  { id: 'a1', name: 'AMOXICILLINE ARROW 500 mg, gélule', inn: 'AMOXICILLINE', form: 'capsule', carbon: 2500 },
  {
    id: 'a2',
    name: 'AMOXICILLINE/ACIDE CLAVULANIQUE ARROW 1000 mg/125 mg, comprimé pelliculé',
    inn: 'AMOXICILLINE/ACIDE CLAVULANIQUE',
    form: 'tablet',
    carbon: 3100,
  },
  { id: 'r1', name: 'ARROWROOT EXEMPLE 10 mg, comprimé', form: 'tablet', carbon: 5 },
  { id: 's1', name: 'SPASFON 80 mg, comprimé orodispersible', form: 'tablet', carbon: 75 },
  {
    id: 'l1',
    name: 'LEVOTHYROXINE EXEMPLE 50 microgrammes, comprimé sécable',
    inn: 'LEVOTHYROXINE',
    form: 'tablet',
    carbon: 12,
  },
  // 120 medicines sharing a prefix: more than one autocomplete answer (10) or one list (100) holds.
  ...Array.from({ length: 120 }, (_, i) => ({
    id: `t${String(i).padStart(3, '0')}`,
    name: `ATORVASTATINE LABO${String(i).padStart(3, '0')} 10 mg, comprimé pelliculé`,
    inn: 'ATORVASTATINE',
    form: 'tablet',
    carbon: 1000 + i,
  })),
];
