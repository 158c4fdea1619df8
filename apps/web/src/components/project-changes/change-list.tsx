import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  actionLabel,
  type ChangeValue,
  changeLabelIn,
  type DocumentChange,
  type ProjectStatus,
} from '@pharmatrace/domain';
import { useCountries } from '@/lib/countries';
import { inLanguage, useLanguage, useT } from '@/lib/language';

/** Fields that hold a country id: shown by the country's name. */
const COUNTRY_FIELD = /(?:^|\.)(?:countryId|commercializationCountry|productionCountry)$/;
/** A tree node's 'Isolated' / 'Non isolated intermediate': the catalogue's words, said in the page's language. */
const ISOLATED_FIELD = /(?:^|\.)isolated$/;

const changeWords = {
  added: 'labels.changes.added',
  removed: 'labels.changes.removed',
  changed: 'labels.changes.changed',
} as const;
const changeColors = { added: 'success', removed: 'error', changed: 'warning' } as const;

/** How a version's action reads in a history: the domain's one table of action labels (issue #29). */
export function versionActionLabel(action: string, statusBefore?: ProjectStatus | null): string {
  return actionLabel(action, statusBefore);
}

/**
 * A change's old or new value as the page shows it: countries by name, the domain's words
 * translated, a tree node's name from its parts ('Product' and 'Unnamed step' in the page's language).
 */
export function useShownValue() {
  const countries = useCountries();
  const language = useLanguage();
  const t = useT();
  return (change: DocumentChange, side: 'before' | 'after'): string => {
    const value: ChangeValue = change[side];
    const parts = side === 'before' ? change.beforeParts : change.afterParts;
    if (value === null) return t('labels.changes.empty');
    if (parts) return changeLabelIn(language, parts);
    if (typeof value === 'boolean') return value ? t('labels.changes.yes') : t('labels.changes.no');
    if (typeof value === 'string' && COUNTRY_FIELD.test(change.path)) {
      return countries.data?.find((country) => country.id === value)?.name ?? value;
    }
    if (typeof value === 'string' && ISOLATED_FIELD.test(change.path)) return inLanguage(value, language);
    return String(value);
  };
}

/**
 * What changed between two versions of a project (issue #12), one line per change: what kind of
 * change, where (the form's names), and the old value beside the new. Used by the client's
 * 'changes by the provider' and by the staff version history.
 */
export function ChangeList({ changes, total }: { changes: readonly DocumentChange[]; total: number }) {
  const shown = useShownValue();
  const language = useLanguage();
  const t = useT();
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {changes.map((change) => (
        <Box
          component="li"
          key={`${change.change}:${change.path}`}
          data-change={change.change}
          sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}
        >
          <Chip size="small" label={t(changeWords[change.change])} color={changeColors[change.change]} />
          <Typography component="span" sx={{ fontWeight: 500 }}>
            {changeLabelIn(language, change.labelParts)}
          </Typography>
          {change.change === 'changed' ? (
            <Typography component="span" color="textSecondary">
              <Box component="del" sx={{ color: 'error.main' }}>
                {shown(change, 'before')}
              </Box>
              {' → '}
              <Box component="ins" sx={{ color: 'success.main', textDecoration: 'none', fontWeight: 500 }}>
                {shown(change, 'after')}
              </Box>
            </Typography>
          ) : change.change === 'added' && change.after !== null ? (
            <Typography component="span" color="textSecondary">
              {shown(change, 'after')}
            </Typography>
          ) : change.change === 'removed' && change.before !== null ? (
            <Typography component="span" color="textSecondary">
              <del>{shown(change, 'before')}</del>
            </Typography>
          ) : null}
        </Box>
      ))}
      {total > changes.length ? (
        <Typography component="li" color="textSecondary">
          {t('labels.changes.more', { count: total - changes.length })}
        </Typography>
      ) : null}
    </Box>
  );
}
