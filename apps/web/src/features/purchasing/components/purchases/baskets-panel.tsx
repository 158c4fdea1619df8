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
  en,
  type Locale,
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
import { issueIn } from '@/lib/field-error';
import { useCarbonFormat } from '@/lib/format-carbon';
import { useLanguage, useT } from '@/lib/language';
import { useBaskets, useDeleteBasket, useRenameBasket, useSaveBasket } from '../../api/purchases';

const dates: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }),
  fr: new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium' }),
};

/**
 * A basket's name as shown. Names are what the account's users typed, never translated; the one
 * exception is the demo basket's, which the portal itself wrote (seed/demo-basket.ts, issue #27),
 * so a French demo user reads it in French.
 */
export function basketName(name: string, t: ReturnType<typeof useT>): string {
  return name === en['medicines.demo.basketName'] ? t('medicines.demo.basketName') : name;
}

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
  const t = useT();
  const language = useLanguage();
  const format = useCarbonFormat();

  return (
    <Card component="section" aria-labelledby="baskets-heading">
      <CardContent sx={{ p: 3 }}>
        <Typography id="baskets-heading" variant="h3" component="h2" sx={{ mb: 1 }}>
          {t('medicines.baskets.title')}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          {t('medicines.baskets.shared')}
        </Typography>
        {baskets.isPending ? (
          <Box aria-busy="true" aria-label={t('medicines.baskets.loading')}>
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Box>
        ) : baskets.isError ? (
          <QueryError error={baskets.error} onRetry={() => baskets.refetch()} />
        ) : baskets.data.length === 0 ? (
          <Typography color="textSecondary">{t('medicines.baskets.none')}</Typography>
        ) : (
          <Box
            component="ul"
            aria-label={t('medicines.baskets.title')}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
          >
            {baskets.data
              .map((b) => ({ ...b, name: basketName(b.name, t) }))
              .map((b) => (
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
                  <Typography variant="body2" color="textSecondary">
                    {t('medicines.baskets.summary', {
                      tonnes: format.tonnes(b.kgCO2e),
                      lines: b.lines,
                      date: dates[language].format(new Date(b.createdAt)),
                    })}
                    {b.createdBy ? ` · ${b.createdBy}` : ''}
                  </Typography>
                  <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
                    <Button
                      size="small"
                      onClick={() => setRenaming(b)}
                      aria-label={t('medicines.baskets.renameNamed', { name: b.name })}
                    >
                      {t('medicines.baskets.rename')}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setDeleting(b)}
                      aria-label={t('medicines.baskets.deleteNamed', { name: b.name })}
                    >
                      {t('medicines.baskets.delete')}
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
        title={t('medicines.baskets.deleteTitle')}
        description={deleting ? t('medicines.baskets.deleteText', { name: deleting.name }) : undefined}
        confirmLabel={t('medicines.baskets.delete')}
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
              notify(t('medicines.baskets.deleted'));
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
  const t = useT();
  const language = useLanguage();
  const [name, setName] = useState(initialName.slice(0, PURCHASE_BASKET_NAME_MAX));
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = purchaseBasketNameSchema.safeParse(name);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      // The schema's issue, said from its phrase in the page's language (issue #40).
      setInvalid(issue ? issueIn(issue, language) : t('medicines.baskets.checkName'));
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
            label={t('medicines.baskets.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={invalid !== null}
            helperText={invalid ?? t('medicines.baskets.nameHint', { max: PURCHASE_BASKET_NAME_MAX })}
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
            {t('medicines.baskets.cancel')}
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
  const t = useT();
  return (
    <NameDialog
      title={t('medicines.baskets.renameTitle')}
      initialName={basket.name}
      submitLabel={t('medicines.baskets.rename')}
      isPending={rename.isPending}
      error={rename.isError ? errorText(rename.error) : null}
      onClose={onClose}
      onSubmit={(name) =>
        rename.mutate(
          { id: basket.id, name },
          {
            onSuccess: () => {
              notify(t('medicines.baskets.renamed'));
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
  const t = useT();
  return (
    <>
      <Button variant="contained" startIcon={<Save aria-hidden />} onClick={() => setOpen(true)}>
        {t('medicines.baskets.saveAs')}
      </Button>
      {open ? (
        <NameDialog
          title={t('medicines.baskets.saveAs')}
          initialName={defaultName}
          submitLabel={t('medicines.baskets.save')}
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
                  notify(t('medicines.baskets.saved'));
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
