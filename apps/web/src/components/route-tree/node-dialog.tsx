import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import Close from '@mui/icons-material/Close';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  emptyManufacturerValues,
  formatNumberIn,
  MAX_MANUFACTURERS,
  OTHER_TRANSFORMATION_TYPE,
  type TransformationType,
  type TreeDialogValues,
  type TreeNodeDraft,
  type TreeNodePatch,
  type TreeType,
  toTreeDialogValues,
  treeDialogMaxLength,
  treeDialogSchema,
} from '@pharmatrace/domain';
import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormSelectField } from '@/components/ui/form-select-field';
import { FormTextField } from '@/components/ui/form-text-field';
import { useCountries } from '@/lib/countries';
import { issueIn } from '@/lib/field-error';
import { useLanguage, useT } from '@/lib/language';
import { saidResolver } from '@/lib/said-resolver';
import { useTransformationTypes } from '@/lib/transformation-types';
import { ManufacturerBlock, type PlantOption } from './manufacturer-block';
import { treeWording } from './tree-wording';

/** Spec 001 §4 'Tree dialog modes' (the fourth, close, is the absence of a dialog). */
export type NodeDialogMode = 'create' | 'update' | 'updateRoot';

export type NodeDialogProps = {
  open: boolean;
  mode: NodeDialogMode;
  /** The node edited; undefined when creating. */
  node: TreeNodeDraft | undefined;
  /** The type of the node (a new node takes the tree's). */
  treeType: TreeType;
  /** The name shown for the node (update) or for its parent (create), for the title. */
  title: string;
  plants: readonly PlantOption[];
  onValidate: (patch: TreeNodePatch) => void;
  /** Existing nodes below the root only: asks the editor to delete the node and its subtree. */
  onDelete?: () => void;
  /** Leaves without saving. */
  onClose: () => void;
  /** After the closing transition: the editor moves focus back to the tree. */
  onExited: () => void;
};

const fieldColumns = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
  columnGap: 2,
} as const;

/**
 * The route tree dialog (spec 001 §2, §4, §5). Its form is created once per opening from the
 * node, so nothing the person types is lost when the editor's parent renders again; leaving
 * with changes typed asks first.
 */
