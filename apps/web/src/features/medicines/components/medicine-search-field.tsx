import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { type MedicineSuggestion, medicineSearchNameSchema } from '@pharmatrace/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useMedicineSuggestions } from '../api/get-medicine-suggestions';
import { medicineErrorMessage } from '../utils/search-error';
import { useDebouncedValue } from '../utils/use-debounced-value';

/** Typing pauses this long before the autocomplete asks the server (each request counts towards the limit). */
const SUGGEST_DELAY_MS = 250;

/**
 * The search field of /medicine_footprint: suggestions as one types (arrow keys and Enter pick
 * one, which opens its product page), or Enter / 'Search' for the full result table.
 */
export function MedicineSearchField({
  initialValue,
  onSearch,
  onPick,
}: {
  /** The search in the URL; the field shows it again after a reload or a shared link. */
  initialValue: string;
  onSearch: (name: string) => void;
  /** `typed` is the text the suggestion was picked for. */
  onPick: (suggestion: MedicineSuggestion, typed: string) => void;
}) {
  const [input, setInput] = useState(initialValue);
  // Suggestions only for what the person types, not for a search restored from the URL.
  const [typed, setTyped] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setInput(initialValue);
    setTyped(false);
  }, [initialValue]);

  const debounced = useDebouncedValue(typed ? input.trim() : '', SUGGEST_DELAY_MS);
  const suggestions = useMedicineSuggestions(debounced);
  const options = debounced.length >= 2 ? (suggestions.data ?? []) : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Spec 001 §5 Medicine search: 'Name can't be empty'.
    const parsed = medicineSearchNameSchema.safeParse(input);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    onSearch(parsed.data);
  };

  const suggestionError = suggestions.isError ? medicineErrorMessage(suggestions.error) : null;
  const helperText =
    error ?? suggestionError ?? 'Suggestions appear as you type; press Enter to see every matching medicine.';

  return (
    <Box
      component="form"
      role="search"
      aria-label="Search the medicine database"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      <Autocomplete<MedicineSuggestion, false, false, true>
        freeSolo
        fullWidth
        options={options}
        // The server already filtered and ordered them (prefixes first, accents ignored).
        filterOptions={(all) => all}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
        getOptionKey={(option) => (typeof option === 'string' ? option : option.id)}
        inputValue={input}
        onInputChange={(_event, value, reason) => {
          if (reason === 'input') {
            setTyped(true);
            setError(null);
          }
          setInput(value);
        }}
        onChange={(_event, value) => {
          // A string is free text confirmed with Enter: the form's submit handles it.
          if (value && typeof value !== 'string') onPick(value, debounced || input.trim());
        }}
        loading={suggestions.isFetching}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Medicine name"
            placeholder="e.g. Doliprane 1000 mg"
            margin="none"
            error={Boolean(error ?? suggestionError)}
            helperText={helperText}
            slotProps={{
              input: {
                ...params.InputProps,
                endAdornment: (
                  <>
                    {suggestions.isFetching ? (
                      <CircularProgress color="inherit" size={18} aria-hidden />
                    ) : null}
                    {params.InputProps.endAdornment}
                  </>
                ),
              },
              htmlInput: { ...params.inputProps, 'aria-invalid': Boolean(error) },
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
        Search
      </Button>
    </Box>
  );
}
