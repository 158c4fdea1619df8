import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** The last line of defence: something broke while rendering; a reload usually fixes it. */
export function MainErrorFallback({ details }: { details?: string | undefined }) {
  return (
    <Box
      role="alert"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
      }}
    >
      <Typography variant="h2" component="h1">
        Something went wrong
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: '50ch' }}>
        The page could not be displayed. Reloading it usually solves the problem; your saved data is safe.
      </Typography>
      {details ? (
        <Typography component="pre" variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
          {details}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
        <Button href="/">Go to home</Button>
      </Box>
    </Box>
  );
}
