import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useT } from '@/lib/language';

/** The last line of defence: something broke while rendering; a reload usually fixes it. */
export function MainErrorFallback({ details }: { details?: string | undefined }) {
  const t = useT();
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
        {t('common.somethingWrong')}
      </Typography>
      <Typography color="textSecondary" sx={{ maxWidth: '50ch' }}>
        {t('common.notDisplayedText')}
      </Typography>
      {details ? (
        <Typography component="pre" variant="body2" color="textSecondary" sx={{ whiteSpace: 'pre-wrap' }}>
          {details}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('common.reloadPage')}
        </Button>
        <Button href="/">{t('registration.goHome')}</Button>
      </Box>
    </Box>
  );
}
