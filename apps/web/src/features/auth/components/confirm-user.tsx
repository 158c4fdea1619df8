import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { uiMessages } from '@pharmatrace/domain';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageLoader } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useConfirmUser } from '../api/confirm-user';

/** /confirm_user/{email}/{code}: calls the server once when it opens (spec 000 §2). */
export function ConfirmUser({ email, code }: { email: string; code: string }) {
  const mutation = useConfirmUser();
  const { mutate } = mutation;
  const hasStarted = useRef(false);

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
          {uiMessages.confirmUser.success}
        </Alert>
        <Button
          component={RouterLink}
          to={paths.auth.login.getHref()}
          variant="contained"
          size="large"
          fullWidth
          sx={{ mt: 3 }}
        >
          Go to login
        </Button>
      </Box>
    );
  }

  if (mutation.isError) {
    return (
      <Box>
        <Alert severity="error" role="alert">
          {uiMessages.confirmUser.failure}
        </Alert>
        <Button component={RouterLink} to={paths.auth.login.getHref()} fullWidth sx={{ mt: 3 }}>
          Go to login
        </Button>
      </Box>
    );
  }

  return <PageLoader label="Activating your account" />;
}
