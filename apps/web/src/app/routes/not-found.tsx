import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

export function Component() {
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
      <title>Page not found · Pharmatrace</title>
      <Typography variant="overline" color="text.secondary">
        Error 404
      </Typography>
      <Typography variant="h2" component="h1">
        Page not found
      </Typography>
      <Typography color="text.secondary">The page you asked for does not exist or has moved.</Typography>
      <Button component={RouterLink} to={paths.root.getHref()} variant="contained">
        Go to home
      </Button>
    </Box>
  );
}
