import { zodResolver } from '@hookform/resolvers/zod';
import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  type EnergySource,
  energySources,
  type Plant,
  type PlantData,
  plantInputSchema,
  refrigerantGasTypes,
  reportingYearOptions,
  unitLabel,
  unitOptions,
} from '@pharmatrace/domain';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { type Control, type Resolver, useFieldArray, useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { FormCountryAutocomplete } from '@/components/ui/form-country-autocomplete';
import { FormSelectField } from '@/components/ui/form-select-field';
import { FormTextField } from '@/components/ui/form-text-field';
import { useNotify } from '@/components/ui/notifications';
import { PageHeader } from '@/components/ui/page-header';
import { errorText, PageLoader } from '@/components/ui/query-state';
import { RestoredDraftNotice } from '@/components/ui/restored-draft-notice';
import { UnsavedChangesDialog, useUnsavedChanges } from '@/components/ui/unsaved-changes';
import { paths } from '@/config/paths';
import { usePersistedFormDraft } from '@/hooks/use-persisted-form-draft';
import { applyFieldErrors, serverMessageOf } from '@/lib/errors';
import { useCreatePlant } from '../api/create-plant';
import { usePlant } from '../api/get-plant';
import { useUpdatePlant } from '../api/update-plant';
import {
  emptyRefrigerantGas,
  emptyVoc,
  type PlantFormValues,
  plantFieldPaths,
  toFormFieldPath,
  toPlantFormValues,
  toPlantRequest,
} from '../utils/plant-form-values';

/**
 * The schema reads numbers through a preprocess, so its input type says `unknown` where the form
 * holds text; the checks and the output (PlantData) are exactly the schema's.
 */
const plantResolver = zodResolver(plantInputSchema) as unknown as Resolver<
  PlantFormValues,
  unknown,
  PlantData
>;

/** The schema's list limit (plantInputSchema: at most 50 gases, 50 compounds). */
const MAX_ROWS = 50;

/** The shape of PlantFormValues, for its drafts: bump it when that shape changes. */
const PLANT_DRAFT_VERSION = 1;

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

function RowLegend({ children }: { children: ReactNode }) {
  return (
    <Typography component="legend" variant="subtitle2" color="text.secondary" sx={{ pt: 1 }}>
      {children}
    </Typography>
  );
}

const rowFieldset = { border: 0, p: 0, m: 0, minWidth: 0 } as const;
const rowGrid = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'minmax(0, 1fr) minmax(0, 1fr) auto' },
  columnGap: 1.5,
  alignItems: 'start',
} as const;
// The remove button sits beside the first field on phones and at the end of the line otherwise.
const removeButtonPlacement = { mt: 2.5, gridColumn: { xs: 2, sm: 3 }, gridRow: { xs: 1, sm: 1 } } as const;

/**
 * Spec 001 §2 'Plant form' and §3 'Plant': every field of a plant, grouped in sections, checked
 * on every change with `plantInputSchema` (the messages of spec 001 §5). Leaving with unsaved
 * changes asks first (spec 001 §4); closing the tab gets the browser's warning. What is typed is
 * also kept as a draft, so that a session ending mid-form (the guard then sends the person to
 * /login) loses nothing: the same user opening the same plant again gets it back.
 */
