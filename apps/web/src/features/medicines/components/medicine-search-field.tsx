import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { type IssueLike, medicineSearchNameSchema } from '@pharmatrace/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { issueIn } from '@/lib/field-error';
import { useLanguage, useT } from '@/lib/language';
import { useFindMedicineByName } from '../api/find-medicine-by-name';
import { useMedicineSuggestions } from '../api/get-medicine-suggestions';
import { medicineErrorMessage } from '../utils/search-error';
import { useDebouncedValue } from '../utils/use-debounced-value';

/** Typing pauses this long before the autocomplete asks the server (each request counts towards the limit). */
const SUGGEST_DELAY_MS = 250;

/** What a picked suggestion named: `id` is the medicine's when exactly one medicine has that name. */
export type PickedMedicine = { name: string; id: string | null };

/**
 * The search field of /medicine_footprint: names suggested as one types, or Enter / 'Search' for
 * the full result table. Picking a name (click, or arrow keys and Enter) searches for it, then
 * `onPick` opens the medicine when the name is one medicine's, or the results for that name.
 */
export function MedicineSearchField({
  initialValue,
  onSearch,
  onPick,
}: {
  /** The search in the URL; the field shows it again after a reload or a shared link. */
  initialValue: string;
  onSearch: (name: string) => void;
  /** Called once the picked name was looked up; `typed` is the text it was picked for. */
  onPick: (medicine: PickedMedicine, typed: string) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const [input, setInput] = useState(initialValue);
  // Suggestions only for what the person types, not for a search restored from the URL.
  const [typed, setTyped] = useState(false);
  const [error, setError] = useState<IssueLike | null>(null);
  useEffect(() => {
    setInput(initialValue);
    setTyped(false);
  }, [initialValue]);

  const debounced = useDebouncedValue(typed ? input.trim() : '', SUGGEST_DELAY_MS);
  const suggestions = useMedicineSuggestions(debounced);
  const options = debounced.length >= 2 ? (suggestions.data ?? []) : [];
  const lookup = useFindMedicineByName();
  const { reset: cancelLookup } = lookup;

  const pick = (name: string) => {
    const from = debounced || input.trim();
    // No suggestions for the picked name itself: that would count one more search.
    setTyped(false);
    setError(null);
    lookup.mutate(name, { onSuccess: (id) => onPick({ name, id }, from) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A search typed and submitted while a picked name was being looked up replaces it.
    cancelLookup();
    // Spec 001 §5 Medicine search: 'Name can't be empty'.
    const parsed = medicineSearchNameSchema.safeParse(input);
    if (!parsed.success) {
      setError(parsed.error.issues[0] ?? null);
      return;
    }
    setError(null);
    onSearch(parsed.data);
  };

  const suggestionError = suggestions.isError ? medicineErrorMessage(suggestions.error) : null;
  const lookupError = lookup.isError ? medicineErrorMessage(lookup.error) : null;
  // The schema's issue ('Name can't be empty') said from its phrase in the page's language (issue #40).
  const fieldError = error !== null ? issueIn(error, language) : (lookupError ?? suggestionError);
  const busy = suggestions.isFetching || lookup.isPending;
  const helperText =
    fieldError ??
    (lookup.isPending
      ? t('medicines.search.lookingUp', { name: lookup.variables ?? '' })
      : t('medicines.search.hint'));

  return (
    <Box
      component="form"
      role="search"
      aria-label={t('medicines.search.label')}
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      <Autocomplete<string, false, false, true>
        freeSolo
        fullWidth
        options={options}
        // The server already filtered and ordered them (prefixes first, accents ignored).
        filterOptions={(all) => all}
        // Never a selected value, only text: picking the same name again (after a failed lookup,
        // say) must run again, and MUI reports no change for the value it already holds.
        value={null}
        inputValue={input}
        onInputChange={(_event, value, reason) => {
          if (reason === 'input') {
            setTyped(true);
            setError(null);
            cancelLookup();
          }
          setInput(value);
        }}
        onChange={(_event, value, reason) => {
          // 'createOption' is free text confirmed with Enter: the form's submit handles it.
          if (reason === 'selectOption' && value) pick(value);
        }}
        loading={suggestions.isFetching}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('medicines.search.field')}
            placeholder={t('medicines.search.placeholder')}
            margin="none"
            error={Boolean(fieldError)}
            helperText={helperText}
            aria-busy={lookup.isPending}
            slotProps={{
              ...params.slotProps,
              // Read out when a picked name is being looked up, or failed to be.
              formHelperText: { 'aria-live': 'polite' },
              input: {
                ...params.slotProps.input,
                endAdornment: (
                  <>
                    {busy ? <CircularProgress color="inherit" size={18} aria-hidden /> : null}
                    {params.slotProps.input.endAdornment}
                  </>
                ),
              },
              htmlInput: { ...params.slotProps.htmlInput, 'aria-invalid': Boolean(error) },
            }}
          />
        )}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        startIcon={<SearchIcon aria-hidden />}
        sx={{ mt: 0.5 }}
      >
        {t('medicines.search.submit')}
      </Button>
    </Box>
  );
}
