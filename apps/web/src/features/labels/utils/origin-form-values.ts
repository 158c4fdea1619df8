import type { OriginDetail, TreeNodeDraft, TreeType } from '@pharmatrace/domain';

/** A production country row: the form holds the percentage as typed (spec 001 §5: at most 3 characters). */
export type CountryShareValues = { countryId: string; percentage: string };

export type ApiValues = {
  inn: string;
  cas: string;
  codeHs: string;
  type: TreeType | '';
  tree: TreeNodeDraft | null;
};

/** What the drug product wizard holds (spec 001 §2 'Drug product wizard', §3 'Drug product (origin)'). */
export type OriginFormValues = {
  drugProductName: string;
  drugProductCode: string;
  drugProductCodeHs: string;
  commercializationCountry: string;
  productionCountriesDrugFormulation: CountryShareValues[];
  productionCountriesPrimaryPackaging: CountryShareValues[];
  apiCount: number;
  api: ApiValues[];
};

/** The shape of OriginFormValues, for the copies kept in local storage: bump it when it changes. */
export const ORIGIN_FORM_VERSION = 1;

export const emptyCountryShare = (): CountryShareValues => ({ countryId: '', percentage: '' });
export const emptyApi = (): ApiValues => ({ inn: '', cas: '', codeHs: '', type: '', tree: null });

function toShares(list: { countryId?: string | null; percentage?: number | string | null }[] | undefined) {
  const rows = (list ?? []).map((row) => ({
    countryId: row.countryId ?? '',
    percentage: row.percentage === null || row.percentage === undefined ? '' : String(row.percentage),
  }));
  // Spec 001 §5: 1 to 3 countries per list; the form starts with one row to fill.
  return rows.length > 0 ? rows : [emptyCountryShare()];
}

export function toOriginFormValues(detail?: OriginDetail): OriginFormValues {
  const api = (detail?.api ?? []).map(
    (entry): ApiValues => ({
      inn: entry.inn ?? '',
      cas: entry.cas ?? '',
      codeHs: entry.codeHs ?? '',
      type: entry.type ?? '',
      tree: entry.tree ?? null,
    }),
  );
  // Spec 001 §3: apiCount default 1, minimum 1.
  const apiCount = Math.max(1, detail?.apiCount ?? api.length ?? 1);
  while (api.length < apiCount) api.push(emptyApi());
  return {
    drugProductName: detail?.drugProductName ?? '',
    drugProductCode: detail?.drugProductCode ?? '',
    drugProductCodeHs: detail?.drugProductCodeHs ?? '',
    commercializationCountry: detail?.commercializationCountry ?? '',
    productionCountriesDrugFormulation: toShares(detail?.productionCountriesDrugFormulation),
    productionCountriesPrimaryPackaging: toShares(detail?.productionCountriesPrimaryPackaging),
    apiCount,
    api: api.slice(0, apiCount),
  };
}

/** A row left entirely empty is not sent: it is the form's blank line, not a country. */
function fromShares(rows: CountryShareValues[]) {
  return rows
    .filter((row) => row.countryId !== '' || row.percentage.trim() !== '')
    .map((row) => ({ countryId: row.countryId, percentage: row.percentage.trim() }));
}

/** The body of origin/draft/create, origin/update/{id}, origin/create and origin/validate/{id}. */
export function toOriginBody(values: OriginFormValues, wizardStep?: number): Record<string, unknown> {
  return {
    drugProductName: values.drugProductName,
    drugProductCode: values.drugProductCode,
    drugProductCodeHs: values.drugProductCodeHs,
    commercializationCountry: values.commercializationCountry || null,
    productionCountriesDrugFormulation: fromShares(values.productionCountriesDrugFormulation),
    productionCountriesPrimaryPackaging: fromShares(values.productionCountriesPrimaryPackaging),
    apiCount: values.apiCount,
    api: values.api.slice(0, values.apiCount).map((entry) => ({
      inn: entry.inn,
      cas: entry.cas,
      codeHs: entry.codeHs,
      type: entry.type === '' ? null : entry.type,
      tree: entry.tree,
    })),
    ...(wizardStep === undefined ? {} : { wizardStep }),
  };
}

/** Whether a substance entry holds anything typed (removing it then asks first). */
export function hasApiData(entry: ApiValues): boolean {
  return (
    entry.inn !== '' || entry.cas !== '' || entry.codeHs !== '' || entry.type !== '' || entry.tree !== null
  );
}
