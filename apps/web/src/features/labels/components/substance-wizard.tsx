import {
  proposedEuOriginFigures,
  type SubstanceDetail,
  substanceFigures,
  substanceIdentitySchema,
  type TreeNodeDraft,
} from '@pharmatrace/domain';
import { useCallback, useMemo, useState } from 'react';
import { type Resolver, useController, useForm, useWatch } from 'react-hook-form';
import { NodeProviderChanges } from '@/components/project-changes/provider-changes';
import { treeWording } from '@/components/route-tree/tree-wording';
import { ProjectWizardLayout } from '@/components/wizard/project-wizard-layout';
import type { ProjectWizardProps } from '@/components/wizard/use-client-project-calls';
import { isTreeComplete, WizardTreeStep } from '@/components/wizard/wizard-tree-step';
import { paths } from '@/config/paths';
import { useLanguage, useT } from '@/lib/language';
import { saidResolver } from '@/lib/said-resolver';
import {
  SUBSTANCE_FORM_VERSION,
  type SubstanceFormValues,
  toSubstanceBody,
  toSubstanceFormValues,
} from '../utils/substance-form-values';
import {
  EuOriginPanel,
  NodeEuShare,
  substanceRows,
  substanceStageNamesIn,
  useIsEuCountry,
} from './eu-origin-panel';
import { LabelMethodology } from './label-methodology';
import { SubstanceIdentityFields } from './substance-identity-fields';
import { useLabelWizard } from './use-label-wizard';

/** The identity fields are checked on change; the tree by its own rules, at its step. */
const identityResolver = saidResolver(substanceIdentitySchema) as unknown as Resolver<SubstanceFormValues>;

/**
 * The drug substance wizard (spec 001 §2): step 1 identify (INN, CAS, type, HS code), step 2 the
 * methodology ('Got it'), step 3 the route tree, step 4 submit with confirmation. Works for a new
 * project (`project` undefined) and for a stored DRAFT or CHECK; with `staff`, the provider's
 * validation screen of an ONGOING or CHECK project (spec 001 §4 'Staff validation').
 */
export function SubstanceWizard({ project, back, staff }: ProjectWizardProps<SubstanceDetail>) {
  // Computed once: a refetch must never overwrite what the person is typing.
  const [defaultValues] = useState(() => toSubstanceFormValues(project));
  const form = useForm<SubstanceFormValues>({ resolver: identityResolver, mode: 'onChange', defaultValues });
  const treeField = useController({ control: form.control, name: 'tree' });
  const [inn, cas, type] = useWatch({ control: form.control, name: ['inn', 'cas', 'type'] });
  const [showTreeIssues, setShowTreeIssues] = useState(false);
  const language = useLanguage();
  const t = useT();
  const wording = treeWording(type || 'CHEMICAL', language);
  const isEu = useIsEuCountry();
  const euFigures = useMemo(
    () => substanceFigures(treeField.field.value, isEu),
    [treeField.field.value, isEu],
  );

  // The steps' names, in the page's language.
  const identifyLabel = t('labels.substance.identify');
  const steps = useMemo(
    () => ({
      first: [
        {
          key: 'identify',
          label: identifyLabel,
          validate: () => form.trigger(['inn', 'cas', 'type', 'codeHs'], { shouldFocus: true }),
        },
      ],
      tree: {
        key: 'tree',
        label: wording.build,
        validate: () => {
          setShowTreeIssues(true);
          return isTreeComplete(form.getValues('tree'));
        },
      },
    }),
    [form, identifyLabel, wording.build],
  );

  // Staff completing a label confirm its European-origin figures, or override them with a reason (issue #14).
  const euProposed = useMemo(
    () => (staff ? proposedEuOriginFigures('SUBSTANCE', { tree: treeField.field.value, type }, isEu) : []),
    [staff, treeField.field.value, type, isEu],
  );
  const { step, providerChanges, layout, submitStep } = useLabelWizard(
    { project, back, staff, form, steps, euProposed },
    {
      kind: 'SUBSTANCE',
      toBody: toSubstanceBody,
      editHref: paths.app.drugSubstance.edit.getHref,
      storageName: 'substance',
      storageVersion: SUBSTANCE_FORM_VERSION,
      canSaveDraft: () => form.trigger('inn', { shouldFocus: true }),
      validateTreeLabel: wording.validate,
    },
  );
  // One function while its data stays: a new one each render would re-render every row of the
  // tree (issue #28).
  const renderNodeAddon = useCallback(
    (node: TreeNodeDraft) => (
      <>
        <NodeEuShare share={euFigures.nodes[node.id]} />
        <NodeProviderChanges changes={providerChanges.byNode.get(node.id)} />
      </>
    ),
    [euFigures, providerChanges.byNode],
  );

  return (
    <ProjectWizardLayout
      title={project ? t('labels.substance.title', { name: project.inn }) : t('labels.substance.newTitle')}
      {...layout}
    >
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        {step === 'identify' ? <SubstanceIdentityFields control={form.control} /> : null}
        {step === 'methodology' ? <LabelMethodology what="drug substance" /> : null}
        {step === 'tree' ? (
          <WizardTreeStep
            renderNodeAddon={renderNodeAddon}
            aside={
              <EuOriginPanel
                title={t('labels.eu.title')}
                figures={substanceRows(euFigures, substanceStageNamesIn(language, type))}
              />
            }
            tree={treeField.field.value}
            onChange={(tree: TreeNodeDraft) => treeField.field.onChange(tree)}
            treeType={type || 'CHEMICAL'}
            product={{ name: inn, cas }}
            plants={staff?.plants}
            showIssues={showTreeIssues}
            label={wording.treeOf(inn || t('labels.substance.theSubstance'))}
          />
        ) : null}
        {step === 'submit'
          ? submitStep({
              substances: [form.getValues()],
            })
          : null}
      </form>
    </ProjectWizardLayout>
  );
}
