import ArrowBack from '@mui/icons-material/ArrowBack';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { type Locale, translate } from '@pharmatrace/domain';
import { type ReactNode, useRef } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { RestoredDraftNotice } from '@/components/ui/restored-draft-notice';
import { UnsavedChangesDialog } from '@/components/ui/unsaved-changes';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { serverMessageOf } from '@/lib/errors';
import { useLanguage, useT } from '@/lib/language';
import { useScrollPadding } from '@/lib/scroll-padding';
import { StaleSaveNotice } from './stale-save-notice';
import type { ProjectWizard, WizardStep } from './use-project-wizard';
import type { BackTarget } from './wizard-navigation';
import { WizardResult } from './wizard-result';

/**
 * A step as the spec titles it: 'Step 3 Build your synthetic route tree', 'Before step 3'. A wizard
 * whose steps carry no numbers of the spec counts them in order: 'Step 2 of 4'.
 */
export function stepTitle(steps: readonly WizardStep[], index: number, language: Locale = 'en'): string {
  const step = steps[index]!;
  if (!steps.some((s) => s.number !== undefined))
    return translate(language, 'wizard.stepOf', { number: index + 1, total: steps.length });
  return step.number === undefined
    ? step.label
    : translate(language, 'wizard.stepNumbered', { number: step.number, label: step.label });
}

/** The tracker's mark for a screen the spec does not number (an explanation, the submission). */
function UnnumberedStepIcon({ active }: { active: boolean }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: 24,
        height: 24,
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <Box
        sx={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: active ? 'primary.main' : 'text.disabled',
        }}
      />
    </Box>
  );
}

export type WizardPrimaryAction = {
  label: string;
  onClick: () => void;
  isPending?: boolean;
};

/**
 * The frame of every project wizard (issue #9 'Wizard frame'; spec 001 §2 'a side step tracker'):
 * the title and back link, a side step tracker (a progress line on phones), the step's content,
 * and a bar kept in view with 'Previous step', 'Save as draft' and the step's own button.
 * On submission the content gives way to <WizardResult>; leaving with unsaved changes asks
 * 'You have unsaved data' / 'Do you want to save the current project as draft ?' (spec 001 §4).
 * A save someone else's overtook (409 STALE_SAVE) shows <StaleSaveNotice> in that bar, in view
 * beside the button that was pressed, with 'Reload' (decision 0027).
 */
