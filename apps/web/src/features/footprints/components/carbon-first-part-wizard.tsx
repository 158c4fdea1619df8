import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  type CarbonDetail,
  carbonStep1Schema,
  carbonStep2FormSchema,
  carbonUploadFieldLabels,
  type TreeNodeDraft,
  uiMessages,
} from '@pharmatrace/domain';
import { useMemo, useState } from 'react';
import { type Resolver, useController, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { NodeProviderChanges } from '@/components/project-changes/provider-changes';
import { FormCountryAutocomplete } from '@/components/ui/form-country-autocomplete';
import { FormTextField } from '@/components/ui/form-text-field';
import { useNotify } from '@/components/ui/notifications';
import { ProjectWizardLayout } from '@/components/wizard/project-wizard-layout';
import type { StaffWizardMode } from '@/components/wizard/staff-mode';
import { useKindWizard } from '@/components/wizard/use-kind-wizard';
import type { WizardStep } from '@/components/wizard/use-project-wizard';
import { type BackTarget, useCreatedProjectNavigationState } from '@/components/wizard/wizard-navigation';
import { isTreeComplete, WizardTreeStep } from '@/components/wizard/wizard-tree-step';
import { paths } from '@/config/paths';
import { combineResolvers } from '@/lib/combine-resolvers';
import { useSaveProjectDraft } from '@/lib/project-api/save-project-draft';
import { useSubmitProject } from '@/lib/project-api/submit-project';
import { useSubmitWithoutProduction } from '../api/submit-without-production';
import {
  CARBON_FORM_VERSION,
  type CarbonFormValues,
  toCarbonBody,
  toCarbonFormValues,
  toCarbonStep1Body,
} from '../utils/carbon-form-values';
import { FootprintMethodology } from './footprint-methodology';
import { StepCounters } from './step-counters';
import { UploadField } from './upload-field';

/** Steps 1 and 2 are checked on change by the domain's schemas (spec 001 §5 'Footprint step 1', 'step 2'). */
const carbonResolver = combineResolvers<CarbonFormValues>(
  zodResolver(carbonStep1Schema) as unknown as Resolver<CarbonFormValues>,
  zodResolver(carbonStep2FormSchema) as unknown as Resolver<CarbonFormValues>,
);

const step1Fields = [
  'name',
  'cas',
  'reactionNumber',
  'reactionNumberWithInformation',
  'reactionNumberWithoutInformation',
  'nameOfSupplier',
  'productionCountry',
] as const;
const step2Fields = [
  'contactName',
  'contactFunction',
  'contactEmail',
  'productUse',
  'companyActivity',
  'annualVolume',
  'comments',
  'molecularStructureFile',
] as const;

const twoColumns = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
  columnGap: 3,
} as const;

/**
 * The carbon footprint wizard, first part (spec 001 §2, §4): 'Identify your product', 'Further
 * information', 'Before step 3' (methodology), 'Build your synthetic route tree', then the final
 * submission. A product without production data is validated from step 1
 * (carbon/create_without_production) and the person goes to /my_footprints.
 * With `staff`, the provider's validation screen of an ONGOING or CHECK footprint (spec 001 §4):
 * 'Save first part as completed', 'Save as Check', and without production data the admin route.
 */
