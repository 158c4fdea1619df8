import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageLoader } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useT } from '@/lib/language';
import { useConfirmUser } from '../api/confirm-user';

/** /confirm_user/{email}/{code}: calls the server once when it opens (spec 000 §2). */
export function ConfirmUser({ email, code }: { email: string; code: string }) {
  const mutation = useConfirmUser();
  const { mutate } = mutation;
  const hasStarted = useRef(false);
  const t = useT();

  useEffect(() => {
    // Once only, even when React runs effects twice in development.
    if (hasStarted.current) return;
    hasStarted.current = true;
    mutate({ email, code });
  }, [email, code, mutate]);

  if (mutation.isSuccess) {
    return (
      <Box>
        <Alert severity="success" role="status">
          {t('ui.confirmUser.success')}
        </Alert>
        <Button
          component={RouterLink}
          to={paths.auth.login.getHref()}
          variant="contained"
          size="large"
          fullWidth
          sx={{ mt: 3 }}
        >
          {t('auth.goToLogin')}
        </Button>
      </Box>
    );
  }

  if (mutation.isError) {
    return (
      <Box>
        <Alert severity="error" role="alert">
          {t('ui.confirmUser.failure')}
        </Alert>
        <Button component={RouterLink} to={paths.auth.login.getHref()} fullWidth sx={{ mt: 3 }}>
          {t('auth.goToLogin')}
        </Button>
      </Box>
    );
  }

  return <PageLoader label={t('confirmUser.activating')} />;
}
