import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type Plant, type PlantData, translate } from '@pharmatrace/domain';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { useNotify } from '@/components/ui/notifications';
import { PageHeader } from '@/components/ui/page-header';
import { errorText, PageLoader } from '@/components/ui/query-state';
import { RestoredDraftNotice } from '@/components/ui/restored-draft-notice';
import { UnsavedChangesDialog, useUnsavedChanges } from '@/components/ui/unsaved-changes';
import { paths } from '@/config/paths';
import { usePersistedFormDraft } from '@/hooks/use-persisted-form-draft';
import { applyFieldErrors, serverMessageOf } from '@/lib/errors';
import { useLanguage, useT } from '@/lib/language';
import { useCreatePlant } from '../api/create-plant';
import { usePlant } from '../api/get-plant';
import { useUpdatePlant } from '../api/update-plant';
import {
  type PlantFormValues,
  plantFieldPaths,
  toFormFieldPath,
  toPlantFormValues,
  toPlantRequest,
} from '../utils/plant-form-values';
import { PlantFields, plantResolver } from './plant-fields';

/** The shape of PlantFormValues, for its drafts: bump it when that shape changes. */
const PLANT_DRAFT_VERSION = 1;

/**
 * Spec 001 §2 'Plant form' and §3 'Plant': every field of a plant, grouped in sections, checked
 * on every change with `plantInputSchema` (the messages of spec 001 §5). Leaving with unsaved
 * changes asks first (spec 001 §4); closing the tab gets the browser's warning. What is typed is
 * also kept as a draft, so that a session ending mid-form (the guard then sends the person to
 * /login) loses nothing: the same user opening the same plant again gets it back.
 */
export function PlantForm({ plant }: { plant?: Plant }) {
  const isNew = plant === undefined;
  const t = useT();
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
    notify(isNew ? t('plants.form.created') : t('plants.form.updated'));
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
        title={isNew ? t('plants.form.createTitle') : t('plants.form.modifyTitle')}
        description={t('plants.form.description')}
        back={{ to: paths.app.myPlants.getHref(), label: t('nav.myPlants') }}
      />

      <RestoredDraftNotice draft={draft} />

      <Box component="form" noValidate onSubmit={onSubmit}>
        <Box component="fieldset" disabled={isSaving} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <PlantFields control={control} gases={gases} vocs={vocs} />
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
            {t('plants.form.submit')}
          </Button>
          {isDirty ? (
            <Typography variant="body2" color="textSecondary">
              {t('plants.form.unsaved')}
            </Typography>
          ) : null}
        </Paper>
      </Box>

      <UnsavedChangesDialog
        guard={guard}
        description={t('plants.form.leaveQuestion')}
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
  const t = useT();
  const language = useLanguage();

  useEffect(() => {
    if (plantQuery.isError) {
      // translate, not t: t is a new function each render, and this must notify once.
      notify(translate(language, 'plants.form.loadFailed', { reason: errorText(plantQuery.error) }), 'error');
    }
  }, [plantQuery.isError, plantQuery.error, notify, language]);

  if (plantQuery.isError) return <Navigate to={paths.app.myPlants.getHref()} replace />;
  if (plantQuery.isPending) {
    return (
      <>
        <PageHeader
          title={t('plants.form.modifyTitle')}
          back={{ to: paths.app.myPlants.getHref(), label: t('nav.myPlants') }}
        />
        <PageLoader label={t('plants.form.loading')} />
      </>
    );
  }
  return <PlantForm plant={plantQuery.data} />;
}

/** /plant/new and /plant/{id} (spec 001 §2 'Plant form'). */
export function PlantFormPage({ id }: { id?: string | undefined }) {
  return id ? <ExistingPlantForm id={id} /> : <PlantForm />;
}
