import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  type ChangeValue,
  carbonUploadFields,
  changeLabelIn,
  type DocumentChange,
} from '@pharmatrace/domain';
import { useCountries } from '@/lib/countries';
import { useLanguage, useT } from '@/lib/language';
import { type UploadScope, useUpload } from '@/lib/project-api/get-upload';

/** Fields that hold a country id: shown by the country's name. */
const COUNTRY_FIELD = /(?:^|\.)(?:countryId|commercializationCountry|productionCountry)$/;
/**
 * A tree node's 'Isolated' / 'Non isolated intermediate' (project-changes.ts writes one of the two
 * for the node's boolean): said by its key in the page's language; any other value as written.
 */
const ISOLATED_FIELD = /(?:^|\.)isolated$/;
const isolatedKeys: Readonly<Record<string, 'tree.isolated' | 'tree.nonIsolated'>> = {
  Isolated: 'tree.isolated',
  'Non isolated intermediate': 'tree.nonIsolated',
};

const changeWords = {
  added: 'labels.changes.added',
  removed: 'labels.changes.removed',
  changed: 'labels.changes.changed',
} as const;
const changeColors = { added: 'success', removed: 'error', changed: 'warning' } as const;

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
    if (typeof value === 'string' && ISOLATED_FIELD.test(change.path)) {
      const key = Object.hasOwn(isolatedKeys, value) ? isolatedKeys[value] : undefined;
      return key ? t(key) : value;
    }
    return String(value);
  };
}

/** The footprint's file fields: their values are upload keys, shown by the file's name. */
const FILE_FIELDS: ReadonlySet<string> = new Set(carbonUploadFields);

/**
 * A file a change names (issue #39: not its id): its name, a download link where the viewer may
 * download it (the signed link of the viewer's own upload route); while it is read, or when the
 * viewer may not read it, a plain word, never the key.
 */
function ChangedFile({ fileKey, scope }: { fileKey: string; scope: UploadScope }) {
  const t = useT();
  const file = useUpload(fileKey, scope);
  if (file.data)
    return (
      <Link href={file.data.url} target="_blank" rel="noopener" sx={{ overflowWrap: 'anywhere' }}>
        {file.data.filename}
      </Link>
    );
  return <>{file.isError ? t('labels.changes.fileUnavailable') : t('labels.changes.fileLoading')}</>;
}

/** One side of a change: a file by its name, any other value as useShownValue says it. */
function ShownValue({
  change,
  side,
  scope,
}: {
  change: DocumentChange;
  side: 'before' | 'after';
  scope: UploadScope;
}) {
  const shown = useShownValue();
  const value = change[side];
  if (typeof value === 'string' && value !== '' && FILE_FIELDS.has(change.path))
    return <ChangedFile fileKey={value} scope={scope} />;
  return <>{shown(change, side)}</>;
}

/**
 * What changed between two versions of a project (issue #12), one line per change: what kind of
 * change, where (the form's names), and the old value beside the new. Used by the client's
 * 'changes by the provider' and by the staff version history.
 */
export function ChangeList({
  changes,
  total,
  uploadScope = null,
}: {
  changes: readonly DocumentChange[];
  total: number;
  /** Whose upload routes read a changed file: the client's own (null), or staff's for the project. */
  uploadScope?: UploadScope;
}) {
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
                <ShownValue change={change} side="before" scope={uploadScope} />
              </Box>
              {' → '}
              <Box component="ins" sx={{ color: 'success.main', textDecoration: 'none', fontWeight: 500 }}>
                <ShownValue change={change} side="after" scope={uploadScope} />
              </Box>
            </Typography>
          ) : change.change === 'added' && change.after !== null ? (
            <Typography component="span" color="textSecondary">
              <ShownValue change={change} side="after" scope={uploadScope} />
            </Typography>
          ) : change.change === 'removed' && change.before !== null ? (
            <Typography component="span" color="textSecondary">
              <del>
                <ShownValue change={change} side="before" scope={uploadScope} />
              </del>
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
