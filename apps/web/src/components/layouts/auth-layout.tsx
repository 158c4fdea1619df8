import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { useT } from '@/lib/language';
import { Brand } from './brand';

/** Public screens (login, register, passwords): one centred card under the brand. */
export function AuthLayout({
  title,
  children,
  maxWidth = 480,
}: {
  title: string;
  children: ReactNode;
  maxWidth?: number;
}) {
  const t = useT();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: 2,
        py: { xs: 3, sm: 6 },
        background: 'linear-gradient(160deg, #e6f0ee 0%, #f4f7f6 55%)',
      }}
    >
      <title>{`${title} · Pharmatrace`}</title>
      <Box sx={{ mb: 3, textAlign: 'center' }}>
        <Brand />
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
          {t('ui.tagline')}
        </Typography>
        <Box sx={{ mt: 1.5 }}>
          <LanguageSwitch />
        </Box>
      </Box>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth, p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
