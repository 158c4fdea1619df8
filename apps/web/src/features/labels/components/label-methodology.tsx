import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useT } from '@/lib/language';

/**
 * The methodology step of the origin label wizards (spec 001 §2: 'methodology text ('Got it')').
 * The spec gives no text: this one says what the label measures and what the route tree is for.
 */
export function LabelMethodology({ what }: { what: 'drug substance' | 'drug product' }) {
  const t = useT();
  const items = [
    ['labels.methodology.tree', 'labels.methodology.treeText'],
    ['labels.methodology.shares', 'labels.methodology.sharesText'],
    ['labels.methodology.isolated', 'labels.methodology.isolatedText'],
    ['labels.methodology.review', 'labels.methodology.reviewText'],
  ] as const;
  return (
    <>
      <Typography sx={{ maxWidth: '70ch' }}>
        {t(
          what === 'drug substance' ? 'labels.methodology.introSubstance' : 'labels.methodology.introProduct',
        )}
      </Typography>
      <List sx={{ maxWidth: '70ch' }}>
        {items.map(([primary, secondary]) => (
          <ListItem key={primary} disableGutters>
            <ListItemText primary={t(primary)} secondary={t(secondary)} />
          </ListItem>
        ))}
      </List>
    </>
  );
}
