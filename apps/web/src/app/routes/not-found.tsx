import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/language';

export function Component() {
  const t = useT();
  return (
    <Box
      component="main"
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
      <title>{t('common.pageTitle', { title: t('common.pageNotFound') })}</title>
      <Typography variant="overline" color="textSecondary">
        {t('common.error404')}
      </Typography>
      <Typography variant="h2" component="h1">
        {t('common.pageNotFound')}
      </Typography>
      <Typography color="textSecondary">{t('common.pageNotFoundText')}</Typography>
      <Button component={RouterLink} to={paths.root.getHref()} variant="contained">
        {t('registration.goHome')}
      </Button>
    </Box>
  );
}
