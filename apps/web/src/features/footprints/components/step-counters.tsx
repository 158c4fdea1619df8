import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { MAX_STEP_COUNTER } from '@pharmatrace/domain';
import { type Control, type FieldPath, useController, useWatch } from 'react-hook-form';
import { fieldErrorIn } from '@/lib/field-error';
import { useLanguage, useT } from '@/lib/language';
import type { CarbonFormValues } from '../utils/carbon-form-values';

type CounterName = 'reactionNumber' | 'reactionNumberWithInformation' | 'reactionNumberWithoutInformation';

function CounterField({
  control,
  name,
  label,
  max,
  disabled = false,
  deps,
  afterChange,
}: {
  control: Control<CarbonFormValues>;
  name: CounterName;
  label: string;
  max: number;
  disabled?: boolean;
  deps?: FieldPath<CarbonFormValues>[];
  afterChange?: (value: number | null) => void;
}) {
  const { field, fieldState } = useController({ control, name, rules: deps ? { deps } : {} });
  const language = useLanguage();
  const t = useT();
  return (
    <TextField
      type="number"
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={(event) => {
        const text = event.target.value;
        const value = text === '' ? null : Number(text);
        field.onChange(value);
        afterChange?.(value);
      }}
      onBlur={field.onBlur}
      disabled={disabled}
      error={Boolean(fieldState.error)}
      helperText={
        // The rule's phrase, said in the page's language (issue #40).
        fieldState.error
          ? fieldErrorIn(fieldState.error, language)
          : disabled
            ? t('footprints.counters.setTotalFirst')
            : undefined
      }
      slotProps={{
        htmlInput: { min: 0, max, step: 1, inputMode: 'numeric', 'aria-invalid': Boolean(fieldState.error) },
      }}
    />
  );
}

/**
 * The three step counters of footprint step 1 (spec 001 §5): integers, minimum 0, step 1, default
 * maximum 100; the two sub-counters are capped by the total and disabled while it is 0 or less;
 * the total must equal their sum (the message shows under the total).
 */
export function StepCounters({
  control,
  onTotalCleared,
}: {
  control: Control<CarbonFormValues>;
  /** The total fell to 0 or less: the sub-counters are disabled and set back to 0. */
  onTotalCleared: () => void;
}) {
  const t = useT();
  const total = useWatch({ control, name: 'reactionNumber' });
  const hasTotal = typeof total === 'number' && total > 0;
  const subMax = hasTotal ? Math.min(total, MAX_STEP_COUNTER) : 0;
  return (
    <Box
      sx={{
        display: 'grid',
        // As many columns as fit with each label whole ('Steps without production information'
        // was cut at 1366 px in three columns, issue #29): three on a wide screen, then two, one.
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fit, minmax(22rem, 1fr))' },
        columnGap: 3,
      }}
    >
      <CounterField
        control={control}
        name="reactionNumber"
        label={t('footprints.counters.total')}
        max={MAX_STEP_COUNTER}
        deps={['reactionNumberWithInformation', 'reactionNumberWithoutInformation']}
        afterChange={(value) => {
          if (!(value !== null && value > 0)) onTotalCleared();
        }}
      />
      <CounterField
        control={control}
        name="reactionNumberWithInformation"
        label={t('footprints.counters.with')}
        max={subMax}
        disabled={!hasTotal}
        deps={['reactionNumber']}
      />
      <CounterField
        control={control}
        name="reactionNumberWithoutInformation"
        label={t('footprints.counters.without')}
        max={subMax}
        disabled={!hasTotal}
        deps={['reactionNumber']}
      />
    </Box>
  );
}