export function CarbonFirstPartWizard({
  project,
  back,
  staff,
}: {
  project?: CarbonDetail;
  back: BackTarget;
  staff?: StaffWizardMode;
}) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [projectId, setProjectId] = useState<string | null>(project?.id ?? null);
  const [defaultValues] = useState(() => toCarbonFormValues(project));
  const form = useForm<CarbonFormValues>({ resolver: carbonResolver, mode: 'onChange', defaultValues });
  const treeField = useController({ control: form.control, name: 'tree' });
  const uploads = {
    molecularStructureFile: useController({ control: form.control, name: 'molecularStructureFile' }),
    molecularSyntheticRouteFile: useController({
      control: form.control,
      name: 'molecularSyntheticRouteFile',
    }),
    processFlowDiagramFile: useController({ control: form.control, name: 'processFlowDiagramFile' }),
  };
  const [name, cas, hasProductionData, writtenReport] = useWatch({
    control: form.control,
    name: ['name', 'cas', 'hasProductionData', 'writtenReport'],
  });
  const [showTreeIssues, setShowTreeIssues] = useState(false);
  // Staff read and replace the client's files through their own routes (issue #22).
  const uploadScope = staff && project ? { staffProjectId: project.id } : null;
  const saveDraft = useSaveProjectDraft<'CARBON'>();
  const submit = useSubmitProject<'CARBON'>();
  const withoutProduction = useSubmitWithoutProduction();
  const createdState = useCreatedProjectNavigationState(back);

  const steps = useMemo<WizardStep[]>(
    () => [
      {
        key: 'identify',
        label: 'Identify your product',
        number: 1,
        validate: () => form.trigger([...step1Fields], { shouldFocus: true }),
      },
      {
        key: 'information',
        label: 'Further information',
        number: 2,
        validate: () => form.trigger([...step2Fields], { shouldFocus: true }),
      },
      { key: 'methodology', label: 'Before step 3' },
      {
        key: 'tree',
        label: 'Build your synthetic route tree',
        number: 3,
        validate: () => {
          setShowTreeIssues(true);
          return isTreeComplete(form.getValues('tree'));
        },
      },
      { key: 'submission', label: 'Final submission' },
    ],
    [form],
  );

  const { wizard, step, actions, isCheck, providerChanges, layout } = useKindWizard<CarbonFormValues>({
    staff,
    kind: 'CARBON',
    inCheck: project?.status === 'CHECK',
    toBody: toCarbonBody,
    moveStep: 'submission',
    form,
    steps,
    projectId,
    revision: project?.revision,
    storageName: 'carbon',
    storageVersion: CARBON_FORM_VERSION,
    savedStepIndex: project?.wizardStep,
    canSaveDraft: () => form.trigger('name', { shouldFocus: true }),
    saveDraft: (values, stepIndex, revision) =>
      saveDraft.mutateAsync({
        kind: 'CARBON',
        id: projectId,
        revision,
        body: toCarbonBody(values, stepIndex),
      }),
    submit: (values, revision) =>
      submit.mutateAsync({ kind: 'CARBON', id: projectId, revision, body: toCarbonBody(values) }),
    onCreated: (id, search) => {
      setProjectId(id);
      navigate(
        { pathname: paths.app.carbonFootprint.firstPart.getHref(id), search },
        { replace: true, state: createdState },
      );
    },
  });

  /** Spec 001 §4: without production data, 'Validate' sends step 1 and goes to /my_footprints. */
  const validateWithoutProduction = () =>
    staff
      ? wizard.submit({
          throughStep: 0,
          send: async (values, revision) => {
            if (!staff.validateWithoutProduction) throw new Error(uiMessages.submission.failed);
            await staff.validateWithoutProduction({ ...toCarbonStep1Body(values), revision });
          },
          // Spec 001 §4: 'For an admin it uses the admin route and returns to /admin'.
          onSent: () => staff.onMoved('COMPLETED', 'withoutProduction'),
        })
      : wizard.submit({
          throughStep: 0,
          send: (values, revision) =>
            withoutProduction.mutateAsync({ id: projectId, revision, body: toCarbonStep1Body(values) }),
          onSent: () => {
            notify('Your carbon footprint has been sent to our team');
            navigate(paths.app.myFootprints.getHref());
          },
        });

  /** Spec 001 §4: choosing Yes hides the supplier fields, and switching back clears them. */
  const setHasProductionData = (value: boolean) => {
    form.setValue('hasProductionData', value, { shouldDirty: true });
    if (value) {
      form.setValue('nameOfSupplier', '', { shouldDirty: true });
      form.setValue('productionCountry', '', { shouldDirty: true });
    }
    void form.trigger(['nameOfSupplier', 'productionCountry']);
  };

  const { primaryAction, otherActions } = actions(() =>
    step === 'identify'
      ? hasProductionData
        ? { label: 'Next step', onClick: () => void wizard.next() }
        : { label: 'Validate', onClick: () => void validateWithoutProduction() }
      : step === 'methodology'
        ? { label: 'Got it', onClick: () => void wizard.next() }
        : step === 'tree'
          ? staff
            ? { label: 'Validate your synthetic route', onClick: () => void wizard.next() }
            : { label: 'Validate your synthetic route', onClick: () => void wizard.submit() }
          : step === 'submission'
            ? { label: isCheck ? 'Validate the amendments' : 'Submit', onClick: () => void wizard.submit() }
            : { label: 'Next step', onClick: () => void wizard.next() },
  );

  return (
    <ProjectWizardLayout
      wizard={wizard}
      title={project ? `Carbon footprint: ${project.name}` : 'New carbon footprint'}
      back={back}
      successText={uiMessages.submission.footprintFirstPart}
      primaryAction={primaryAction}
      otherActions={otherActions}
      {...layout}
    >
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        {step === 'identify' ? (
          <>
            <Box sx={twoColumns}>
              <FormTextField control={form.control} name="name" label="Name" />
              <FormTextField control={form.control} name="cas" label="CAS number" />
            </Box>
            <StepCounters
              control={form.control}
              onTotalCleared={() => {
                form.setValue('reactionNumberWithInformation', 0, { shouldValidate: true });
                form.setValue('reactionNumberWithoutInformation', 0, { shouldValidate: true });
              }}
            />
            <FormControl sx={{ mt: 2 }}>
              <FormLabel id="production-data-label">Do you have production data for this product?</FormLabel>
              <RadioGroup
                row
                aria-labelledby="production-data-label"
                value={hasProductionData ? 'yes' : 'no'}
                onChange={(event) => setHasProductionData(event.target.value === 'yes')}
              >
                <FormControlLabel value="yes" control={<Radio />} label="Yes" />
                <FormControlLabel value="no" control={<Radio />} label="No" />
              </RadioGroup>
            </FormControl>
            {hasProductionData ? null : (
              <Box sx={twoColumns}>
                <FormTextField control={form.control} name="nameOfSupplier" label="Name of the supplier" />
                <FormCountryAutocomplete
                  control={form.control}
                  name="productionCountry"
                  label="Country of production"
                />
              </Box>
            )}
          </>
        ) : null}
        {step === 'information' ? (
          <>
            <Box sx={twoColumns}>
              <FormTextField
                control={form.control}
                name="contactName"
                label="Contact person name"
                autoComplete="name"
              />
              <FormTextField control={form.control} name="contactFunction" label="Contact person function" />
              <FormTextField
                control={form.control}
                name="contactEmail"
                label="Contact person email"
                type="email"
                autoComplete="email"
              />
              <FormTextField
                control={form.control}
                name="annualVolume"
                label="Annual volume"
                hint="In tons per year"
              />
            </Box>
            <FormTextField
              control={form.control}
              name="productUse"
              label="Use of the product"
              multiline
              minRows={2}
            />
            <FormTextField
              control={form.control}
              name="companyActivity"
              label="Description of your company's activity"
              multiline
              minRows={2}
            />
            <FormTextField control={form.control} name="comments" label="Comments" multiline minRows={2} />
            <Typography variant="h6" component="h3" sx={{ mt: 3 }}>
              Documents
            </Typography>
            <UploadField
              name="reportDataDownloadMolecularStructure"
              label={carbonUploadFieldLabels.reportDataDownloadMolecularStructure}
              isRequired
              value={uploads.molecularStructureFile.field.value}
              onChange={(key) => uploads.molecularStructureFile.field.onChange(key)}
              error={uploads.molecularStructureFile.fieldState.error?.message}
              scope={uploadScope}
            />
            <UploadField
              name="reportDataDownloadMolecularSyntheticRoute"
              label={carbonUploadFieldLabels.reportDataDownloadMolecularSyntheticRoute}
              value={uploads.molecularSyntheticRouteFile.field.value}
              onChange={(key) => uploads.molecularSyntheticRouteFile.field.onChange(key)}
              scope={uploadScope}
            />
            <UploadField
              name="reportDataDownloadProcessFlowDiagram"
              label={carbonUploadFieldLabels.reportDataDownloadProcessFlowDiagram}
              value={uploads.processFlowDiagramFile.field.value}
              onChange={(key) => uploads.processFlowDiagramFile.field.onChange(key)}
              scope={uploadScope}
            />
          </>
        ) : null}
        {step === 'methodology' ? (
          <>
            <FootprintMethodology />
            <FormControlLabel
              sx={{ mt: 2 }}
              control={
                <Checkbox
                  checked={writtenReport}
                  onChange={(event) =>
                    form.setValue('writtenReport', event.target.checked, { shouldDirty: true })
                  }
                />
              }
              label="I would like a written report compliant with the GHG Protocol standard"
            />
          </>
        ) : null}
        {step === 'tree' ? (
          <WizardTreeStep
            tree={treeField.field.value}
            onChange={(tree: TreeNodeDraft) => treeField.field.onChange(tree)}
            treeType="CHEMICAL"
            product={{ name, cas }}
            plants={staff?.plants}
            renderNodeAddon={(node) => <NodeProviderChanges changes={providerChanges.byNode.get(node.id)} />}
            showIssues={showTreeIssues}
            label={`Synthetic route tree of ${name || 'the product'}`}
          />
        ) : null}
        {step === 'submission' && staff ? (
          <Typography sx={{ maxWidth: '70ch' }}>
            Check the footprint, then complete its first part (the client is then asked for the mass balance)
            or send it back to the client to check your amendments.
          </Typography>
        ) : step === 'submission' ? (
          <Typography sx={{ maxWidth: '70ch' }}>
            Everything is ready. Send your footprint to our team: they will analyse your synthetic route and
            come back to you with a cost estimate.
          </Typography>
        ) : null}
      </form>
    </ProjectWizardLayout>
  );
}
