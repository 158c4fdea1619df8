import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { TenderInput, TenderSummary } from '@pharmatrace/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useNotify } from '@/components/ui/notifications';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, errorText, PageLoader, QueryError } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useLanguage, useT } from '@/lib/language';
import { useCreateTender, useDeleteTender, useTenders } from '../../api/tenders';

/** A new tender: about 10 % on carbon, as the ministry's note suggests (issue #38), and one empty lot. */
export function newTender(name: string): TenderInput {
  return {
    name,
    reference: '',
    weights: { price: 90, carbon: 10, other: 0 },
    lots: [{ name: '', inn: '', form: '', strength: '', quantity: 1000, unit: 'UCD', offers: [] }],
  };
}

/** /tenders: the account's tenders, shared by its users (issue #38). */
export function TendersList() {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const notify = useNotify();
  const tenders = useTenders();
  const create = useCreateTender();
  const remove = useDeleteTender();
  const [deleting, setDeleting] = useState<TenderSummary | null>(null);

  const startNew = () =>
    create.mutate(newTender(t('tenders.newName')), {
      onSuccess: (tender) => navigate(paths.app.tender.getHref(tender.id)),
      onError: (error) => notify(errorText(error), 'error'),
    });

  return (
    <>
      <PageHeader
        title={t('tenders.title')}
        description={t('tenders.description')}
        back={{ to: paths.app.medicinePurchases.getHref(), label: t('medicines.purchasesFootprint') }}
        actions={
          <Button
            variant="contained"
            startIcon={<Add aria-hidden />}
            onClick={startNew}
            disabled={create.isPending}
          >
            {t('tenders.new')}
          </Button>
        }
      />
      {tenders.isPending ? (
        <PageLoader label={t('tenders.loading')} />
      ) : tenders.isError ? (
        <QueryError error={tenders.error} onRetry={() => tenders.refetch()} />
      ) : tenders.data.length === 0 ? (
        <EmptyState title={t('tenders.none')} />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {tenders.data.map((tender) => (
            <Card component="li" key={tender.id} variant="outlined">
              <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <AppLink to={paths.app.tender.getHref(tender.id)} sx={{ fontWeight: 600 }}>
                    {tender.name}
                  </AppLink>
                  {tender.reference ? (
                    <Typography variant="body2" color="text.secondary">
                      {tender.reference}
                    </Typography>
                  ) : null}
                  <Typography variant="body2" color="text.secondary">
                    {t('tenders.summary', {
                      lots: tender.lots,
                      offers: tender.offers,
                      date: new Date(tender.updatedAt).toLocaleDateString(language),
                    })}
                  </Typography>
                </Box>
                <IconButton
                  aria-label={t('tenders.deleteNamed', { name: tender.name })}
                  onClick={() => setDeleting(tender)}
                >
                  <DeleteOutlined />
                </IconButton>
              </CardContent>
            </Card>
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('tenders.deleteTitle')}
        description={t('tenders.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('tenders.delete')}
        isPending={remove.isPending}
        error={remove.error ? errorText(remove.error) : undefined}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              notify(t('tenders.deleted'));
            },
          })
        }
      />
    </>
  );
}
