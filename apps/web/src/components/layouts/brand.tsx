import Spa from '@mui/icons-material/Spa';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function Brand({ inverted = false }: { inverted?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Spa aria-hidden sx={{ color: inverted ? 'common.white' : 'primary.main' }} />
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: '1.2rem',
          letterSpacing: 0.2,
          color: inverted ? 'common.white' : 'primary.dark',
        }}
      >
        Pharmatrace
      </Typography>
    </Box>
  );
}
