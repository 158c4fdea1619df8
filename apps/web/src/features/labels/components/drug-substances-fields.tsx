import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_DRUG_SUBSTANCES } from '@pharmatrace/domain';
import { useState } from 'react';
import { type Control, type UseFieldArrayReturn, useWatch } from 'react-hook-form';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useT } from '@/lib/language';
import { emptyApi, hasApiData, type OriginFormValues } from '../utils/origin-form-values';
import { SubstanceIdentityFields } from './substance-identity-fields';

/**
 * Step 2 of the drug product wizard (spec 001 §2): 'each drug substance (#1..n)', as many as the
 * number of drug substances says (spec 001 §3: apiCount default 1, minimum 1). Lowering the number
 * removes the last substances, after a confirmation when they hold anything typed.
 */
export function DrugSubstancesFields({
  control,
  apis,
  setApiCount,
}: {
  control: Control<OriginFormValues>;
  apis: UseFieldArrayReturn<OriginFormValues, 'api'>;
  setApiCount: (count: number) => void;
}) {
  const t = useT();
  const apiCount = useWatch({ control, name: 'apiCount' });
  const api = useWatch({ control, name: 'api' });
  const [typed, setTyped] = useState(String(apiCount));
  const [pendingCount, setPendingCount] = useState<number | null>(null);
  const isValid = /^\d{1,2}$/.test(typed) && Number(typed) >= 1 && Number(typed) <= MAX_DRUG_SUBSTANCES;

  const resize = (count: number) => {
    if (count > apis.fields.length) {
      apis.append(Array.from({ length: count - apis.fields.length }, emptyApi), { shouldFocus: false });
    } else if (count < apis.fields.length) {
      apis.remove(Array.from({ length: apis.fields.length - count }, (_, i) => count + i));
    }
    setApiCount(count);
  };

  const onCountChange = (text: string) => {
    setTyped(text);
    if (!/^\d{1,2}$/.test(text)) return;
    const count = Number(text);
    if (count < 1 || count > MAX_DRUG_SUBSTANCES || count === apiCount) return;
    const removed = api.slice(count);
    if (removed.some(hasApiData)) setPendingCount(count);
    else resize(count);
  };

  const removedNames =
    pendingCount === null
      ? []
      : api.slice(pendingCount).map((entry, i) => entry.inn || `#${pendingCount + i + 1}`);

  return (
    <>
      <TextField
        label={t('originField.apiCount')}
        type="number"
        value={typed}
        onChange={(event) => onCountChange(event.target.value)}
        onBlur={() => setTyped(String(apiCount))}
        error={!isValid}
        helperText={isValid ? t('labels.substancesHint') : t('label.apiCountInvalid')}
        slotProps={{ htmlInput: { min: 1, max: MAX_DRUG_SUBSTANCES, step: 1 } }}
        sx={{ maxWidth: 280, mb: 2 }}
      />
      {apis.fields.map((field, index) => (
        <Paper key={field.id} component="fieldset" variant="outlined" sx={{ p: 2, mb: 2, minWidth: 0 }}>
          <Typography component="legend" variant="h6" sx={{ px: 0.5 }}>
            {t('labels.substanceNumber', { number: index + 1 })}
          </Typography>
          <Box sx={{ mt: 1 }}>
            <SubstanceIdentityFields control={control} prefix={`api.${index}.`} />
          </Box>
        </Paper>
      ))}
      <ConfirmDialog
        open={pendingCount !== null}
        title={t('labels.removeSubstancesTitle')}
        description={t('labels.removeSubstancesText', { names: removedNames.join(', ') })}
        confirmLabel={t('labels.remove')}
        onConfirm={() => {
          if (pendingCount !== null) resize(pendingCount);
          setPendingCount(null);
        }}
        onClose={() => {
          setTyped(String(apiCount));
          setPendingCount(null);
        }}
      />
    </>
  );
}
