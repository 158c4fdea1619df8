import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  cantBeNegative,
  defaultLocale,
  type EnergySource,
  energySources,
  type Locale,
  type MessageKey,
  mustBeANumber,
  mustBeAWholeNumber,
  type PlantData,
  plantInputSchema,
  refrigerantGasTypeKeys,
  refrigerantGasTypes,
  reportingYearOptions,
  translate,
  unitLabel,
  unitOptions,
} from '@pharmatrace/domain';
import { type ReactNode, useId } from 'react';
import type { Control, Resolver, UseFieldArrayReturn } from 'react-hook-form';
import { FormDecimalField } from '@/components/ui/decimal-field';
import { FormCountryAutocomplete } from '@/components/ui/form-country-autocomplete';
import { FormSelectField } from '@/components/ui/form-select-field';
import { FormTextField } from '@/components/ui/form-text-field';
import { RepeatableRows } from '@/components/ui/repeatable-rows';
import { getLanguage, useLanguage, useT } from '@/lib/language';
import { saidResolver } from '@/lib/said-resolver';
import { emptyRefrigerantGas, emptyVoc, type PlantFormValues } from '../utils/plant-form-values';

/**
 * The schema reads numbers through a preprocess, so its input type says `unknown` where the form
 * holds text; the checks and the output (PlantData) are exactly the schema's.
 */
const schemaResolver = saidResolver(plantInputSchema) as unknown as Resolver<
  PlantFormValues,
  unknown,
  PlantData
>;

type Translate = ReturnType<typeof useT>;

/** The labels the plant schema names its number fields with (schemas/plant.ts), by catalogue key. */
const numberFieldKeys = [
  'plants.field.employees',
  'plants.field.capex',
  'plants.field.coolingWater',
  'plants.field.energyProduction',
  'plants.field.scope1',
  'plants.field.scope2',
  'plants.field.volume',
  'plants.gas.value',
  'plants.voc.quantity',
  ...energySources.map(({ key }) => `plants.field.${key}` as const),
] as const satisfies readonly MessageKey[];

const numberMessages = [
  [mustBeANumber, 'plants.error.notANumber'],
  [mustBeAWholeNumber, 'plants.error.notAWholeNumber'],
  [cantBeNegative, 'plants.error.negative'],
] as const;

const messagesByLocale = new Map<Locale, Map<string, string>>();

/**
 * The schema's number messages in a language: '{Field} must be a number' (spec 001 §5) with the
 * field's own translated label, built by the same functions as the schema's (an exact table,
 * never a pattern). Any other message carries its phrase (`saidResolver`), said where shown.
 */
function plantMessageIn(message: string, language: Locale): string {
  let table = messagesByLocale.get(language);
  if (!table) {
    table = new Map();
    for (const labelKey of numberFieldKeys) {
      const english = translate(defaultLocale, labelKey);
      const field = translate(language, labelKey);
      for (const [build, key] of numberMessages)
        table.set(build(english), translate(language, key, { field }));
    }
    messagesByLocale.set(language, table);
  }
  return table.get(message) ?? message;
}

/** Puts every `message` of a resolver's nested errors in the language, in place. */
function translateErrors(errors: unknown, language: Locale): void {
  if (typeof errors !== 'object' || errors === null) return;
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref') continue;
    if (key === 'message' && typeof value === 'string')
      Reflect.set(errors, key, plantMessageIn(value, language));
    else translateErrors(value, language);
  }
}

/**
 * The plant schema's checks, with their messages in the page's language (issue #27): read at each
 * validation, so a language switch applies to the next check.
 */
export const plantResolver: Resolver<PlantFormValues, unknown, PlantData> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options);
  const language = getLanguage();
  if (language !== defaultLocale) translateErrors(result.errors, language);
  return result;
};

/** Units whose names are words, by catalogue key; the others (kWh, m³) read the same everywhere. */
type UnitKey = Extract<MessageKey, `plants.unit.${string}`>;
const unitKeys: Partial<Record<string, UnitKey>> = {
  Litres: 'plants.unit.Litres',
  Tons: 'plants.unit.Tons',
  Gallon_Imperial: 'plants.unit.Gallon_Imperial',
  Gallon_US: 'plants.unit.Gallon_US',
  Nm3Gas: 'plants.unit.Nm3Gas',
  ScfGas: 'plants.unit.ScfGas',
  Pounds: 'plants.unit.Pounds',
  gallons: 'plants.unit.gallons',
  TonsCO2eq: 'plants.unit.TonsCO2eq',
};

function unitText(unit: string, language: Locale): string {
  const key = unitKeys[unit];
  return key ? translate(language, key) : unitLabel(unit);
}

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

/**
 * Production volumes have a fixed unit (spec 001 §3). The label stays raised so that a long
 * label never runs under the 'tons' adornment on a phone.
 */
