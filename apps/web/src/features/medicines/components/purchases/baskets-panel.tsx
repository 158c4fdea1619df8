import Save from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PURCHASE_BASKET_NAME_MAX,
  type PurchaseBasketSummary,
  type PurchasesAnswer,
  purchaseBasketNameSchema,
} from '@pharmatrace/domain';
import { type FormEvent, useId, useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useNotify } from '@/components/ui/notifications';
import { errorText, QueryError } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useBaskets, useDeleteBasket, useRenameBasket, useSaveBasket } from '../../api/purchases';
import { formatTonnes } from '../../utils/format-carbon';

const dates = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** The account's saved baskets (issue #25), shared by its main user and sub-users. */
export function BasketsPanel({
  openId,
  onDeleted,
}: {
  openId: string | null;
  onDeleted: (id: string) => void;
}) {
  const baskets = useBaskets();
  const [renaming, setRenaming] = useState<PurchaseBasketSummary | null>(null);
  const [deleting, setDeleting] = useState<PurchaseBasketSummary | null>(null);
  const remove = useDeleteBasket();
  const notify = useNotify();

  return (
    <Card component="section" aria-labelledby="baskets-heading">
      <CardContent sx={{ p: 3 }}>
        <Typography id="baskets-heading" variant="h3" component="h2" sx={{ mb: 1 }}>
          Saved baskets
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Shared with everyone in your company account.
        </Typography>
        {baskets.isPending ? (
          <Box aria-busy="true" aria-label="Loading the baskets">
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Box>
        ) : baskets.isError ? (
          <QueryError error={baskets.error} onRetry={() => baskets.refetch()} />
        ) : baskets.data.length === 0 ? (
          <Typography color="text.secondary">No basket saved yet.</Typography>
        ) : (
          <Box
            component="ul"
            aria-label="Saved baskets"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
          >
            {baskets.data.map((b) => (
              <Box
                component="li"
                key={b.id}
                sx={{ borderBottom: 1, borderColor: 'divider', pb: 1.5 }}
                aria-current={b.id === openId ? 'true' : undefined}
              >
                <AppLink
                  to={paths.app.medicinePurchases.getHref(b.id)}
                  sx={{ fontWeight: b.id === openId ? 700 : 500, overflowWrap: 'anywhere' }}
                >
                  {b.name}
                </AppLink>
                <Typography variant="body2" color="text.secondary">
                  {formatTonnes(b.kgCO2e)} · {b.lines} lines · {dates.format(new Date(b.createdAt))}
                  {b.createdBy ? ` · ${b.createdBy}` : ''}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
                  <Button size="small" onClick={() => setRenaming(b)} aria-label={`Rename ${b.name}`}>
                    Rename
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setDeleting(b)}
                    aria-label={`Delete ${b.name}`}
                  >
                    Delete
                  </Button>
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
      {renaming ? <RenameDialog basket={renaming} onClose={() => setRenaming(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this basket?"
        description={
          deleting ? `'${deleting.name}' will be deleted for everyone in your company account.` : undefined
        }
        isPending={remove.isPending}
        error={remove.isError ? errorText(remove.error) : null}
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: (_done, id) => {
              notify('Basket deleted');
              setDeleting(null);
              onDeleted(id);
            },
          });
        }}
      />
    </Card>
  );
}

function NameDialog({
  title,
  initialName,
  submitLabel,
  isPending,
  error,
  onSubmit,
  onClose,
}: {
  title: string;
  initialName: string;
  submitLabel: string;
  isPending: boolean;
  error: string | null;
  onSubmit: (name: string) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const [name, setName] = useState(initialName.slice(0, PURCHASE_BASKET_NAME_MAX));
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = purchaseBasketNameSchema.safeParse(name);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Check the name.');
      return;
    }
    setInvalid(null);
    onSubmit(parsed.data);
  };
  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="Basket name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={invalid !== null}
            helperText={invalid ?? `At most ${PURCHASE_BASKET_NAME_MAX} characters.`}
            slotProps={{ htmlInput: { maxLength: PURCHASE_BASKET_NAME_MAX } }}
          />
          {error ? (
            <Alert severity="error" sx={{ mt: 1 }}>
              {error}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function RenameDialog({ basket, onClose }: { basket: PurchaseBasketSummary; onClose: () => void }) {
  const rename = useRenameBasket();
  const notify = useNotify();
  return (
    <NameDialog
      title="Rename the basket"
      initialName={basket.name}
      submitLabel="Rename"
      isPending={rename.isPending}
      error={rename.isError ? errorText(rename.error) : null}
      onClose={onClose}
      onSubmit={(name) =>
        rename.mutate(
          { id: basket.id, name },
          {
            onSuccess: () => {
              notify('Basket renamed');
              onClose();
            },
          },
        )
      }
    />
  );
}

/** 'Save as basket': the answer on screen, kept for the account under a name. */
export function SaveBasketButton({
  answer,
  defaultName,
  onSaved,
}: {
  answer: PurchasesAnswer;
  defaultName: string;
  onSaved: (id: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const save = useSaveBasket();
  const notify = useNotify();
  return (
    <>
      <Button variant="contained" startIcon={<Save aria-hidden />} onClick={() => setOpen(true)}>
        Save as basket
      </Button>
      {open ? (
        <NameDialog
          title="Save as basket"
          initialName={defaultName}
          submitLabel="Save"
          isPending={save.isPending}
          error={save.isError ? errorText(save.error) : null}
          onClose={() => {
            save.reset();
            setOpen(false);
          }}
          onSubmit={(name) =>
            save.mutate(
              { name, answer },
              {
                onSuccess: (saved) => {
                  notify('Basket saved');
                  setOpen(false);
                  onSaved(saved.id);
                },
              },
            )
          }
        />
      ) : null}
    </>
  );
}
