import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  type CarbonDetail,
  defaultLocale,
  type EstimateRowPointer,
  type Locale,
  type MassBalanceIssue,
  massBalanceBoundIssues,
  massBalanceIssues,
  type Plant,
  routeReactions,
  type TreeNodeDraft,
  translate,
} from '@pharmatrace/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { AutosaveConflict, AutosaveStatus } from '@/components/wizard/autosave-status';
import { ProjectWizardLayout } from '@/components/wizard/project-wizard-layout';
import type { StaffWizardMode } from '@/components/wizard/staff-mode';
import { useKindWizard } from '@/components/wizard/use-kind-wizard';
import type { WizardStep } from '@/components/wizard/use-project-wizard';
import { useServerAutosave } from '@/components/wizard/use-server-autosave';
import type { BackTarget } from '@/components/wizard/wizard-navigation';
import { useLanguage, useT } from '@/lib/language';
import { getPlantsQueryOptions } from '@/lib/plants';
import { footprintPanelQueryOptions } from '../api/estimate';
import { updateSecondPart, useSubmitSecondPart } from '../api/second-part';
import {
  SECOND_PART_FORM_VERSION,
  type SecondPartFormValues,
  toSecondPartBody,
  toSecondPartFormValues,
} from '../utils/second-part-form-values';
import { LiveEstimatePanel } from './estimate/live-estimate-panel';
import { StaffEstimateSection } from './estimate/staff-estimate-section';
import type { IssueMap } from './mass-balance-list';
import { type PlantChoice, PlantSelect, ReactionPage } from './reaction-page';
import { SecondPartIntro, SecondPartMethodology } from './second-part-texts';

/**
 * Puts the cursor in a row the estimate points at (`substances.0.productBy.carbonReactionRawMaterials.2`
 * is the line's first cell) once its page is on screen.
 */
function focusRow(path: string, tries = 20) {
  // The paths are the form's own names: letters, digits and dots.
  if (!/^[\w.]+$/.test(path)) return;
  const field =
    document.querySelector<HTMLElement>(`[name="${path}"]`) ??
    document.querySelector<HTMLElement>(`[name^="${path}."]:not([readonly])`) ??
    document.querySelector<HTMLElement>(`[name^="${path}."]`);
  if (field) {
    field.focus();
    field.scrollIntoView?.({ block: 'center' });
  } else if (tries > 0) requestAnimationFrame(() => focusRow(path, tries - 1));
}

/** Renders the in-place plant creation of step 5 (composed by the route: plants are their own feature). */
export type PlantCreator = (props: { onCreated: (plant: Plant) => void }) => ReactNode;

/**
 * The plant of a reaction: the production site, else step 5's plant, as the footprint method reads
 * them (packages/footprint siteOf). Step 5 shows it and writes both (decision 0043), so a footprint
 * saved by an older screen with only one of them opens with its plant, and is saved unchanged.
 */
export const reactionPlant = (
  s: Pick<SecondPartFormValues['substances'][number], 'linkedWithPlant' | 'productBy'>,
) => s.productBy.carbonReactionProductionSites || s.linkedWithPlant;

const toIssueMap = (reactionIndex: number, issues: MassBalanceIssue[]): IssueMap =>
  new Map(issues.map((issue) => [`substances.${reactionIndex}.${issue.path.join('.')}`, issue]));
const sameIssues = (a: IssueMap, b: IssueMap) =>
  a.size === b.size && [...a].every(([path, issue]) => b.get(path)?.message === issue.message);

/** The save step's list of what is missing: reactions skipped with 'Unknown data', reactions without a plant. */
export function missingData(
  substances: readonly Pick<
    SecondPartFormValues['substances'][number],
    'dataUnknown' | 'linkedWithPlant' | 'productBy'
  >[],
  count: number,
  language: Locale = defaultLocale,
): string[] {
  const reactions = substances.slice(0, count);
  const label = (i: number) =>
    translate(language, 'footprints.secondPart.missingReaction', { reaction: `${i + 1}/${count}` });
  return [
    ...reactions.flatMap((s, i) =>
      s.dataUnknown ? [translate(language, 'footprints.secondPart.skipped', { reaction: label(i) })] : [],
    ),
    ...reactions.flatMap((s, i) =>
      reactionPlant(s) ? [] : [translate(language, 'footprints.secondPart.noPlant', { reaction: label(i) })],
    ),
  ];
}

/**
 * The carbon footprint wizard, second part (spec 001 §2, §4; issue #11): an intro, 'Before step
 * 4', step 4 'Mass balance and process information' one page per reaction, step 5 'Manufacturing
 * plant information' one page per reaction, and the save step. The page being typed is saved to
 * the server as the person types (useServerAutosave), naming the revision it started from.
 * With `staff`, the provider's validation screen of an ONGOING2 or CHECK2 footprint (spec 001 §4):
 * saves go to admin/carbon/second_part/update, and the save step offers 'Save as completed' and
 * 'Save as Check' where the workflow table allows them.
 */
