import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  type FactorImportRefused,
  factorImportRefusedSchema,
  formatDate,
  phraseOfWire,
  sayPhrase,
} from '@pharmatrace/domain';
import { useId, useRef, useState } from 'react';
import { Field } from '@/components/ui/field';
import { useNotify } from '@/components/ui/notifications';
import { PageHeader } from '@/components/ui/page-header';
import { QueryPageFallback } from '@/components/ui/query-state';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { serverMessageOf } from '@/lib/errors';
import { getLanguage, useT } from '@/lib/language';
import { useFactorLibrary, useImportFactors } from '../api/factors';

/** The import's own limit (apps/api features/footprint-estimates/factor-csv.ts), checked here for a quick answer. */
const MAX_BYTES = 20 * 1024 * 1024;

/** A refused import's message in the page's language: from its phrase, else its words as sent. */
function messageOf(refused: FactorImportRefused): string {
  const said = phraseOfWire(refused.said);
  return said ? sayPhrase(getLanguage(), said) : refused.message;
}

/** Every problem of a refused file: the file's own, then each bad line with its reasons. */
function RefusedImport({ refused }: { refused: FactorImportRefused }) {
  const t = useT();
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      {/* The answer's message from its phrase; the file's problems and the lines' reasons as the API
          said them, in the language the import was asked in (issue #40: never read back). */}
      <Typography sx={{ fontWeight: 600 }}>{messageOf(refused)}</Typography>
      {refused.fileErrors.map((error) => (
        <Typography key={error}>{error}</Typography>
      ))}
      {refused.rejected.length > 0 ? (
        <Box sx={{ overflowX: 'auto', mt: 1 }}>
          <Table size="small" aria-label={t('staff.factors.rejected')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('staff.factors.line')}</TableCell>
                <TableCell>{t('staff.factors.problems')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {refused.rejected.map((row) => (
                <TableRow key={row.line}>
                  <TableCell>{row.line}</TableCell>
                  <TableCell>{row.reasons.join('; ')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : null}
    </Alert>
  );
}

/**
 * /admin/factors (issue #23): the factor library estimates use (the starter library shipped with
 * the method, and the provider's latest import over it), and the import of the provider's
 * licensed factors from a CSV file (docs/methodology.md 'Importing factors'): a file with any bad
 * line is refused whole, every line listed.
 */
export function FactorsPage() {
  const t = useT();
  const factors = (count: number) => t('staff.factors.count', { count });
  const library = useFactorLibrary();
  const importing = useImportFactors();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [refused, setRefused] = useState<FactorImportRefused | null>(null);
  const back = { to: paths.admin.panel.getHref(), label: t('nav.adminPanel') };

  if (library.isPending || library.isError) {
    return (
      <QueryPageFallback
        title={t('staff.emissionFactors')}
        back={back}
        query={library}
        loadingLabel={t('staff.factors.loading')}
      />
    );
  }
  const status = library.data;
  const send = (file: File) => {
    setRefused(null);
    importing.mutate(file, {
      onSuccess: (after) =>
        notify(
          t('staff.factors.imported', {
            count: after.imported?.count ?? 0,
            version: after.factorLibraryVersion,
          }),
          'success',
        ),
      onError: (error) => {
        const lines = isApiError(error) ? factorImportRefusedSchema.safeParse(error.body) : null;
        if (lines?.success) setRefused(lines.data);
        else notify(serverMessageOf(error), 'error');
      },
    });
  };

  return (
    <>
      <PageHeader
        title={t('staff.emissionFactors')}
        back={back}
        description={t('staff.factors.description')}
      />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Section title={t('staff.factors.libraryInUse')}>
          <Field label={t('staff.factors.libraryVersion')} value={status.factorLibraryVersion} />
          <Field
            label={t('staff.factors.starter')}
            value={t('staff.factors.starterDetail', {
              version: status.starter.version,
              factors: factors(status.starter.count),
            })}
          />
          <Field
            label={t('staff.factors.importedFactors')}
            value={
              status.imported
                ? status.imported.importedBy
                  ? t('staff.factors.importedDetailBy', {
                      factors: factors(status.imported.count),
                      filename: status.imported.filename,
                      version: status.imported.version,
                      date: formatDate(status.imported.importedAt),
                      name: status.imported.importedBy,
                    })
                  : t('staff.factors.importedDetail', {
                      factors: factors(status.imported.count),
                      filename: status.imported.filename,
                      version: status.imported.version,
                      date: formatDate(status.imported.importedAt),
                    })
                : t('staff.factors.noneYet')
            }
          />
        </Section>
        <Section title={t('staff.factors.import')}>
          <Typography sx={{ maxWidth: '75ch', mb: 2 }}>{t('staff.factors.importText')}</Typography>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            aria-label={t('staff.factors.fileInput')}
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              if (file.size > MAX_BYTES) {
                notify(t('staff.factors.tooLarge'), 'error');
                return;
              }
              send(file);
            }}
          />
          <Button
            variant="contained"
            startIcon={<UploadFileOutlined />}
            disabled={importing.isPending}
            onClick={() => input.current?.click()}
          >
            {importing.isPending ? t('staff.factors.importing') : t('staff.factors.importButton')}
          </Button>
          {refused ? <RefusedImport refused={refused} /> : null}
        </Section>
      </Box>
    </>
  );
}
