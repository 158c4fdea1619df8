import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  type EnergySource,
  energySources,
  type PlantData,
  plantInputSchema,
  refrigerantGasTypes,
  reportingYearOptions,
  unitLabel,
  unitOptions,
} from '@pharmatrace/domain';
import { type ReactNode, useId } from 'react';
import type { Control, Resolver, UseFieldArrayReturn } from 'react-hook-form';
import { FormCountryAutocomplete } from '@/components/ui/form-country-autocomplete';
import { FormSelectField } from '@/components/ui/form-select-field';
import { FormTextField } from '@/components/ui/form-text-field';
import { RepeatableRows } from '@/components/ui/repeatable-rows';
import { emptyRefrigerantGas, emptyVoc, type PlantFormValues } from '../utils/plant-form-values';

/**
 * The schema reads numbers through a preprocess, so its input type says `unknown` where the form
 * holds text; the checks and the output (PlantData) are exactly the schema's.
 */
export const plantResolver = zodResolver(plantInputSchema) as unknown as Resolver<
  PlantFormValues,
  unknown,
  PlantData
>;

/** The schema's list limit (plantInputSchema: at most 50 gases, 50 compounds). */
const MAX_ROWS = 50;

/** Which unit list each energy source offers (spec 001 §3 Enumerations); defaults from the domain. */
const energyUnits: Record<EnergySource, readonly string[]> = {
  Electricity: unitOptions.energy,
  NaturalGas: unitOptions.energy,
  Coal: unitOptions.energy,
  FuelOil: unitOptions.volume,
  Gasoline: unitOptions.volume,
  Steam: unitOptions.mass,
  Heat: unitOptions.energy,
  LiquidNitrogen: unitOptions.mass,
};

type ValueUnitName =
  | 'capex'
  | 'coolingWater'
  | `energyConsumption.${EnergySource}`
  | 'energyProduction'
  | 'scope1'
  | 'scope2';

/** Typed numbers: a decimal keypad on phones, and text so that a wrong entry can be explained. */
const numberInput = { htmlInput: { inputMode: 'decimal' } } as const;

/** A count: the numeric keypad, without the decimal separator. */
const wholeNumberInput = { htmlInput: { inputMode: 'numeric' } } as const;

/**
 * Production volumes have a fixed unit (spec 001 §3). The label stays raised so that a long
 * label never runs under the 'tons' adornment on a phone.
 */
const tonsInput = {
  ...numberInput,
  input: { endAdornment: <InputAdornment position="end">tons</InputAdornment> },
  inputLabel: { shrink: true },
} as const;

const twoColumns = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
  columnGap: 3,
} as const;

function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Typography id={headingId} variant="h5" component="h2">
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: '70ch' }}>
          {description}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}

/**
 * A quantity and its unit side by side. The select shows 'Unit' and is named '{quantity} unit'
 * for assistive technologies, so each of the many unit selects has its own name.
 */
function ValueUnitField({
  control,
  name,
  label,
  units,
}: {
  control: Control<PlantFormValues, unknown, PlantData>;
  name: ValueUnitName;
  label: string;
  units: readonly string[];
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) minmax(8.25rem, 32%)',
        columnGap: 1.5,
        alignItems: 'start',
      }}
    >
      <FormTextField control={control} name={`${name}.value`} label={label} slotProps={numberInput} />
      <FormSelectField
        control={control}
        name={`${name}.unit`}
        label="Unit"
        options={units.map((unit) => ({ value: unit, label: unitLabel(unit) }))}
        slotProps={{ htmlInput: { 'aria-label': `${label} unit` } }}
      />
    </Box>
  );
}

/**
 * Every field of a plant (spec 001 §3 'Plant'), in its sections: the plant form's page and the
 * in-place creation of the footprint's step 5 (issue #11) draw the same fields from here.
 */
