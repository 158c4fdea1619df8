import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AppLink } from './app-link';

export function PageHeader({
  title,
  description,
  back,
  actions,
}: {
  title: string;
  description?: ReactNode;
  back?: { to: string; label: string };
  actions?: ReactNode;
}) {
  return (
    <Box component="header" sx={{ mb: 3 }}>
      <title>{`${title} · Pharmatrace`}</title>
      {back ? (
        <AppLink
          to={back.to}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1.5, fontWeight: 500 }}
        >
          <ArrowBack fontSize="small" aria-hidden />
          {back.label}
        </AppLink>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {/* Focusable by script only: a navigation moves focus here (use-focus-heading-on-navigate). */}
        <Typography variant="h2" component="h1" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {description ? (
        <Typography color="textSecondary" sx={{ mt: 1, maxWidth: '70ch' }}>
          {description}
        </Typography>
      ) : null}
    </Box>
  );
}
