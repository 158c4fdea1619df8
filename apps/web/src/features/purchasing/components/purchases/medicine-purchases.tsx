import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PURCHASES_MAX_BYTES,
  PURCHASES_MAX_LINES,
  type PurchasesAnswer,
  type PurchaseUnit,
  purchaseUnits,
  translate,
} from '@pharmatrace/domain';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, PageLoader, QueryError } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { getLanguage, useT } from '@/lib/language';
import { rematchPurchases, uploadPurchases, useBasket } from '../../api/purchases';
import { BasketsPanel, basketName, SaveBasketButton } from './baskets-panel';
import { PurchasesResults } from './purchases-results';

type Progress = { phase: 'upload'; fraction: number } | { phase: 'matching' } | null;

const maxMegabytes = PURCHASES_MAX_BYTES / 1024 / 1024;

/**
 * /medicine_footprint/purchases (issue #25): a hospital's purchases file (CSV or XLSX) in tCO2e,
 * line by line with greener alternatives, and the account's saved baskets. `?basket=` opens one.
 */
export function MedicinePurchases() {
  const [searchParams, setSearchParams] = useSearchParams();
  const basketId = searchParams.get('basket');
  const basketQuery = useBasket(basketId);
  const [progress, setProgress] = useState<Progress>(null);
  const [fresh, setFresh] = useState<{ answer: PurchasesAnswer; filename: string } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // The period the file covers (issue #38): both dates or neither; the savings a year follow it.
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const periodError = (from === '') !== (to === '') || (from !== '' && to < from);
  // What the file's quantities count where it has no unit column (issue #38).
  const [unit, setUnit] = useState<PurchaseUnit>('BOX');
  const t = useT();
  // The buyer chose another pack for a line: the server matches the answer again (issue #38).
  const rematch = useMutation({
    mutationFn: rematchPurchases,
    onSuccess: (answer) => setFresh((current) => (current ? { ...current, answer } : current)),
  });

  const upload = useMutation({
    mutationFn: (file: File) =>
      uploadPurchases(
        file,
        (fraction) => setProgress(fraction >= 1 ? { phase: 'matching' } : { phase: 'upload', fraction }),
        from && to ? { from, to } : null,
        unit,
      ),
    onMutate: () => setProgress({ phase: 'upload', fraction: 0 }),
    onSettled: () => setProgress(null),
    onSuccess: (answer, file) => {
      setFresh({
        answer,
        filename: file.name.replace(/\.[^.]+$/, '') || t('medicines.purchases.defaultName'),
      });
      // A new file replaces the basket on screen.
      if (basketId) setSearchParams({}, { replace: true });
    },
  });

  const showing = basketId
    ? basketQuery.data
      ? { answer: basketQuery.data.answer, name: basketName(basketQuery.data.name, t), saved: true }
      : null
    : fresh
      ? { answer: fresh.answer, name: fresh.filename, saved: false }
      : null;

  return (
    <>
      <PageHeader
        title={t('medicines.purchasesFootprint')}
        description={t('medicines.purchases.description', {
          lines: PURCHASES_MAX_LINES,
          megabytes: maxMegabytes,
        })}
        back={{ to: paths.app.medicineFootprint.getHref(), label: t('medicines.purchases.back') }}
        actions={
          // Issue #38: the tenders sit beside the purchases tool.
          <Button component={Link} to={paths.app.tenders.getHref()} variant="outlined">
            {t('tenders.nav')}
          </Button>
        }
      />

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <input
          ref={inputRef}
          type="file"
          accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-label={t('medicines.purchases.file')}
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload.mutate(file);
          }}
        />
        <TextField
          type="date"
          size="small"
          label={t('medicines.purchases.periodFrom')}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          label={t('medicines.purchases.periodTo')}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          error={periodError}
          helperText={periodError ? t('medicines.purchases.periodInvalid') : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          size="small"
          label={t('medicines.purchases.unit')}
          value={unit}
          onChange={(event) => setUnit(event.target.value as PurchaseUnit)}
          slotProps={{ select: { native: true } }}
        >
          {purchaseUnits.map((u) => (
            <option key={u} value={u}>
              {t(`medicines.purchases.unit.${u}`)}
            </option>
          ))}
        </TextField>
        <Button
          variant="contained"
          startIcon={<UploadFile aria-hidden />}
          disabled={upload.isPending || periodError}
          onClick={() => inputRef.current?.click()}
        >
          {t('medicines.purchases.upload')}
        </Button>
        <Typography variant="body2" color="textSecondary" sx={{ flexBasis: '100%' }}>
          {t('medicines.purchases.periodHelp')} {t('medicines.purchases.unitHelp')}
        </Typography>
      </Box>

      <Box aria-live="polite" sx={{ mb: 3 }}>
        {progress ? (
          <Box sx={{ maxWidth: 520 }}>
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              {progress.phase === 'upload'
                ? t('medicines.purchases.uploading', { percent: Math.round(progress.fraction * 100) })
                : t('medicines.purchases.matching')}
            </Typography>
            <LinearProgress
              aria-label={
                progress.phase === 'upload'
                  ? t('medicines.purchases.uploadProgress')
                  : t('medicines.purchases.matchingProgress')
              }
              variant={progress.phase === 'upload' ? 'determinate' : 'indeterminate'}
              value={progress.phase === 'upload' ? progress.fraction * 100 : undefined}
            />
          </Box>
        ) : null}
        {upload.isError ? <Alert severity="error">{uploadErrorText(upload.error)}</Alert> : null}
        {rematch.isError ? <Alert severity="error">{uploadErrorText(rematch.error)}</Alert> : null}
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 320px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          {basketId && basketQuery.isPending ? (
            <PageLoader label={t('medicines.purchases.openingBasket')} />
          ) : basketId && basketQuery.isError ? (
            isApiError(basketQuery.error) && basketQuery.error.status === 404 ? (
              <EmptyState title={t('medicines.purchases.basketMissing')}>
                {t('medicines.purchases.basketMissingText')}
              </EmptyState>
            ) : (
              <QueryError error={basketQuery.error} onRetry={() => basketQuery.refetch()} />
            )
          ) : showing ? (
            <>
              {showing.saved ? (
                <Typography variant="h3" component="h2" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
                  {t('medicines.purchases.basket', { name: showing.name })}
                </Typography>
              ) : null}
              <PurchasesResults
                answer={showing.answer}
                exportName={showing.name}
                // A saved basket shows what was saved; a fresh answer may change its packs.
                onChoosePack={
                  showing.saved
                    ? undefined
                    : (line, pack) =>
                        rematch.mutate({
                          ...showing.answer,
                          lines: showing.answer.lines.map((l) => (l.line === line ? { ...l, pack } : l)),
                        })
                }
                actions={
                  showing.saved ? null : (
                    <SaveBasketButton
                      answer={showing.answer}
                      defaultName={showing.name}
                      onSaved={(id) => setSearchParams({ basket: id })}
                    />
                  )
                }
              />
            </>
          ) : (
            <EmptyState title={t('medicines.purchases.empty')}>
              {t('medicines.purchases.emptyText')}
            </EmptyState>
          )}
        </Box>
        <BasketsPanel
          openId={basketId}
          onDeleted={(id) => {
            // The basket on screen is gone: back to the empty page.
            if (id === basketId) setSearchParams({}, { replace: true });
          }}
        />
      </Box>
    </>
  );
}

/** The server's message is already in the page's language (Accept-Language, issue #27). */
function uploadErrorText(error: unknown): string {
  const language = getLanguage();
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  if (isApiError(error) && error.status === 413) {
    return translate(language, 'medicines.purchases.tooLarge', { megabytes: maxMegabytes });
  }
  return translate(language, 'medicines.purchases.notSent');
}
