import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import {
  type OriginDetail,
  originProductSchema,
  originSubstancesSchema,
  productFigures,
  proposedEuOriginFigures,
  type TreeNodeDraft,
} from '@pharmatrace/domain';
import { useCallback, useMemo, useState } from 'react';
import { type Resolver, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { NodeProviderChanges } from '@/components/project-changes/provider-changes';
import { treeWording } from '@/components/route-tree/tree-wording';
import { FormCountryAutocomplete } from '@/components/ui/form-country-autocomplete';
import { FormTextField } from '@/components/ui/form-text-field';
import { twoColumns } from '@/components/ui/two-columns';
import { ProjectWizardLayout } from '@/components/wizard/project-wizard-layout';
import type { ProjectWizardProps } from '@/components/wizard/use-client-project-calls';
import { isTreeComplete, WizardTreeStep } from '@/components/wizard/wizard-tree-step';
import { paths } from '@/config/paths';
import { useCountries } from '@/lib/countries';
import { useLanguage, useT } from '@/lib/language';
import { saidResolver } from '@/lib/said-resolver';
import {
  ORIGIN_FORM_VERSION,
  type OriginFormValues,
  toOriginBody,
  toOriginFormValues,
} from '../utils/origin-form-values';
import { CountrySharesField } from './country-shares-field';
import { DrugSubstancesFields } from './drug-substances-fields';
import {
  EuOriginPanel,
  NodeEuShare,
  substanceRows,
  substanceStageNamesIn,
  useIsEuCountry,
} from './eu-origin-panel';
import { LabelMethodology } from './label-methodology';
import { useLabelWizard } from './use-label-wizard';

/** Steps 1 and 2 are checked on change by the domain's schemas; the trees by their own rules at step 4. */
const originFormSchema = z.object({ ...originProductSchema.shape, ...originSubstancesSchema.shape });
const originResolver = saidResolver(originFormSchema) as unknown as Resolver<OriginFormValues>;

const productFields = [
  'drugProductName',
  'drugProductCode',
  'drugProductCodeHs',
  'commercializationCountry',
  'productionCountriesDrugFormulation',
  'productionCountriesPrimaryPackaging',
] as const;

/**
 * The drug product wizard (spec 001 §2): step 1 the product (name, CIS code, HS code,
 * commercialization country, production countries for formulation and primary packaging), step 2
 * each drug substance #1..n, step 3 the methodology, step 4 a route tree per substance, step 5 submit.
 * With `staff`, the provider's validation screen of an ONGOING or CHECK project (spec 001 §4).
 */
export function OriginWizard({ project, back, staff }: ProjectWizardProps<OriginDetail>) {
  const [defaultValues] = useState(() => toOriginFormValues(project));
  const form = useForm<OriginFormValues>({ resolver: originResolver, mode: 'onChange', defaultValues });
  const apis = useFieldArray({ control: form.control, name: 'api' });
  const api = useWatch({ control: form.control, name: 'api' });
  const [treeTab, setTreeTab] = useState(0);
  const [showTreeIssues, setShowTreeIssues] = useState(false);
  const countries = useCountries();
  const isEu = useIsEuCountry();
  const [formulationShares, packagingShares] = useWatch({
    control: form.control,
    name: ['productionCountriesDrugFormulation', 'productionCountriesPrimaryPackaging'],
  });
  const euFigures = useMemo(
    () =>
      productFigures(
        {
          api,
          productionCountriesDrugFormulation: formulationShares,
          productionCountriesPrimaryPackaging: packagingShares,
        },
        isEu,
      ),
    [api, formulationShares, packagingShares, isEu],
  );

  const language = useLanguage();
  const t = useT();
  // The steps' names, in the page's language.
  const identifyLabel = t('labels.origin.identify');
  const substancesLabel = t('labels.origin.substances');
  const treesLabel = t('labels.origin.buildTrees');
  const steps = useMemo(
    () => ({
      first: [
        {
          key: 'product',
          label: identifyLabel,
          validate: () => form.trigger([...productFields], { shouldFocus: true }),
        },
        {
          key: 'substances',
          label: substancesLabel,
          validate: () => form.trigger(['apiCount', 'api'], { shouldFocus: true }),
        },
      ],
      tree: {
        key: 'trees',
        label: treesLabel,
        validate: () => {
          setShowTreeIssues(true);
          const first = form.getValues('api').findIndex((entry) => !isTreeComplete(entry.tree));
          if (first >= 0) setTreeTab(first);
          return first < 0;
        },
      },
    }),
    [form, identifyLabel, substancesLabel, treesLabel],
  );

  // Staff completing a label confirm its European-origin figures, or override them with a reason (issue #14).
  const euProposed = useMemo(
    () =>
      staff
        ? proposedEuOriginFigures(
            'ORIGIN',
            {
              api,
              productionCountriesDrugFormulation: formulationShares,
              productionCountriesPrimaryPackaging: packagingShares,
            },
            isEu,
          )
        : [],
    [staff, api, formulationShares, packagingShares, isEu],
  );
  const { step, providerChanges, layout, submitStep } = useLabelWizard(
    { project, back, staff, form, steps, euProposed },
    {
      kind: 'ORIGIN',
      toBody: toOriginBody,
      editHref: paths.app.drugOrigin.edit.getHref,
      storageName: 'origin',
      storageVersion: ORIGIN_FORM_VERSION,
      canSaveDraft: () => form.trigger('drugProductName', { shouldFocus: true }),
      validateTreeLabel: t('labels.origin.validateTrees'),
    },
  );
  const activeTree = Math.min(treeTab, Math.max(0, api.length - 1));
  // One function while its data stays: a new one each render would re-render every row of the
  // tree (issue #28).
  const renderNodeAddon = useCallback(
    (node: TreeNodeDraft) => (
      <>
        <NodeEuShare share={euFigures.substances[activeTree]?.nodes[node.id]} />
        <NodeProviderChanges changes={providerChanges.byNode.get(node.id)} />
      </>
    ),
    [euFigures, activeTree, providerChanges.byNode],
  );

  const countryName = (id: string) => countries.data?.find((c) => c.id === id)?.name ?? id;
  const shares = (rows: OriginFormValues['productionCountriesDrugFormulation']) =>
    rows
      .filter((row) => row.countryId)
      .map((row) => `${countryName(row.countryId)} ${row.percentage} %`)
      .join(', ');

  return (
    <ProjectWizardLayout
      title={
        project ? t('labels.origin.title', { name: project.drugProductName }) : t('labels.origin.newTitle')
      }
      {...layout}
    >
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        {step === 'product' ? (
          <>
            <Box sx={twoColumns}>
              <FormTextField
                control={form.control}
                name="drugProductName"
                label={t('originField.drugProductName')}
              />
              <FormTextField
                control={form.control}
                name="drugProductCode"
                label={t('originField.drugProductCode')}
                hint={t('labels.origin.cisHint')}
              />
              <FormTextField
                control={form.control}
                name="drugProductCodeHs"
                label={t('originField.drugProductCodeHs')}
                hint={t('labels.hsCodeHint')}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
              />
              <FormCountryAutocomplete
                control={form.control}
                name="commercializationCountry"
                label={t('originField.commercializationCountry')}
              />
            </Box>
            <CountrySharesField
              control={form.control}
              name="productionCountriesDrugFormulation"
              legend={t('labels.origin.formulationCountries')}
            />
            <CountrySharesField
              control={form.control}
              name="productionCountriesPrimaryPackaging"
              legend={t('labels.origin.packagingCountries')}
            />
          </>
        ) : null}
        {step === 'substances' ? (
          <DrugSubstancesFields
            control={form.control}
            apis={apis}
            setApiCount={(count) =>
              form.setValue('apiCount', count, { shouldDirty: true, shouldValidate: true })
            }
          />
        ) : null}
        {step === 'methodology' ? <LabelMethodology what="drug product" /> : null}
        {step === 'trees' ? (
          <>
            <Tabs
              value={activeTree}
              onChange={(_event, index: number) => setTreeTab(index)}
              variant="scrollable"
              allowScrollButtonsMobile
              aria-label={t('labels.origin.treeTabs')}
              sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
            >
              {api.map((entry, index) => (
                <Tab
                  key={apis.fields[index]?.id ?? index}
                  label={`#${index + 1} ${entry.inn || t('labels.origin.drugSubstance')}${showTreeIssues && !isTreeComplete(entry.tree) ? ' ⚠' : ''}`}
                  id={`tree-tab-${index}`}
                  aria-controls={`tree-panel-${index}`}
                />
              ))}
            </Tabs>
            {api[activeTree] ? (
              <Box role="tabpanel" id={`tree-panel-${activeTree}`} aria-labelledby={`tree-tab-${activeTree}`}>
                <WizardTreeStep
                  key={apis.fields[activeTree]?.id}
                  renderNodeAddon={renderNodeAddon}
                  aside={
                    <EuOriginPanel
                      title={t('labels.eu.title')}
                      figures={[
                        ...substanceRows(euFigures.substances[activeTree]!, {
                          finalStep: t('stage.substanceFinalStep', {
                            name:
                              api[activeTree].inn || t('stage.substanceNumber', { number: activeTree + 1 }),
                          }),
                          intermediates: t('labels.origin.itsIntermediates'),
                          route: substanceStageNamesIn(language, api[activeTree].type).ownRoute,
                        }),
                        [t('stage.activeSubstances'), euFigures.activeSubstances],
                        [t('stage.formulation'), euFigures.formulation],
                        [t('stage.packaging'), euFigures.packaging],
                        [t('stage.product'), euFigures.product],
                      ]}
                    />
                  }
                  tree={api[activeTree].tree}
                  onChange={(tree: TreeNodeDraft) =>
                    form.setValue(`api.${activeTree}.tree`, tree, { shouldDirty: true })
                  }
                  treeType={api[activeTree].type || 'CHEMICAL'}
                  product={{ name: api[activeTree].inn, cas: api[activeTree].cas }}
                  plants={staff?.plants}
                  showIssues={showTreeIssues}
                  label={treeWording(api[activeTree].type || 'CHEMICAL', language).treeOf(
                    api[activeTree].inn || t('labels.origin.drugSubstanceNumber', { number: activeTree + 1 }),
                  )}
                />
              </Box>
            ) : null}
          </>
        ) : null}
        {step === 'submit'
          ? submitStep({
              product: [
                [t('originField.drugProductName'), form.getValues('drugProductName')],
                [t('originField.drugProductCode'), form.getValues('drugProductCode')],
                [t('originField.drugProductCodeHs'), form.getValues('drugProductCodeHs')],
                [
                  t('originField.commercializationCountry'),
                  countryName(form.getValues('commercializationCountry')),
                ],
                [t('stage.formulation'), shares(form.getValues('productionCountriesDrugFormulation'))],
                [t('stage.packaging'), shares(form.getValues('productionCountriesPrimaryPackaging'))],
              ],
              substances: api,
            })
          : null}
      </form>
    </ProjectWizardLayout>
  );
}
