import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type ReactNode, useId, useState } from 'react';
import { useT } from '@/lib/language';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  description?: ReactNode;
  confirmLabel?: string;
  /** When set, the confirm button stays disabled until the user types exactly this text
   *  (spec 000 §2 project delete: type 'Delete'). */
  typeToConfirm?: string;
  isPending?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  typeToConfirm,
  isPending = false,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const t = useT();
  const titleId = useId();
  const descriptionId = useId();
  const [typed, setTyped] = useState('');
  const canConfirm = !isPending && (typeToConfirm === undefined || typed === typeToConfirm);

  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onExited: () => setTyped('') } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {description ? <DialogContentText id={descriptionId}>{description}</DialogContentText> : null}
        {typeToConfirm !== undefined ? (
          <TextField
            autoFocus
            label={t('common.typeToConfirm', { text: typeToConfirm })}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            // Enter confirms once the text matches, as a form would.
            onKeyDown={(event) => {
              if (event.key === 'Enter' && canConfirm) onConfirm();
            }}
            disabled={isPending}
            autoComplete="off"
          />
        ) : null}
        {error ? (
          <DialogContentText role="alert" color="error" sx={{ mt: 2 }}>
            {error}
          </DialogContentText>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isPending} autoFocus={typeToConfirm === undefined}>
          {t('terms.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={onConfirm}
          disabled={!canConfirm}
          loading={isPending}
        >
          {confirmLabel ?? t('projectList.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
