import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { uiMessages } from '@pharmatrace/domain';
import { type ReactNode, useEffect, useRef } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { paths } from '@/config/paths';
import type { SubmitState } from './use-project-wizard';

/**
 * The final screen of a wizard (spec 001 §2, §8): a spinner while the project is sent, then
 * 'Thank you!' with what happens next and 'Go back Home' (to /), or 'An error happened' with a
 * way back to the form, where everything typed is still there.
 */
export function WizardResult({
  state,
  successText,
  onBackToForm,
  onRetry,
}: {
  state: Exclude<SubmitState, { status: 'idle' }>;
  successText: ReactNode;
  onBackToForm: () => void;
  onRetry: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The result replaces the form: move focus to it, so screen readers announce it.
  useEffect(() => {
    if (state.status !== 'pending') headingRef.current?.focus();
  }, [state.status]);

  if (state.status === 'pending') {
    return (
      <Box role="status" aria-live="polite" sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 10 }}>
        <CircularProgress aria-label="Sending your project" />
        <Typography color="text.secondary">Sending your project…</Typography>
      </Box>
    );
  }

  const isSuccess = state.status === 'success';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center', maxWidth: 720, mx: 'auto' }}>
      {isSuccess ? (
        <CheckCircleOutlined color="success" sx={{ fontSize: 56 }} aria-hidden />
      ) : (
        <ErrorOutlined color="error" sx={{ fontSize: 56 }} aria-hidden />
      )}
      <Typography ref={headingRef} tabIndex={-1} variant="h3" component="h2" sx={{ mt: 1, outline: 'none' }}>
        {isSuccess ? 'Thank you!' : uiMessages.submission.failed}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, maxWidth: '60ch', mx: 'auto' }} component="div">
        {isSuccess ? successText : state.message}
      </Typography>
      {isSuccess ? null : (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Nothing you typed is lost: go back to the form to check it, or try again.
        </Typography>
      )}
      <Box sx={{ mt: 4, display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        {isSuccess ? (
          <Button component={AppLink} to={paths.root.getHref()} variant="contained" size="large">
            Go back Home
          </Button>
        ) : (
          <>
            <Button onClick={onBackToForm} size="large">
              Back to the form
            </Button>
            <Button onClick={onRetry} variant="contained" size="large">
              Try again
            </Button>
          </>
        )}
      </Box>
    </Paper>
  );
}