export function NodeDialog({
  open,
  mode,
  node,
  treeType,
  title,
  plants,
  onValidate,
  onDelete,
  onClose,
  onExited,
}: NodeDialogProps) {
  const theme = useTheme();
  const isSmallScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const language = useLanguage();
  const t = useT();
  const wording = treeWording(treeType, language);
  const isRoot = mode === 'updateRoot';
  const isChemical = treeType === 'CHEMICAL';

  // One schema per opening: the rules depend on the node's place and the tree's type.
  const [schema] = useState(() => treeDialogSchema({ treeType, isRoot }));
  const [defaultValues] = useState(() => toTreeDialogValues(node));
  const form = useForm<TreeDialogValues, unknown, TreeNodePatch>({
    resolver: saidResolver(schema),
    mode: 'onChange',
    defaultValues,
  });
  const { control, handleSubmit, setValue, formState } = form;
  const manufacturers = useFieldArray({ control, name: 'manufacturers' });
  const countriesQuery = useCountries();
  const typesQuery = useTransformationTypes(treeType);
  const [isDiscardAsked, setIsDiscardAsked] = useState(false);

  // Spec 001 §2: a block filled from an existing plant stops being that plant once the person
  // edits its company name, city or country; it becomes a new plant when the project is saved.
  useEffect(() => {
    const subscription = form.watch((_values, { name, type }) => {
      const match = name?.match(/^manufacturers\.(\d+)\.(companyName|city|countryId)$/);
      if (type !== 'change' || !match) return;
      const plantIdName = `manufacturers.${Number(match[1])}.plantId` as const;
      if (form.getValues(plantIdName)) form.setValue(plantIdName, null, { shouldDirty: true });
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const values = useWatch({ control });
  const totalIssue = useMemo(() => {
    const result = schema.safeParse(values);
    return result.success
      ? undefined
      : result.error.issues.find((issue) => issue.path.length === 1 && issue.path[0] === 'manufacturers');
  }, [schema, values]);
  const percentagesTouched =
    formState.isSubmitted ||
    (formState.dirtyFields.manufacturers ?? []).some((block) => Boolean(block?.percentage));
  const total = (values.manufacturers ?? []).reduce((sum, m) => sum + (Number(m?.percentage) || 0), 0);

  // Read during render: react-hook-form only tracks the parts of formState a render reads.
  const { isDirty } = formState;
  const requestClose = () => {
    if (isDirty) setIsDiscardAsked(true);
    else onClose();
  };

  const heading =
    mode === 'create' ? wording.addChild : isRoot ? t('tree.manufacturersOf', { name: title }) : title;
  const transformationOptions = [
    ...(typesQuery.data ?? []).map((type: TransformationType) => ({
      value: String(type.id),
      label: type.name,
    })),
    { value: String(OTHER_TRANSFORMATION_TYPE), label: t('tree.other') },
  ];
  const isOtherStep = values.transformationType === String(OTHER_TRANSFORMATION_TYPE);

  return (
    <Dialog
      open={open}
      onClose={requestClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={isSmallScreen}
      // The editor puts the focus back on the node itself, once the node exists (create).
      disableRestoreFocus
      slotProps={{ transition: { onExited } }}
    >
      <Box component="form" noValidate onSubmit={handleSubmit(onValidate)} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5 }}>
          <Box component="span" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {heading}
          </Box>
          {onDelete ? (
            <IconButton aria-label={wording.deleteNode} onClick={onDelete} color="error">
              <DeleteOutlined />
            </IconButton>
          ) : (
            <IconButton aria-label={t('tree.close')} onClick={requestClose}>
              <Close />
            </IconButton>
          )}
        </DialogTitle>
        <DialogContent dividers>
          {mode === 'create' ? <Typography color="textSecondary">{wording.childOf(title)}</Typography> : null}
          {isRoot ? (
            <Typography color="textSecondary">{t('tree.whoMakes', { name: title })}</Typography>
          ) : null}

          {!isRoot && isChemical ? (
            <Box sx={fieldColumns}>
              <FormTextField
                control={control}
                name="cas"
                label={t('tree.casNumber')}
                autoFocus
                autoComplete="off"
                slotProps={{ htmlInput: { maxLength: treeDialogMaxLength.cas } }}
              />
              <FormTextField
                control={control}
                name="ce"
                label={t('tree.ceNumber')}
                autoComplete="off"
                slotProps={{ htmlInput: { maxLength: treeDialogMaxLength.ce } }}
              />
              <Box sx={{ gridColumn: '1 / -1' }}>
                <FormTextField
                  control={control}
                  name="name"
                  label={t('tree.name')}
                  autoComplete="off"
                  slotProps={{ htmlInput: { maxLength: treeDialogMaxLength.name } }}
                />
              </Box>
            </Box>
          ) : null}

          {!isRoot && !isChemical ? (
            <Box sx={fieldColumns}>
              <FormSelectField
                control={control}
                name="transformationType"
                label={t('tree.transformationType')}
                options={transformationOptions}
                emptyOption=""
                autoFocus
                disabled={typesQuery.isPending}
              />
              {isOtherStep ? (
                <FormTextField
                  control={control}
                  name="otherStep"
                  label={t('tree.otherStep')}
                  autoComplete="off"
                  slotProps={{ htmlInput: { maxLength: treeDialogMaxLength.otherStep } }}
                />
              ) : null}
              {typesQuery.isPending ? (
                <Typography role="status" color="textSecondary" sx={{ gridColumn: '1 / -1' }}>
                  {t('tree.loadingTypes')}
                </Typography>
              ) : null}
              {typesQuery.isError ? (
                <Alert
                  severity="error"
                  sx={{ gridColumn: '1 / -1' }}
                  action={
                    <Button color="inherit" size="small" onClick={() => typesQuery.refetch()}>
                      {t('projectList.tryAgain')}
                    </Button>
                  }
                >
                  {t('tree.typesFailedOther')}
                </Alert>
              ) : null}
            </Box>
          ) : null}

          {!isRoot ? (
            <Controller
              control={control}
              name="isolated"
              render={({ field }) => (
                <RadioGroup
                  row
                  aria-label={t('tree.isolatedOrNot')}
                  name={field.name}
                  value={field.value ? 'isolated' : 'non-isolated'}
                  onChange={(event) => field.onChange(event.target.value === 'isolated')}
                  onBlur={field.onBlur}
                  sx={{ mt: 1 }}
                >
                  <FormControlLabel value="isolated" control={<Radio />} label={t('tree.isolated')} />
                  <FormControlLabel value="non-isolated" control={<Radio />} label={t('tree.nonIsolated')} />
                </RadioGroup>
              )}
            />
          ) : null}

          {manufacturers.fields.map((field, index) => (
            <ManufacturerBlock
              key={field.id}
              control={control}
              setValue={setValue}
              index={index}
              plants={plants}
              countries={countriesQuery.data}
              autoFocus={isRoot && index === 0}
              onRemove={index === 0 ? undefined : () => manufacturers.remove(index)}
            />
          ))}

          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              mt: 2,
              gap: 1,
            }}
          >
            <Button
              startIcon={<AddCircleOutlined />}
              onClick={() => manufacturers.append(emptyManufacturerValues())}
              disabled={manufacturers.fields.length >= MAX_MANUFACTURERS}
            >
              {t('tree.addManufacturer')}
            </Button>
            <Typography color={totalIssue && percentagesTouched ? 'error' : 'textSecondary'}>
              {t('tree.total', { total: formatNumberIn(language, total) })}
            </Typography>
          </Box>
          {totalIssue && percentagesTouched ? (
            <Typography role="alert" color="error" sx={{ mt: 1 }}>
              {issueIn(totalIssue, language)}
            </Typography>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={requestClose}>{t('terms.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('tree.validate')}
          </Button>
        </DialogActions>
      </Box>
      <ConfirmDialog
        open={isDiscardAsked}
        title={t('tree.discardTitle')}
        description={t('tree.discardText')}
        confirmLabel={t('tree.discard')}
        onConfirm={() => {
          setIsDiscardAsked(false);
          onClose();
        }}
        onClose={() => setIsDiscardAsked(false)}
      />
    </Dialog>
  );
}
