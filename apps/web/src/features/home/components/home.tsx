import ArrowForward from '@mui/icons-material/ArrowForward';
import Co2 from '@mui/icons-material/Co2';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/language';

/** /home: a hero with the tagline and a card to the medicine carbon footprint database (spec 000 §2). */
export function Home() {
  const t = useT();
  return (
    <>
      <Box
        component="section"
        aria-labelledby="home-title"
        sx={{
          borderRadius: 2,
          px: { xs: 3, md: 6 },
          py: { xs: 5, md: 7 },
          color: 'common.white',
          background: 'linear-gradient(135deg, #07423e 0%, #0b5d57 55%, #3d7a3a 100%)',
        }}
      >
        <Typography variant="overline" sx={{ letterSpacing: 2, opacity: 0.9 }}>
          Pharmatrace
        </Typography>
        <Typography id="home-title" variant="h1" sx={{ maxWidth: '20ch', mt: 1 }}>
          {t('ui.tagline')}
        </Typography>
        <Typography sx={{ mt: 2, maxWidth: '60ch', opacity: 0.92, fontSize: '1.05rem' }}>
          {t('home.intro')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, mt: 4, flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to={paths.app.myLabels.getHref()}
            variant="contained"
            startIcon={<VerifiedOutlined aria-hidden />}
            sx={{ bgcolor: 'common.white', color: 'primary.dark', '&:hover': { bgcolor: '#e6f0ee' } }}
          >
            {t('nav.myLabels')}
          </Button>
          <Button
            component={RouterLink}
            to={paths.app.myProjects.getHref()}
            variant="outlined"
            startIcon={<FolderOutlined aria-hidden />}
            sx={{ color: 'common.white', borderColor: 'rgba(255,255,255,0.7)' }}
          >
            {t('nav.myProjects')}
          </Button>
        </Box>
      </Box>

      <Box sx={{ display: 'grid', gap: 3, mt: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Card>
          <CardActionArea
            component={RouterLink}
            to={paths.app.medicineFootprint.getHref()}
            sx={{ height: '100%' }}
          >
            <CardContent sx={{ p: 3 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'primary.main', mb: 1.5 }}>
                <Co2 fontSize="large" aria-hidden />
                <Typography variant="h3" component="h2" color="textPrimary">
                  {t('home.medicineDatabase')}
                </Typography>
              </Box>
              <Typography color="textSecondary">{t('home.medicineDatabaseText')}</Typography>
              <Typography
                component="span"
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 0.5,
                  mt: 2,
                  color: 'primary.main',
                  fontWeight: 600,
                }}
              >
                {t('home.searchMedicine')} <ArrowForward fontSize="small" aria-hidden />
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      </Box>
    </>
  );
}
