import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { PURCHASES_MAX_BYTES, PURCHASES_MAX_LINES, type PurchasesAnswer } from '@pharmatrace/domain';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, PageLoader, QueryError } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { uploadPurchases, useBasket } from '../../api/purchases';
import { BasketsPanel, SaveBasketButton } from './baskets-panel';
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

  const upload = useMutation({
    mutationFn: (file: File) =>
      uploadPurchases(file, (fraction) =>
        setProgress(fraction >= 1 ? { phase: 'matching' } : { phase: 'upload', fraction }),
      ),
    onMutate: () => setProgress({ phase: 'upload', fraction: 0 }),
    onSettled: () => setProgress(null),
    onSuccess: (answer, file) => {
      setFresh({ answer, filename: file.name.replace(/\.[^.]+$/, '') || 'purchases' });
      // A new file replaces the basket on screen.
      if (basketId) setSearchParams({}, { replace: true });
    },
  });

  const showing = basketId
    ? basketQuery.data
      ? { answer: basketQuery.data.answer, name: basketQuery.data.name, saved: true }
      : null
    : fresh
      ? { answer: fresh.answer, name: fresh.filename, saved: false }
      : null;

  return (
    <>
      <PageHeader
        title="Purchases footprint"
        description={`Upload your hospital's medicine purchases (CSV or XLSX, up to ${PURCHASES_MAX_LINES.toLocaleString('en-GB')} lines and ${maxMegabytes} MB) to get their footprint in tCO2e, line by line, with greener alternatives. Columns: code (CIP13 or CIS) and/or name, quantity (boxes), and optionally unit_price (€) and supplier.`}
        back={{ to: paths.app.medicineFootprint.getHref(), label: 'Back to the medicine search' }}
      />

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <input
          ref={inputRef}
          type="file"
          accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-label="Purchases file"
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload.mutate(file);
          }}
        />
        <Button
          variant="contained"
          startIcon={<UploadFile aria-hidden />}
          disabled={upload.isPending}
          onClick={() => inputRef.current?.click()}
        >
          Upload a purchases file
        </Button>
      </Box>

      <Box aria-live="polite" sx={{ mb: 3 }}>
        {progress ? (
          <Box sx={{ maxWidth: 520 }}>
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              {progress.phase === 'upload'
                ? `Uploading the file: ${Math.round(progress.fraction * 100)}%`
                : 'Matching the lines with the medicine database…'}
            </Typography>
            <LinearProgress
              aria-label={progress.phase === 'upload' ? 'Upload progress' : 'Matching progress'}
              variant={progress.phase === 'upload' ? 'determinate' : 'indeterminate'}
              value={progress.phase === 'upload' ? progress.fraction * 100 : undefined}
            />
          </Box>
        ) : null}
        {upload.isError ? <Alert severity="error">{uploadErrorText(upload.error)}</Alert> : null}
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
            <PageLoader label="Opening the basket" />
          ) : basketId && basketQuery.isError ? (
            isApiError(basketQuery.error) && basketQuery.error.status === 404 ? (
              <EmptyState title="This basket is not in your account">
                It may have been deleted. Open another basket or upload a file.
              </EmptyState>
            ) : (
              <QueryError error={basketQuery.error} onRetry={() => basketQuery.refetch()} />
            )
          ) : showing ? (
            <>
              {showing.saved ? (
                <Typography variant="h3" component="h2" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
                  Basket: {showing.name}
                </Typography>
              ) : null}
              <PurchasesResults
                answer={showing.answer}
                exportName={showing.name}
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
            <EmptyState title="No purchases file yet">
              Upload a CSV or XLSX file, or open a saved basket.
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

function uploadErrorText(error: unknown): string {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  if (isApiError(error) && error.status === 413) {
    return `The file is larger than ${maxMegabytes} MB: split it.`;
  }
  return 'The file could not be sent. Check your connection and try again.';
}