export function PlantFields({
  control,
  gases,
  vocs,
}: {
  control: Control<PlantFormValues, unknown, PlantData>;
  gases: UseFieldArrayReturn<PlantFormValues, 'refrigerantGases'>;
  vocs: UseFieldArrayReturn<PlantFormValues, 'volatileOrganicCompounds'>;
}) {
  const years = reportingYearOptions().map(String);
  return (
    <>
      <FormSection title="General">
        <Box sx={twoColumns}>
          <FormTextField
            control={control}
            name="companyName"
            label="Company name"
            autoComplete="organization"
          />
          <FormSelectField
            control={control}
            name="reportingYear"
            label="Reporting year"
            options={years}
            emptyOption=""
          />
          <FormCountryAutocomplete control={control} name="countryId" label="Country" />
          <FormTextField control={control} name="city" label="City" autoComplete="address-level2" />
          <FormTextField
            control={control}
            name="employees"
            label="Number of employees"
            slotProps={wholeNumberInput}
          />
          <ValueUnitField control={control} name="capex" label="Capex" units={unitOptions.currency} />
          <FormTextField
            control={control}
            name="productionFPValue"
            label="Annual production of finished products"
            slotProps={tonsInput}
          />
          <FormTextField
            control={control}
            name="productionIntFPValue"
            label="Annual production of intermediates"
            slotProps={tonsInput}
          />
        </Box>
        <FormTextField control={control} name="comments" label="Comments" multiline minRows={3} />
      </FormSection>

      <FormSection
        title="Energy"
        description="What the site consumed and produced over the reporting year, in the unit of your invoices or meters."
      >
        <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
          Energy consumption
        </Typography>
        <Box sx={twoColumns}>
          {energySources.map(({ key, label }) => (
            <ValueUnitField
              key={key}
              control={control}
              name={`energyConsumption.${key}`}
              label={label}
              units={energyUnits[key]}
            />
          ))}
        </Box>
        <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
          Production and water
        </Typography>
        <Box sx={twoColumns}>
          <ValueUnitField
            control={control}
            name="energyProduction"
            label="Annual production of energy"
            units={unitOptions.energy}
          />
          <ValueUnitField
            control={control}
            name="coolingWater"
            label="Cooling water"
            units={unitOptions.water}
          />
        </Box>
      </FormSection>

      <FormSection
        title="Emissions"
        description="The site's greenhouse gas emissions of the reporting year, if you have them: scope 1 (direct) and scope 2 (from purchased energy)."
      >
        <Box sx={twoColumns}>
          <ValueUnitField control={control} name="scope1" label="Scope 1" units={unitOptions.emissions} />
          <ValueUnitField control={control} name="scope2" label="Scope 2" units={unitOptions.emissions} />
        </Box>
      </FormSection>

      <FormSection
        title="Refrigerant gases"
        description="One line per gas used in the site's cooling systems, with its annual leakage or recharge."
      >
        <RepeatableRows
          rows={gases.fields}
          legend={(n) => `Refrigerant gas ${n}`}
          removeLabel={(n) => `Remove refrigerant gas ${n}`}
          emptyText="No refrigerant gas declared."
          addLabel="Add a refrigerant gas"
          max={MAX_ROWS}
          onAdd={() => gases.append(emptyRefrigerantGas())}
          onRemove={gases.remove}
          renderFields={(index) => (
            <>
              <FormTextField
                control={control}
                name={`refrigerantGases.${index}.value`}
                label="Annual leakage/recharge"
                slotProps={numberInput}
              />
              <FormSelectField
                control={control}
                name={`refrigerantGases.${index}.type`}
                label="Gas type"
                options={refrigerantGasTypes}
                emptyOption=""
              />
            </>
          )}
        />
      </FormSection>

      <FormSection
        title="Volatile organic compounds"
        description="One line per volatile organic compound (VOC) the site emits, in tons per year."
      >
        <RepeatableRows
          rows={vocs.fields}
          legend={(n) => `Compound ${n}`}
          removeLabel={(n) => `Remove compound ${n}`}
          emptyText="No volatile organic compound declared."
          addLabel="Add a compound"
          max={MAX_ROWS}
          onAdd={() => vocs.append(emptyVoc())}
          onRemove={vocs.remove}
          renderFields={(index) => (
            <>
              <FormTextField
                control={control}
                name={`volatileOrganicCompounds.${index}.name`}
                label="Compound name"
              />
              <FormTextField
                control={control}
                name={`volatileOrganicCompounds.${index}.quantity`}
                label="Tons per year"
                slotProps={numberInput}
              />
            </>
          )}
        />
      </FormSection>
    </>
  );
}
