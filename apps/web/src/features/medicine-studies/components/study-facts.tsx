import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatNumberIn } from '@pharmatrace/domain';
import type { ReactNode } from 'react';
import { useLanguage, useT } from '@/lib/language';
import { documentOf, type MedicineStudy } from '../api/medicine-study';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="textSecondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
}

/** What the client gave, for staff reviewing it: the medicine, its actives and what they weigh. */
export function StudyFacts({ study }: { study: MedicineStudy }) {
  const t = useT();
  const language = useLanguage();
  const doc = documentOf(study);
  const number = (n: number | undefined) => (n === undefined ? '-' : formatNumberIn(language, n));
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
        columnGap: 2,
        rowGap: 0.5,
      }}
    >
      <Fact term={t('medicineStudy.medicine.name')}>{doc.name ?? study.name}</Fact>
      <Fact term={t('medicineStudy.medicine.cis')}>{doc.cis ?? '-'}</Fact>
      <Fact term={t('medicineStudy.medicine.cip13')}>{(doc.cip13 ?? []).join(', ') || '-'}</Fact>
      <Fact term={t('medicineStudy.medicine.form')}>
        {doc.form ? t(`medicineStudy.form.${doc.form}`) : '-'}
      </Fact>
      <Fact term={t('medicineStudy.medicine.unitsPerBox')}>{number(doc.unitsPerBox)}</Fact>
      {(doc.actives ?? []).map((a, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list, in the document's order; two actives may share a name
        <Fact key={`${a.name}|${i}`} term={t('medicineStudy.actives.item', { number: i + 1 })}>
          {`${a.name}, ${number(a.mgPerUnit)} mg · ${
            'carbonFootprintId' in a
              ? t('medicineStudy.actives.origin.linked')
              : 'valueKgPerKg' in a
                ? `${number(a.valueKgPerKg)} kgCO2e/kg (${a.source})`
                : t('medicineStudy.actives.origin.default')
          }`}
        </Fact>
      ))}
      <Fact term={t('medicineStudy.step.excipients')}>{number((doc.excipients ?? []).length)}</Fact>
      <Fact term={t('medicineStudy.step.packaging')}>{number((doc.packaging ?? []).length)}</Fact>
      <Fact term={t('medicineStudy.step.transport')}>{number((doc.transport ?? []).length)}</Fact>
    </Box>
  );
}
