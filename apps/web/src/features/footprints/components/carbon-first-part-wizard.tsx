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
  type TreeNodeDraft,
  translate,
  uiMessages,
} from '@pharmatrace/domain';
import { useCallback, useMemo, useState } from 'react';
import { type Resolver, useController, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { NodeProviderChanges } from '@/components/project-changes/provider-changes';
import { FormCountryAutocomplete } from '@/components/ui/form-country-autocomplete';
import { FormTextField } from '@/components/ui/form-text-field';
import { useNotify } from '@/components/ui/notifications';
import { twoColumns } from '@/components/ui/two-columns';
import { ProjectWizardLayout } from '@/components/wizard/project-wizard-layout';
import { type ProjectWizardProps, useClientProjectCalls } from '@/components/wizard/use-client-project-calls';
import { useKindWizard } from '@/components/wizard/use-kind-wizard';
import type { WizardStep } from '@/components/wizard/use-project-wizard';
import { isTreeComplete, WizardTreeStep } from '@/components/wizard/wizard-tree-step';
import { paths } from '@/config/paths';
import { combineResolvers } from '@/lib/combine-resolvers';
import { useLanguage, useT } from '@/lib/language';
import { saidResolver } from '@/lib/said-resolver';
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
  saidResolver(carbonStep1Schema) as unknown as Resolver<CarbonFormValues>,
  saidResolver(carbonStep2FormSchema) as unknown as Resolver<CarbonFormValues>,
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

/**
 * The carbon footprint wizard, first part (spec 001 §2, §4): 'Identify your product', 'Further
 * information', 'Before step 3' (methodology), 'Build your synthetic route tree', then the final
 * submission. A product without production data is validated from step 1
 * (carbon/create_without_production) and the person goes to /my_footprints.
 * With `staff`, the provider's validation screen of an ONGOING or CHECK footprint (spec 001 §4):
 * 'Save first part as completed', 'Save as Check', and without production data the admin route.
 */
export function CarbonFirstPartWizard({ project, back, staff }: ProjectWizardProps<CarbonDetail>) {
  const navigate = useNavigate();
  const notify = useNotify();
  const language = useLanguage();
  const t = useT();
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
  const withoutProduction = useSubmitWithoutProduction();

  const steps = useMemo<WizardStep[]>(
    () => [
      {
        key: 'identify',
        label: translate(language, 'footprints.firstPart.step.identify'),
        number: 1,
        validate: () => form.trigger([...step1Fields], { shouldFocus: true }),
      },
      {
        key: 'information',
        label: translate(language, 'footprints.firstPart.step.information'),
        number: 2,
        validate: () => form.trigger([...step2Fields], { shouldFocus: true }),
      },
      { key: 'methodology', label: translate(language, 'footprints.firstPart.step.methodology') },
      {
        key: 'tree',
        label: translate(language, 'footprints.firstPart.step.tree'),
        number: 3,
        validate: () => {
          setShowTreeIssues(true);
          return isTreeComplete(form.getValues('tree'));
        },
      },
      { key: 'submission', label: translate(language, 'footprints.firstPart.step.submission') },
    ],
    [form, language],
  );

  const calls = useClientProjectCalls<CarbonFormValues>({
    kind: 'CARBON',
    project,
    toBody: toCarbonBody,
    editHref: paths.app.carbonFootprint.firstPart.getHref,
  });
  const { projectId } = calls;
  const { wizard, step, actions, isCheck, providerChanges, layout } = useKindWizard<CarbonFormValues>({
    ...calls,
    staff,
    moveStep: 'submission',
    form,
    steps,
    storageName: 'carbon',
    storageVersion: CARBON_FORM_VERSION,
    canSaveDraft: () => form.trigger('name', { shouldFocus: true }),
  });
  // One function while its data stays: a new one each render would re-render every row of the
  // tree (issue #28).
  const renderNodeAddon = useCallback(
    (node: TreeNodeDraft) => <NodeProviderChanges changes={providerChanges.byNode.get(node.id)} />,
    [providerChanges.byNode],
  );

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
            notify(t('footprints.firstPart.sent'));
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
        ? { label: t('footprints.action.next'), onClick: () => void wizard.next() }
        : { label: t('footprints.firstPart.validate'), onClick: () => void validateWithoutProduction() }
      : step === 'methodology'
        ? { label: t('footprints.action.gotIt'), onClick: () => void wizard.next() }
        : step === 'tree'
          ? staff
            ? { label: t('footprints.firstPart.validateRoute'), onClick: () => void wizard.next() }
            : { label: t('footprints.firstPart.validateRoute'), onClick: () => void wizard.submit() }
          : step === 'submission'
            ? {
                label: isCheck ? t('footprints.action.validateAmendments') : t('footprints.firstPart.submit'),
                onClick: () => void wizard.submit(),
              }
            : { label: t('footprints.action.next'), onClick: () => void wizard.next() },
  );

  return (
    <ProjectWizardLayout
      wizard={wizard}
      title={project ? t('footprints.wizard.titleOf', { name: project.name }) : t('footprints.wizard.new')}
      back={back}
      successText={t('ui.submission.footprintFirstPart')}
      primaryAction={primaryAction}
      otherActions={otherActions}
      {...layout}
    >
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        {step === 'identify' ? (
          <>
            <Box sx={twoColumns}>
              <FormTextField control={form.control} name="name" label={t('footprints.firstPart.name')} />
              <FormTextField control={form.control} name="cas" label={t('footprints.firstPart.cas')} />
            </Box>
            <StepCounters
              control={form.control}
              onTotalCleared={() => {
                form.setValue('reactionNumberWithInformation', 0, { shouldValidate: true });
                form.setValue('reactionNumberWithoutInformation', 0, { shouldValidate: true });
              }}
            />
            <FormControl sx={{ mt: 2 }}>
              <FormLabel id="production-data-label">{t('footprints.firstPart.productionData')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="production-data-label"
                value={hasProductionData ? 'yes' : 'no'}
                onChange={(event) => setHasProductionData(event.target.value === 'yes')}
              >
                <FormControlLabel value="yes" control={<Radio />} label={t('footprints.firstPart.yes')} />
                <FormControlLabel value="no" control={<Radio />} label={t('footprints.firstPart.no')} />
              </RadioGroup>
            </FormControl>
            {hasProductionData ? null : (
              <Box sx={twoColumns}>
                <FormTextField
                  control={form.control}
                  name="nameOfSupplier"
                  label={t('footprints.firstPart.supplier')}
                />
                <FormCountryAutocomplete
                  control={form.control}
                  name="productionCountry"
                  label={t('footprints.firstPart.productionCountry')}
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
                label={t('footprints.firstPart.contactName')}
                autoComplete="name"
              />
              <FormTextField
                control={form.control}
                name="contactFunction"
                label={t('footprints.firstPart.contactFunction')}
              />
              <FormTextField
                control={form.control}
                name="contactEmail"
                label={t('footprints.firstPart.contactEmail')}
                type="email"
                autoComplete="email"
              />
              <FormTextField
                control={form.control}
                name="annualVolume"
                label={t('footprints.firstPart.annualVolume')}
                hint={t('footprints.firstPart.annualVolumeHint')}
              />
            </Box>
            <FormTextField
              control={form.control}
              name="productUse"
              label={t('footprints.firstPart.productUse')}
              multiline
              minRows={2}
            />
            <FormTextField
              control={form.control}
              name="companyActivity"
              label={t('footprints.firstPart.companyActivity')}
              multiline
              minRows={2}
            />
            <FormTextField
              control={form.control}
              name="comments"
              label={t('footprints.firstPart.comments')}
              multiline
              minRows={2}
            />
            <Typography variant="h6" component="h3" sx={{ mt: 3 }}>
              {t('footprints.firstPart.documents')}
            </Typography>
            <UploadField
              name="reportDataDownloadMolecularStructure"
              label={t('footprints.upload.reportDataDownloadMolecularStructure')}
              isRequired
              value={uploads.molecularStructureFile.field.value}
              onChange={(key) => uploads.molecularStructureFile.field.onChange(key)}
              savedValue={form.formState.defaultValues?.molecularStructureFile ?? null}
              error={uploads.molecularStructureFile.fieldState.error}
              scope={uploadScope}
            />
            <UploadField
              name="reportDataDownloadMolecularSyntheticRoute"
              label={t('footprints.upload.reportDataDownloadMolecularSyntheticRoute')}
              value={uploads.molecularSyntheticRouteFile.field.value}
              onChange={(key) => uploads.molecularSyntheticRouteFile.field.onChange(key)}
              savedValue={form.formState.defaultValues?.molecularSyntheticRouteFile ?? null}
              scope={uploadScope}
            />
            <UploadField
              name="reportDataDownloadProcessFlowDiagram"
              label={t('footprints.upload.reportDataDownloadProcessFlowDiagram')}
              value={uploads.processFlowDiagramFile.field.value}
              onChange={(key) => uploads.processFlowDiagramFile.field.onChange(key)}
              savedValue={form.formState.defaultValues?.processFlowDiagramFile ?? null}
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
              label={t('footprints.firstPart.writtenReport')}
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
            renderNodeAddon={renderNodeAddon}
            showIssues={showTreeIssues}
            label={
              name ? t('footprints.firstPart.treeOf', { name }) : t('footprints.firstPart.treeOfProduct')
            }
          />
        ) : null}
        {step === 'submission' && staff ? (
          <Typography sx={{ maxWidth: '70ch' }}>{t('footprints.firstPart.staffSubmission')}</Typography>
        ) : step === 'submission' ? (
          <Typography sx={{ maxWidth: '70ch' }}>{t('footprints.firstPart.clientSubmission')}</Typography>
        ) : null}
      </form>
    </ProjectWizardLayout>
  );
}