export function PlantForm({ plant }: { plant?: Plant }) {
  const isNew = plant === undefined;
  const notify = useNotify();
  const navigate = useNavigate();
  // Computed once: a refetch of the plant must never overwrite what the person is typing.
  const [defaultValues] = useState(() => toPlantFormValues(plant));
  const form = useForm<PlantFormValues, unknown, PlantData>({
    resolver: plantResolver,
    mode: 'onChange',
    defaultValues,
  });
  const gases = useFieldArray({ control: form.control, name: 'refrigerantGases' });
  const vocs = useFieldArray({ control: form.control, name: 'volatileOrganicCompounds' });
  const createMutation = useCreatePlant();
  const updateMutation = useUpdatePlant();
  const isSaving = createMutation.isPending || updateMutation.isPending;
  const [formError, setFormError] = useState<string | null>(null);
  const { isDirty } = form.formState;
  const guard = useUnsavedChanges(isDirty);
  const draft = usePersistedFormDraft({
    key: isNew ? 'plant:new' : `plant:${plant.id}`,
    form,
    version: PLANT_DRAFT_VERSION,
  });
  const years = reportingYearOptions().map(String);

  /** Sends the plant; resolves true once it is stored. */
  const save = async (data: PlantData): Promise<boolean> => {
    setFormError(null);
    const { body, origins } = toPlantRequest(data);
    try {
      if (plant) await updateMutation.mutateAsync({ id: plant.id, data: body });
      else await createMutation.mutateAsync(body);
    } catch (error) {
      const isPlaced = applyFieldErrors(error, form.setError, plantFieldPaths(form.getValues()), (path) =>
        toFormFieldPath(path, origins),
      );
      if (!isPlaced) setFormError(serverMessageOf(error));
      return false;
    }
    draft.clear();
    guard.allowNavigation();
    notify(isNew ? 'Your plant has been created' : 'Your plant has been updated');
    return true;
  };

  const onSubmit = form.handleSubmit(async (data) => {
    if (await save(data)) navigate(paths.app.myPlants.getHref());
  });

  /** 'Save' in the leave dialog: the same checks and call, then the navigation goes on. */
  const saveBeforeLeaving = () =>
    new Promise<boolean>((resolve) => {
      void form.handleSubmit(
        async (data) => resolve(await save(data)),
        () => resolve(false),
      )();
    });

  const control = form.control;

  return (
    <>
      <PageHeader
        title={isNew ? 'Create your plant' : 'Modify your plant'}
        description="Describe one manufacturing site for one reporting year. Only the company name, the reporting year, the country and the city are required; leave a value empty when you do not know it."
        back={{ to: paths.app.myPlants.getHref(), label: 'My Plants' }}
      />

      <RestoredDraftNotice draft={draft} />

      <Box component="form" noValidate onSubmit={onSubmit}>
        <Box component="fieldset" disabled={isSaving} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
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
            {gases.fields.length === 0 ? (
              <Typography color="text.secondary" sx={{ mt: 2 }}>
                No refrigerant gas declared.
              </Typography>
            ) : null}
            {gases.fields.map((row, index) => (
              <Box key={row.id} component="fieldset" sx={rowFieldset}>
                <RowLegend>Refrigerant gas {index + 1}</RowLegend>
                <Box sx={rowGrid}>
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
                  <IconButton
                    aria-label={`Remove refrigerant gas ${index + 1}`}
                    onClick={() => gases.remove(index)}
                    sx={removeButtonPlacement}
                  >
                    <DeleteOutline />
                  </IconButton>
                </Box>
              </Box>
            ))}
            <Button
              startIcon={<AddCircleOutline aria-hidden />}
              onClick={() => gases.append(emptyRefrigerantGas())}
              disabled={gases.fields.length >= MAX_ROWS}
              sx={{ mt: 1 }}
            >
              Add a refrigerant gas
            </Button>
          </FormSection>

          <FormSection
            title="Volatile organic compounds"
            description="One line per volatile organic compound (VOC) the site emits, in tons per year."
          >
            {vocs.fields.length === 0 ? (
              <Typography color="text.secondary" sx={{ mt: 2 }}>
                No volatile organic compound declared.
              </Typography>
            ) : null}
            {vocs.fields.map((row, index) => (
              <Box key={row.id} component="fieldset" sx={rowFieldset}>
                <RowLegend>Compound {index + 1}</RowLegend>
                <Box sx={rowGrid}>
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
                  <IconButton
                    aria-label={`Remove compound ${index + 1}`}
                    onClick={() => vocs.remove(index)}
                    sx={removeButtonPlacement}
                  >
                    <DeleteOutline />
                  </IconButton>
                </Box>
              </Box>
            ))}
            <Button
              startIcon={<AddCircleOutline aria-hidden />}
              onClick={() => vocs.append(emptyVoc())}
              disabled={vocs.fields.length >= MAX_ROWS}
              sx={{ mt: 1 }}
            >
              Add a compound
            </Button>
          </FormSection>
        </Box>

        {formError ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {formError}
          </Alert>
        ) : null}

        {/* Kept in view at the bottom of a long form, so saving never needs a scroll. */}
        <Paper
          variant="outlined"
          sx={{
            position: 'sticky',
            bottom: 0,
            zIndex: 1,
            p: 2,
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            flexWrap: 'wrap',
          }}
        >
          <Button type="submit" variant="contained" size="large" loading={isSaving}>
            Validate data for this plant
          </Button>
          {isDirty ? (
            <Typography variant="body2" color="text.secondary">
              You have unsaved changes.
            </Typography>
          ) : null}
        </Paper>
      </Box>

      <UnsavedChangesDialog
        guard={guard}
        description="Your changes to this plant are not saved yet. Save them before leaving, or leave without saving?"
        onSave={saveBeforeLeaving}
        onLeave={draft.clear}
      />
    </>
  );
}

/** /plant/{id}: loads the plant; spec 001 §2 and §8: a load error goes back to /my_plants. */
function ExistingPlantForm({ id }: { id: string }) {
  const plantQuery = usePlant(id);
  const notify = useNotify();

  useEffect(() => {
    if (plantQuery.isError) {
      notify(`This plant could not be loaded: ${errorText(plantQuery.error)}`, 'error');
    }
  }, [plantQuery.isError, plantQuery.error, notify]);

  if (plantQuery.isError) return <Navigate to={paths.app.myPlants.getHref()} replace />;
  if (plantQuery.isPending) {
    return (
      <>
        <PageHeader
          title="Modify your plant"
          back={{ to: paths.app.myPlants.getHref(), label: 'My Plants' }}
        />
        <PageLoader label="Loading the plant" />
      </>
    );
  }
  return <PlantForm plant={plantQuery.data} />;
}

/** /plant/new and /plant/{id} (spec 001 §2 'Plant form'). */
export function PlantFormPage({ id }: { id?: string | undefined }) {
  return id ? <ExistingPlantForm id={id} /> : <PlantForm />;
}
