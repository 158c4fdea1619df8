import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type Country,
  type TreeDialogValues,
  type TreeNodePatch,
  treeDialogMaxLength,
} from '@pharmatrace/domain';
import { useId } from 'react';
import { type Control, type UseFormSetValue, useWatch } from 'react-hook-form';
import { FormCountryAutocomplete } from '@/components/ui/form-country-autocomplete';
import { FormTextField } from '@/components/ui/form-text-field';
import { useT } from '@/lib/language';

/** A plant of the client, offered by 'Select an existing manufacturing plant'. */
export type PlantOption = { id: string; companyName: string; city: string; countryId: string };

type DialogControl = Control<TreeDialogValues, unknown, TreeNodePatch>;

const twoColumns = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
  columnGap: 2,
} as const;

/**
 * One 'Manufacturer #n' block of the tree dialog (spec 001 §2): an optional existing plant that
 * fills company name, city and country, then those fields and the percentage. Editing a filled
 * field afterwards makes it a new plant (the dialog clears plantId, see NodeDialog).
 */
export function ManufacturerBlock({
  control,
  setValue,
  index,
  plants,
  countries,
  autoFocus = false,
  onRemove,
}: {
  control: DialogControl;
  setValue: UseFormSetValue<TreeDialogValues>;
  index: number;
  plants: readonly PlantOption[];
  countries: readonly Country[] | undefined;
  /** Focus the plant picker on opening (the root dialog, which shows only manufacturers). */
  autoFocus?: boolean;
  /** Absent on the first block, which cannot be removed (spec 001 §5). */
  onRemove?: () => void;
}) {
  const headingId = useId();
  const t = useT();
  const number = index + 1;
  const plantId = useWatch({ control, name: `manufacturers.${index}.plantId` });
  const pickedPlant = plants.find((plant) => plant.id === plantId) ?? null;
  const countryName = (id: string) => countries?.find((country) => country.id === id)?.name ?? id;

  const pickPlant = (plant: PlantOption | null) => {
    const options = { shouldDirty: true, shouldValidate: true } as const;
    if (plant) {
      setValue(`manufacturers.${index}.companyName`, plant.companyName, options);
      setValue(`manufacturers.${index}.city`, plant.city, options);
      setValue(`manufacturers.${index}.countryId`, plant.countryId, options);
    }
    setValue(`manufacturers.${index}.plantId`, plant?.id ?? null, { shouldDirty: true });
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, mt: 2, bgcolor: 'background.default' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: 40 }}>
        <Typography id={headingId} variant="h6" component="h3">
          {t('tree.manufacturer', { number })}
        </Typography>
        {onRemove ? (
          <IconButton aria-label={t('tree.removeManufacturer', { number })} onClick={onRemove} edge="end">
            <DeleteOutlined />
          </IconButton>
        ) : null}
      </Box>
      <Autocomplete<PlantOption>
        options={plants}
        value={pickedPlant}
        onChange={(_event, plant) => pickPlant(plant)}
        getOptionLabel={(plant) => `${plant.companyName}, ${plant.city} (${countryName(plant.countryId)})`}
        isOptionEqualToValue={(option, selected) => option.id === selected.id}
        noOptionsText={t('tree.noPlant')}
        autoHighlight
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('tree.selectPlant')}
            autoFocus={autoFocus}
            helperText={pickedPlant ? t('tree.filledFromPlant') : undefined}
          />
        )}
      />
      <Box sx={twoColumns}>
        <FormTextField
          control={control}
          name={`manufacturers.${index}.companyName`}
          label={t('field.companyName')}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: treeDialogMaxLength.companyName } }}
        />
        <FormCountryAutocomplete
          control={control}
          name={`manufacturers.${index}.countryId`}
          label={t('tree.productionSiteCountry')}
        />
        <FormTextField
          control={control}
          name={`manufacturers.${index}.percentage`}
          label={t('tree.percentage')}
          autoComplete="off"
          slotProps={{
            htmlInput: { maxLength: treeDialogMaxLength.percentage, inputMode: 'numeric' },
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          }}
        />
        <FormTextField
          control={control}
          name={`manufacturers.${index}.city`}
          label={t('plants.city')}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: treeDialogMaxLength.city } }}
        />
      </Box>
    </Paper>
  );
}
