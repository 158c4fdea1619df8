import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useT } from '@/lib/language';

/**
 * 'Before step 3' (spec 001 §2): how the footprint is evaluated, before the person draws the
 * synthetic route. The spec gives no text: this one follows the GHG Protocol's product standard.
 */
export function FootprintMethodology() {
  const t = useT();
  return (
    <>
      <Typography sx={{ maxWidth: '70ch' }}>{t('footprints.methodology.intro')}</Typography>
      <List sx={{ maxWidth: '70ch' }}>
        <ListItem disableGutters>
          <ListItemText
            primary={t('footprints.methodology.next')}
            secondary={t('footprints.methodology.nextText')}
          />
        </ListItem>
        <ListItem disableGutters>
          <ListItemText
            primary={t('footprints.methodology.then')}
            secondary={t('footprints.methodology.thenText')}
          />
        </ListItem>
        <ListItem disableGutters>
          <ListItemText
            primary={t('footprints.methodology.later')}
            secondary={t('footprints.methodology.laterText')}
          />
        </ListItem>
      </List>
    </>
  );
}