const tonsInput = (t: Translate) =>
  ({
    input: { endAdornment: <InputAdornment position="end">{t('plants.field.tons')}</InputAdornment> },
    inputLabel: { shrink: true },
  }) as const;

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
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5, maxWidth: '70ch' }}>
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
  const t = useT();
  const language = useLanguage();
  return (
    <Box
      sx={{
        display: 'grid',
        // On a phone the unit goes under its quantity: side by side, both labels were cut
        // ('Production ann…', 'Tonnes CC…', issue #39).
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(8.25rem, 32%)' },
        rowGap: 2,
        columnGap: 1.5,
        alignItems: 'start',
      }}
    >
      <FormDecimalField control={control} name={`${name}.value`} label={label} />
      <FormSelectField
        control={control}
        name={`${name}.unit`}
        label={t('plants.field.unit')}
        options={units.map((unit) => ({ value: unit, label: unitText(unit, language) }))}
        slotProps={{ htmlInput: { 'aria-label': t('plants.field.unitOf', { field: label }) } }}
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
  const t = useT();
  const years = reportingYearOptions().map(String);
  return (
    <>
      <FormSection title={t('plants.section.general')}>
        <Box sx={twoColumns}>
          <FormTextField
            control={control}
            name="companyName"
            label={t('plants.field.companyName')}
            autoComplete="organization"
          />
          <FormSelectField
            control={control}
            name="reportingYear"
            label={t('plants.field.reportingYear')}
            options={years}
            emptyOption=""
          />
          <FormCountryAutocomplete control={control} name="countryId" label={t('plants.field.country')} />
          <FormTextField
            control={control}
            name="city"
            label={t('plants.field.city')}
            autoComplete="address-level2"
          />
          <FormDecimalField
            control={control}
            name="employees"
            label={t('plants.field.employees')}
            wholeNumber
          />
          <ValueUnitField
            control={control}
            name="capex"
            label={t('plants.field.capex')}
            units={unitOptions.currency}
          />
          <FormDecimalField
            control={control}
            name="productionFPValue"
            label={t('plants.field.productionFP')}
            slotProps={tonsInput(t)}
          />
          <FormDecimalField
            control={control}
            name="productionIntFPValue"
            label={t('plants.field.productionIntFP')}
            slotProps={tonsInput(t)}
          />
        </Box>
        <FormTextField
          control={control}
          name="comments"
          label={t('plants.field.comments')}
          multiline
          minRows={3}
        />
      </FormSection>

      <FormSection title={t('plants.section.energy')} description={t('plants.section.energyText')}>
        <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
          {t('plants.section.energyConsumption')}
        </Typography>
        <Box sx={twoColumns}>
          {energySources.map(({ key }) => (
            <ValueUnitField
              key={key}
              control={control}
              name={`energyConsumption.${key}`}
              label={t(`plants.field.${key}`)}
              units={energyUnits[key]}
            />
          ))}
        </Box>
        <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
          {t('plants.section.productionAndWater')}
        </Typography>
        <Box sx={twoColumns}>
          <ValueUnitField
            control={control}
            name="energyProduction"
            label={t('plants.field.energyProduction')}
            units={unitOptions.energy}
          />
          <ValueUnitField
            control={control}
            name="coolingWater"
            label={t('plants.field.coolingWater')}
            units={unitOptions.water}
          />
        </Box>
      </FormSection>

      <FormSection title={t('plants.section.emissions')} description={t('plants.section.emissionsText')}>
        <Box sx={twoColumns}>
          <ValueUnitField
            control={control}
            name="scope1"
            label={t('plants.field.scope1')}
            units={unitOptions.emissions}
          />
          <ValueUnitField
            control={control}
            name="scope2"
            label={t('plants.field.scope2')}
            units={unitOptions.emissions}
          />
        </Box>
      </FormSection>

      <FormSection title={t('plants.section.gases')} description={t('plants.section.gasesText')}>
        <RepeatableRows
          rows={gases.fields}
          legend={(n) => t('plants.gas.legend', { n })}
          removeLabel={(n) => t('plants.gas.remove', { n })}
          emptyText={t('plants.gas.empty')}
          addLabel={t('plants.gas.add')}
          max={MAX_ROWS}
          onAdd={() => gases.append(emptyRefrigerantGas())}
          onRemove={gases.remove}
          renderFields={(index) => (
            <>
              <FormDecimalField
                control={control}
                name={`refrigerantGases.${index}.value`}
                label={t('plants.gas.value')}
              />
              <FormSelectField
                control={control}
                name={`refrigerantGases.${index}.type`}
                label={t('plants.gas.type')}
                options={refrigerantGasTypes.map((type) => {
                  const key = refrigerantGasTypeKeys[type];
                  return key ? { value: type, label: t(key) } : type;
                })}
                emptyOption=""
              />
            </>
          )}
        />
      </FormSection>

      <FormSection title={t('plants.section.vocs')} description={t('plants.section.vocsText')}>
        <RepeatableRows
          rows={vocs.fields}
          legend={(n) => t('plants.voc.legend', { n })}
          removeLabel={(n) => t('plants.voc.remove', { n })}
          emptyText={t('plants.voc.empty')}
          addLabel={t('plants.voc.add')}
          max={MAX_ROWS}
          onAdd={() => vocs.append(emptyVoc())}
          onRemove={vocs.remove}
          renderFields={(index) => (
            <>
              <FormTextField
                control={control}
                name={`volatileOrganicCompounds.${index}.name`}
                label={t('plants.voc.name')}
              />
              <FormDecimalField
                control={control}
                name={`volatileOrganicCompounds.${index}.quantity`}
                label={t('plants.voc.quantity')}
              />
            </>
          )}
        />
      </FormSection>
    </>
  );
}
