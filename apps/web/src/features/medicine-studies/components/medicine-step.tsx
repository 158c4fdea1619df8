import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { medicineFootprintForms } from '@pharmatrace/domain';
import { useEffect, useId, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormSelectField } from '@/components/ui/form-select-field';
import { FormTextField } from '@/components/ui/form-text-field';
import { useNotify } from '@/components/ui/notifications';
import { twoColumns } from '@/components/ui/two-columns';
import { serverMessageOf } from '@/lib/errors';
import { useT } from '@/lib/language';
import { getMedicineCodes, useFindMedicines } from '../api/find-medicines';
import type { StudyFormValues } from '../utils/study-form-values';

/** Wait this long after the last keystroke before searching the medicine database. */
const SEARCH_DELAY_MS = 300;

/** The database's forms (tablets and capsules) as the study's. */
const formOfDatabase = { tablet: 'TABLET', capsule: 'CAPSULE' } as const;

/**
 * Finding the medicine in the medicine database (issue #37: 'Picking it from the medicine
 * database fills them'): its name, CIS and CIP13 codes, and its form where the database has it.
 */
function MedicinePicker({ form }: { form: UseFormReturn<StudyFormValues> }) {
  const t = useT();
  const notify = useNotify();
  const resultsId = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useFindMedicines(search);

  const pick = async (id: string) => {
    try {
      const medicine = await getMedicineCodes(id);
      const options = { shouldDirty: true, shouldValidate: true };
      form.setValue('name', medicine.name, options);
      form.setValue('cis', medicine.cis ?? '', options);
      form.setValue('cip13', medicine.cip13.join(', '), options);
      if (medicine.form) form.setValue('form', formOfDatabase[medicine.form], options);
      setPicked(medicine.name);
      setTyped('');
    } catch (error) {
      notify(serverMessageOf(error), 'error');
    }
  };

  const results = search.length >= 2 ? (found.data?.results ?? []) : [];
  return (
    <Box sx={{ mb: 3 }}>
      <TextField
        fullWidth
        label={t('medicineStudy.medicine.find')}
        helperText={t('medicineStudy.medicine.findHint')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        slotProps={{ htmlInput: { 'aria-controls': resultsId, maxLength: 100 } }}
      />
      <Box id={resultsId} aria-live="polite">
        {search.length >= 2 && found.data && results.length === 0 ? (
          <Typography color="textSecondary" sx={{ mt: 1 }}>
            {t('medicineStudy.medicine.none', { search })}
          </Typography>
        ) : null}
        {results.length > 0 ? (
          <List
            dense
            aria-label={t('medicineStudy.medicine.results')}
            sx={{ maxHeight: 260, overflowY: 'auto' }}
          >
            {results.slice(0, 10).map((medicine) => (
              <ListItem
                key={medicine.id}
                disableGutters
                secondaryAction={
                  <Button size="small" onClick={() => void pick(medicine.id)}>
                    {t('medicineStudy.medicine.pick', { name: medicine.smallName || medicine.name })}
                  </Button>
                }
              >
                <ListItemText primary={medicine.name} sx={{ pr: 12 }} />
              </ListItem>
            ))}
          </List>
        ) : null}
        {picked ? (
          <Typography role="status" sx={{ mt: 1 }}>
            {t('medicineStudy.medicine.picked', { name: picked })}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}

/** Step 'The medicine': its name and codes, its form and units per box (issue #37). */
export function MedicineStep({ form }: { form: UseFormReturn<StudyFormValues> }) {
  const t = useT();
  return (
    <>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>{t('medicineStudy.medicine.intro')}</Typography>
      <MedicinePicker form={form} />
      <FormTextField control={form.control} name="name" label={t('medicineStudy.medicine.name')} fullWidth />
      <Box sx={twoColumns}>
        <FormTextField
          control={form.control}
          name="cis"
          label={t('medicineStudy.medicine.cis')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
        />
        <FormTextField
          control={form.control}
          name="cip13"
          label={t('medicineStudy.medicine.cip13')}
          hint={t('medicineStudy.medicine.cip13Hint')}
        />
        <FormSelectField
          control={form.control}
          name="form"
          label={t('medicineStudy.medicine.form')}
          emptyOption={t('medicineStudy.medicine.formEmpty')}
          options={medicineFootprintForms.map((f) => ({ value: f, label: t(`medicineStudy.form.${f}`) }))}
        />
        <FormTextField
          control={form.control}
          name="unitsPerBox"
          label={t('medicineStudy.medicine.unitsPerBox')}
          hint={t('medicineStudy.medicine.unitsPerBoxHint')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Box>
    </>
  );
}