export function CarbonSecondPartWizard({
  project,
  plants,
  back,
  plantCreator,
  staff,
}: {
  project: CarbonDetail;
  plants: readonly PlantChoice[];
  back: BackTarget;
  plantCreator?: PlantCreator | undefined;
  staff?: StaffWizardMode | undefined;
}) {
  const language = useLanguage();
  const t = useT();
  const reactions = useMemo(() => routeReactions(project.tree as TreeNodeDraft | undefined), [project.tree]);
  const count = reactions.length;
  const [defaultValues] = useState(() => toSecondPartFormValues(project, language));
  const form = useForm<SecondPartFormValues>({ defaultValues });
  const submitMutation = useSubmitSecondPart();
  // The client's live estimate (issue #23), unless staff turned it off for the account.
  const livePanel = useQuery({ ...footprintPanelQueryOptions(), enabled: !staff });
  const livePlants = useQuery({ ...getPlantsQueryOptions(), enabled: !staff });
  const [isSent, setIsSent] = useState(false);
  const [createdPlants, setCreatedPlants] = useState<Plant[]>([]);
  const allPlants = useMemo<PlantChoice[]>(
    () => [...plants, ...createdPlants.filter((created) => !plants.some((p) => p.id === created.id))],
    [plants, createdPlants],
  );

  /** The revision the next save starts from: the wizard frame's, moved on by every save (decision 0027). */
  const revisionNow = () => wizard.revision.current ?? project.revision;
  const autosave = useServerAutosave({
    enabled: !isSent,
    save: async () => {
      const values = structuredClone(form.getValues());
      const body = { ...toSecondPartBody(values), revision: revisionNow() };
      // Staff amend through their own call; both name the revision they started from.
      const saved = staff ? await staff.save(body) : await updateSecondPart(project.id, body);
      wizard.revision.current = saved.revision;
      // What the server has is the new baseline; anything typed meanwhile stays, and stays dirty.
      form.reset(values, { keepValues: true });
    },
  });

  // ---- the rules of spec 001 §5, on the reaction on screen ----
  const [issues, setIssues] = useState<IssueMap>(new Map());
  const issuesRef = useRef(issues);
  /** Reactions whose 'Validate data' was pressed: every rule shows from then on, not only the numbers. */
  const attempted = useRef(new Set<number>());
  const shownReaction = useRef<number | null>(null);

  const checkReaction = useCallback(
    (index: number, all: boolean) => {
      const entry = form.getValues(`substances.${index}`);
      const next = toIssueMap(index, [
        ...massBalanceIssues(entry, { numbersOnly: !all }),
        // The bounds the server holds every save to, drafts included (issue #35).
        ...massBalanceBoundIssues(entry),
      ]);
      if (shownReaction.current === index && !sameIssues(next, issuesRef.current)) {
        issuesRef.current = next;
        setIssues(next);
      }
      return next;
    },
    [form],
  );

  const steps = useMemo<WizardStep[]>(
    () => [
      { key: 'intro', label: translate(language, 'footprints.secondPart.step.intro') },
      { key: 'before-step-4', label: translate(language, 'footprints.secondPart.step.beforeStep4') },
      ...reactions.map((_, i) => ({
        key: `reaction-${i + 1}`,
        label: translate(language, 'footprints.secondPart.step.reaction', { reaction: `${i + 1}/${count}` }),
        number: 4,
        validate: () => {
          if (form.getValues(`substances.${i}.dataUnknown`)) return true;
          attempted.current.add(i);
          return checkReaction(i, true).size === 0;
        },
      })),
      ...reactions.map((_, i) => ({
        key: `plant-${i + 1}`,
        label: translate(language, 'footprints.secondPart.step.plant', { reaction: `${i + 1}/${count}` }),
        number: 5,
      })),
      { key: 'save', label: translate(language, 'footprints.secondPart.step.save') },
    ],
    [reactions, count, form, checkReaction, language],
  );

  // CHECK2: the client checks the provider's amendments of the mass balance (issue #12 'What changed').
  const { wizard, step, actions, layout } = useKindWizard<SecondPartFormValues>({
    staff,
    kind: 'CARBON',
    inCheck: project.status === 'CHECK2',
    toBody: (values) => toSecondPartBody(values),
    moveStep: 'save',
    form,
    steps,
    projectId: project.id,
    revision: project.revision,
    storageName: 'carbon-second-part',
    storageVersion: SECOND_PART_FORM_VERSION,
    canSaveDraft: async () => true,
    // 'Save as draft' and the leave dialog's 'Save': the autosave, now.
    saveDraft: async () => {
      if (!(await autosave.flush())) throw new Error(t('footprints.secondPart.notSavedYet'));
      return { id: project.id };
    },
    submit: async (values) => {
      await autosave.flush();
      // The revision after the flush: the autosave may just have moved it on.
      await submitMutation.mutateAsync({
        id: project.id,
        body: { ...toSecondPartBody(values), revision: revisionNow() },
      });
      setIsSent(true);
    },
    onCreated: () => undefined,
    // Staff keep the autosave (their amendment call) and move the project once it has run.
    staffCalls: (calls) => ({
      submit: async (values: SecondPartFormValues) => {
        await autosave.flush();
        await calls.submit(values, revisionNow());
        setIsSent(true);
      },
    }),
  });

  // An autosave someone else's save overtook: the frame's 'Reload' notice (decision 0027).
  const { markStale } = wizard;
  useEffect(() => {
    if (autosave.state.status === 'conflict' && autosave.state.isStale) markStale();
  }, [autosave.state, markStale]);
  // Typing put back from this browser (on opening, or restored after a reload) is not on the
  // server yet: the autosave takes it.
  const isRestored = wizard.localDraft.isRestored;
  useEffect(() => {
    if (isRestored) autosave.schedule();
  }, [isRestored, autosave.schedule]);

  const reactionIndex = step.startsWith('reaction-') ? Number(step.slice('reaction-'.length)) - 1 : null;
  const plantIndex = step.startsWith('plant-') ? Number(step.slice('plant-'.length)) - 1 : null;

  // The page on screen decides which reaction's issues are shown.
  useEffect(() => {
    shownReaction.current = reactionIndex;
    const next: IssueMap =
      reactionIndex === null ? new Map() : checkReaction(reactionIndex, attempted.current.has(reactionIndex));
    issuesRef.current = next;
    setIssues(next);
  }, [reactionIndex, checkReaction]);

  // Every change: save soon, and check the reaction on screen (spec 001 §5: forms validate on change).
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (!name) return; // a reset (after a save, or a restored local copy), not a change
      autosave.schedule();
      const index = shownReaction.current;
      if (index !== null && name.startsWith(`substances.${index}.`)) {
        checkReaction(index, attempted.current.has(index));
      }
    });
    return () => subscription.unsubscribe();
  }, [form, autosave.schedule, checkReaction]);

  const isUnknown = useWatch({
    control: form.control,
    name: `substances.${reactionIndex ?? 0}.dataUnknown`,
  });

  // What the save step lists before sending (issue #29): skipped reactions, reactions without a plant.
  const substances = useWatch({ control: form.control, name: 'substances' });
  /** Step 5 is the one place the reaction's plant is asked (decision 0043): it writes both fields. */
  const choosePlant = useCallback(
    (index: number, plantId: string) => {
      form.setValue(`substances.${index}.linkedWithPlant`, plantId, { shouldDirty: true });
      form.setValue(`substances.${index}.productBy.carbonReactionProductionSites`, plantId, {
        shouldDirty: true,
      });
    },
    [form],
  );
  const missing = step === 'save' ? missingData(substances, count, language) : [];

  const label = (i: number) => `${i + 1}/${count}`;
  const showLiveEstimate = !staff && reactionIndex !== null && livePanel.data?.enabled === true;
  const { primaryAction, otherActions } = actions(() => {
    if (reactionIndex !== null) {
      return {
        primaryAction: {
          label: t('footprints.secondPart.validateData', { reaction: label(reactionIndex) }),
          onClick: () => {
            form.setValue(`substances.${reactionIndex}.dataUnknown`, false, { shouldDirty: true });
            void wizard.next().then((passed) => (passed ? autosave.flush() : false));
          },
        },
        otherActions: [
          {
            label: t('footprints.secondPart.unknownData', { reaction: label(reactionIndex) }),
            onClick: () => {
              form.setValue(`substances.${reactionIndex}.dataUnknown`, true, { shouldDirty: true });
              void wizard.next();
            },
          },
        ],
      };
    }
    if (step === 'before-step-4')
      return { label: t('footprints.action.gotIt'), onClick: () => void wizard.next() };
    if (step === 'save') {
      return {
        label:
          project.status === 'CHECK2'
            ? t('footprints.action.validateAmendments')
            : t('footprints.secondPart.send'),
        onClick: () => void wizard.submit(),
      };
    }
    return { label: t('footprints.action.next'), onClick: () => void wizard.next() };
  });

  /** A data gap's link (staff's estimate): the reaction's page, the cursor in the row. */
  const goToRow = useCallback(
    (at: EstimateRowPointer) => {
      // The production site is asked in step 5 (decision 0043).
      const isSite = at.list === 'productionSite';
      const index = steps.findIndex((s) => s.key === `${isSite ? 'plant' : 'reaction'}-${at.reaction}`);
      if (index < 0) return;
      const path = isSite ? `substances.${at.reaction - 1}.linkedWithPlant` : at.path;
      void wizard.goTo(index).then(() => focusRow(path));
    },
    [steps, wizard],
  );

  // 'Previous step' saves and goes back (spec 001 §2).
  const framed = useMemo(
    () => ({
      ...wizard,
      back: () => {
        void autosave.flush();
        wizard.back();
      },
    }),
    [wizard, autosave.flush],
  );

  if (count === 0) {
    return <Alert severity="info">{t('footprints.secondPart.noReaction')}</Alert>;
  }

  return (
    <ProjectWizardLayout
      wizard={framed}
      title={t('footprints.wizard.titleOf', { name: project.name })}
      back={back}
      successText={t('ui.submission.footprintSecondPart')}
      primaryAction={primaryAction}
      otherActions={otherActions}
      saveStatus={<AutosaveStatus state={autosave.state} />}
      notice={
        <>
          <AutosaveConflict state={autosave.state} onReload={() => void wizard.reload()} />
          {layout.notice}
        </>
      }
    >
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        {step === 'intro' ? <SecondPartIntro name={project.name} reactions={count} /> : null}
        {step === 'before-step-4' ? <SecondPartMethodology /> : null}
        {reactionIndex !== null ? (
          <>
            {/* Above the tables, folded to one line that stays in view (issue #39): the tables get the page's width. */}
            {showLiveEstimate ? (
              <LiveEstimatePanel
                form={form}
                tree={(project.tree as TreeNodeDraft | undefined) ?? null}
                productionCountry={project.productionCountry ?? null}
                plants={livePlants.data ?? []}
                reactionIndex={reactionIndex}
                onGoToRow={goToRow}
              />
            ) : null}
            <Typography variant="overline" component="p">
              {t('footprints.secondPart.step4')}
            </Typography>
            <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
              {t('footprints.secondPart.reactionHeading', { reaction: label(reactionIndex) })}
            </Typography>
            <ReactionPage
              key={reactionIndex}
              control={form.control}
              register={form.register}
              index={reactionIndex}
              reaction={reactions[reactionIndex]!}
              issues={issues}
              isUnknown={Boolean(isUnknown)}
            />
          </>
        ) : null}
        {plantIndex !== null ? (
          <>
            <Typography variant="overline" component="p">
              {t('footprints.secondPart.step5')}
            </Typography>
            <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
              {t('footprints.secondPart.reactionHeading', { reaction: label(plantIndex) })}
            </Typography>
            <Typography sx={{ maxWidth: '75ch', mb: 2 }}>
              {t('footprints.secondPart.whichPlant', {
                precursor: reactions[plantIndex]!.precursor.name ?? '',
                product: reactions[plantIndex]!.product.name ?? '',
              })}
            </Typography>
            <Box sx={{ maxWidth: 480 }}>
              <PlantSelect
                name={`substances.${plantIndex}.linkedWithPlant`}
                label={t('footprints.secondPart.plantOf', { reaction: label(plantIndex) })}
                plants={allPlants}
                value={substances[plantIndex] ? reactionPlant(substances[plantIndex]) : ''}
                onChange={(plantId) => choosePlant(plantIndex, plantId)}
              />
            </Box>
            {plantCreator?.({
              onCreated: (plant) => {
                setCreatedPlants((list) => (list.some((p) => p.id === plant.id) ? list : [...list, plant]));
                choosePlant(plantIndex, plant.id);
              },
            })}
          </>
        ) : null}
        {step === 'save' && staff ? (
          <>
            <Typography sx={{ maxWidth: '70ch' }}>
              {t('footprints.secondPart.staffSave', { count })}
            </Typography>
            <StaffEstimateSection projectId={project.id} onGoToRow={goToRow} beforeAdopt={autosave.flush} />
          </>
        ) : step === 'save' && missing.length > 0 ? (
          <Alert severity="warning" role="status" sx={{ maxWidth: '75ch' }}>
            <Typography sx={{ mb: 1 }}>{t('footprints.secondPart.missingIntro')}</Typography>
            <Box component="ul" aria-label={t('footprints.secondPart.missingList')} sx={{ m: 0, pl: 3 }}>
              {missing.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Box>
          </Alert>
        ) : step === 'save' ? (
          <Typography sx={{ maxWidth: '70ch' }}>{t('footprints.secondPart.ready', { count })}</Typography>
        ) : null}
      </form>
    </ProjectWizardLayout>
  );
}