export function ProjectWizardLayout({
  wizard,
  title,
  back,
  successText,
  primaryAction,
  notice,
  canSaveDraft = true,
  saveStatus,
  saveDraftLabel,
  otherActions = [],
  children,
}: {
  wizard: ProjectWizard;
  title: string;
  back: BackTarget;
  /** The thank-you text of this kind of project. */
  successText: ReactNode;
  /** The step's own button ('Next step', 'Got it', 'Validate your synthetic route', 'Submit'…). */
  primaryAction: WizardPrimaryAction;
  /** Shown above the steps (e.g. 'Our team amended this project: check and validate'). */
  notice?: ReactNode;
  /** False where a draft save makes no sense (nothing to save on a read-only view). */
  canSaveDraft?: boolean;
  /** A wizard that saves by itself shows where its autosave stands here, instead of 'Unsaved changes'. */
  saveStatus?: ReactNode;
  /** Staff amend rather than draft ('Save changes'). */
  saveDraftLabel?: string;
  /** Further ways on beside the step's own button (a staff screen's 'Save as Check', the mass
   * balance's 'Unknown data for reaction N/M'). */
  otherActions?: readonly WizardPrimaryAction[];
  children: ReactNode;
}) {
  const { steps, stepIndex, submitState } = wizard;
  const current = steps[stepIndex]!;
  const isFinished = submitState.status !== 'idle';
  // While the project is sent and after, the tracker stands on the last step (spec 001 §4: the
  // final submission is a step of its own in the footprint wizard).
  const activeIndex = isFinished ? steps.length - 1 : stepIndex;
  // The spec numbers the footprint wizards' steps itself (issue #29); the other wizards count theirs.
  const isNumbered = steps.some((step) => step.number !== undefined);
  const language = useLanguage();
  const t = useT();
  const actionBar = useRef<HTMLDivElement>(null);
  useScrollPadding(actionBar, 'bottom', submitState.status === 'idle');

  return (
    <>
      <PageHeader title={title} back={back} />
      {isFinished ? null : <RestoredDraftNotice draft={wizard.localDraft} />}
      {isFinished ? null : notice}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' },
          gap: { xs: 2, md: 4 },
          alignItems: 'start',
        }}
      >
        <Box component="nav" aria-label={t('wizard.stepsNav')}>
          <Box sx={{ display: { xs: 'block', md: 'none' } }}>
            <Typography variant="subtitle2" component="p" color="textSecondary">
              {stepTitle(steps, activeIndex, language)}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={((activeIndex + 1) / steps.length) * 100}
              aria-label={
                isNumbered
                  ? stepTitle(steps, activeIndex, language)
                  : `${stepTitle(steps, activeIndex, language)}: ${steps[activeIndex]!.label}`
              }
              sx={{ mt: 1, height: 6, borderRadius: 3 }}
            />
          </Box>
          <Stepper
            activeStep={activeIndex}
            orientation="vertical"
            nonLinear
            sx={{ display: { xs: 'none', md: 'flex' }, position: 'sticky', top: 88 }}
          >
            {steps.map((step, index) => (
              <Step key={step.key} completed={index < activeIndex || submitState.status === 'success'}>
                <StepButton
                  onClick={() => void wizard.goTo(index)}
                  disabled={isFinished}
                  aria-current={index === activeIndex ? 'step' : undefined}
                  // The spec's number in the circle; a screen it does not number gets a dot.
                  {...(isNumbered
                    ? { icon: step.number ?? <UnnumberedStepIcon active={index === activeIndex} /> }
                    : {})}
                >
                  {step.number === undefined ? null : (
                    <VisuallyHidden>{`${t('wizard.stepNumber', { number: step.number })} `}</VisuallyHidden>
                  )}
                  {step.label}
                </StepButton>
              </Step>
            ))}
          </Stepper>
        </Box>

        {submitState.status !== 'idle' ? (
          <WizardResult
            state={submitState}
            successText={successText}
            onBackToForm={wizard.dismissSubmitError}
            onRetry={() => void wizard.submit()}
          />
        ) : (
          <Box component="section" aria-labelledby="wizard-step-title" sx={{ minWidth: 0 }}>
            <Typography id="wizard-step-title" variant="h4" component="h2" sx={{ mb: 2 }}>
              {current.label}
            </Typography>
            {children}

            {wizard.draftError ? (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {t('wizard.draftError', { error: serverMessageOf(wizard.draftError.error) })}
              </Alert>
            ) : null}

            {/*
              Kept in view at the bottom of long steps, so moving on never needs a scroll. On a
              phone it is one compact row that scrolls sideways inside itself rather than wrapping
              to several (issue #39: it took 303 px of an 844 px screen in French), and the page's
              scroll padding follows its height, so that a field scrolled into view is never under it.
            */}
            <Paper
              ref={actionBar}
              variant="outlined"
              data-testid="wizard-action-bar"
              sx={{
                position: 'sticky',
                bottom: 0,
                zIndex: 2,
                mt: 3,
                p: { xs: 1, sm: 2 },
                display: 'flex',
                alignItems: 'center',
                gap: { xs: 1, sm: 2 },
                flexWrap: { xs: 'nowrap', sm: 'wrap' },
                overflowX: { xs: 'auto', sm: 'visible' },
                '& .MuiButton-root': { flexShrink: 0, whiteSpace: { xs: 'nowrap', sm: 'normal' } },
                '& .MuiButton-sizeLarge': { py: { xs: 0.5, sm: 1 } },
              }}
            >
              {wizard.isStale ? <StaleSaveNotice onReload={wizard.reload} /> : null}
              {stepIndex > 0 ? (
                <Button startIcon={<ArrowBack aria-hidden />} onClick={wizard.back}>
                  {t('wizard.previousStep')}
                </Button>
              ) : null}
              <Box sx={{ flexGrow: 1 }} />
              {saveStatus ??
                (wizard.isDirty ? (
                  <Typography variant="body2" color="textSecondary">
                    {t('wizard.unsavedChanges')}
                  </Typography>
                ) : null)}
              {canSaveDraft ? (
                <Button
                  variant="outlined"
                  startIcon={<SaveOutlined aria-hidden />}
                  onClick={() => void wizard.saveDraft()}
                  loading={wizard.isSavingDraft}
                >
                  {saveDraftLabel ?? t('wizard.saveAsDraft')}
                </Button>
              ) : null}
              {otherActions.map((action) => (
                <Button
                  key={action.label}
                  variant="outlined"
                  size="large"
                  onClick={action.onClick}
                  loading={action.isPending ?? false}
                >
                  {action.label}
                </Button>
              ))}
              <Button
                variant="contained"
                size="large"
                onClick={primaryAction.onClick}
                loading={primaryAction.isPending ?? false}
              >
                {primaryAction.label}
              </Button>
            </Paper>
          </Box>
        )}
      </Box>
      <UnsavedChangesDialog
        guard={wizard.guard}
        description={t('ui.unsavedData.saveAsDraft')}
        onSave={canSaveDraft ? () => wizard.saveDraft({ isLeaving: true }) : undefined}
        onLeave={wizard.localDraft.clear}
      />
    </>
  );
}
