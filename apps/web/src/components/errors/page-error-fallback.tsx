import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';

/** A page failed inside the shell: the navigation stays usable (STYLE.md habit 7). */
export function PageErrorFallback({ details }: { details?: string | undefined }) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    >
      <AlertTitle>This page could not be displayed</AlertTitle>
      Reloading the page usually solves the problem.{details ? ` (${details})` : null}
    </Alert>
  );
}
