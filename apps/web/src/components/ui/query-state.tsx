import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { translate } from '@pharmatrace/domain';
import type { ReactNode } from 'react';
import { isApiError } from '@/lib/api-client';
import { serverMessageOf } from '@/lib/errors';
import { getLanguage, useT } from '@/lib/language';
import { PageHeader } from './page-header';

export function PageLoader({ label }: { label?: string }) {
  const t = useT();
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={label ?? t('nav.loading')} />
    </Box>
  );
}

/**
 * A failed query's message in the page's language: the API's from its phrase (`serverMessageOf`,
 * issue #40; an answer without a message by its status), another error's own words, else
 * 'Unexpected Error'.
 */
export function errorText(error: unknown): string {
  if (isApiError(error) && !error.isNetworkError && !error.said && !error.serverMessage)
    return translate(getLanguage(), 'common.requestFailed', { status: String(error.status) });
  if (isApiError(error) || !(error instanceof Error) || !error.message) return serverMessageOf(error);
  return error.message;
}

/**
 * A page whose query has no data yet: its header, then the loader while the query runs, or the
 * error and 'Try again' once it failed. Pages draw it while `query.isPending || query.isError`.
 */
export function QueryPageFallback({
  title,
  back,
  query,
  loadingLabel,
}: {
  title: string;
  back?: { to: string; label: string };
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  loadingLabel: string;
}) {
  return (
    <>
      <PageHeader title={title} back={back} />
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <PageLoader label={loadingLabel} />
      )}
    </>
  );
}

/** A query that failed: what happened, and a way to try again. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useT();
  return (
    <Alert
      severity="error"
      sx={{ my: 2 }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('projectList.tryAgain')}
          </Button>
        ) : undefined
      }
    >
      {errorText(error)}
    </Alert>
  );
}

export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', bgcolor: 'background.default' }}
    >
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      {children ? (
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          {children}
        </Typography>
      ) : null}
      {action ? <Box sx={{ mt: 3 }}>{action}</Box> : null}
    </Paper>
  );
}
