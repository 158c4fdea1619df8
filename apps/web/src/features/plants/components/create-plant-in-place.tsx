import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Plant, PlantData } from '@pharmatrace/domain';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { applyFieldErrors, serverMessageOf } from '@/lib/errors';
import { useT } from '@/lib/language';
import { useCreatePlant } from '../api/create-plant';
import {
  type PlantFormValues,
  plantFieldPaths,
  toFormFieldPath,
  toPlantFormValues,
  toPlantRequest,
} from '../utils/plant-form-values';
import { PlantFields, plantResolver } from './plant-fields';

/**
 * 'Create a new plant' without leaving a wizard (issue #11, the footprint's step 5): the plant
 * form's own fields and rules (PlantFields, plantInputSchema) in a dialog; once stored (POST
 * plant/create) the new plant is handed to `onCreated`, which picks it.
 */
export function CreatePlantInPlace({ onCreated }: { onCreated: (plant: Plant) => void }) {
  const [isOpen, setIsOpen] = useState(false);
  const t = useT();
  return (
    <>
      <Button startIcon={<AddBusinessOutlined aria-hidden />} onClick={() => setIsOpen(true)} sx={{ mt: 2 }}>
        {t('plants.form.createInPlace')}
      </Button>
      {isOpen ? (
        <CreatePlantDialog
          onClose={() => setIsOpen(false)}
          onCreated={(plant) => {
            setIsOpen(false);
            onCreated(plant);
          }}
        />
      ) : null}
    </>
  );
}

function CreatePlantDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (plant: Plant) => void;
}) {
  const form = useForm<PlantFormValues, unknown, PlantData>({
    resolver: plantResolver,
    mode: 'onChange',
    defaultValues: toPlantFormValues(),
  });
  const gases = useFieldArray({ control: form.control, name: 'refrigerantGases' });
  const vocs = useFieldArray({ control: form.control, name: 'volatileOrganicCompounds' });
  const create = useCreatePlant();
  const t = useT();
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (data) => {
    setFormError(null);
    const { body, origins } = toPlantRequest(data);
    try {
      onCreated(await create.mutateAsync(body));
    } catch (error) {
      const isPlaced = applyFieldErrors(error, form.setError, plantFieldPaths(form.getValues()), (path) =>
        toFormFieldPath(path, origins),
      );
      if (!isPlaced) setFormError(serverMessageOf(error));
    }
  });

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="create-plant-title">
      <DialogTitle id="create-plant-title">{t('plants.form.createTitle')}</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          // The dialog sits (through a portal) inside the wizard's form: keep its submit to itself.
          event.stopPropagation();
          void onSubmit(event);
        }}
      >
        <DialogContent dividers>
          <Box component="fieldset" disabled={create.isPending} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <PlantFields control={form.control} gases={gases} vocs={vocs} />
          </Box>
          {formError ? (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('plants.form.cancel')}</Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            {t('plants.form.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
