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
import { type FactorImportRefused, factorImportRefusedSchema, formatDate } from '@pharmatrace/domain';
import { useId, useRef, useState } from 'react';
import { useNotify } from '@/components/ui/notifications';
import { PageHeader } from '@/components/ui/page-header';
import { QueryPageFallback } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { serverMessageOf } from '@/lib/errors';
import { useFactorLibrary, useImportFactors } from '../api/factors';
import { Field } from './field';
import { Section } from './section';

const factors = (n: number) => `${n} factor${n === 1 ? '' : 's'}`;

/** The import's own limit (apps/api features/footprint-estimates/factor-csv.ts), checked here for a quick answer. */
const MAX_BYTES = 20 * 1024 * 1024;

/** Every problem of a refused file: the file's own, then each bad line with its reasons. */
function RefusedImport({ refused }: { refused: FactorImportRefused }) {
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      <Typography sx={{ fontWeight: 600 }}>{refused.message}</Typography>
      {refused.fileErrors.map((error) => (
        <Typography key={error}>{error}</Typography>
      ))}
      {refused.rejected.length > 0 ? (
        <Box sx={{ overflowX: 'auto', mt: 1 }}>
          <Table size="small" aria-label="Rejected lines">
            <TableHead>
              <TableRow>
                <TableCell>Line</TableCell>
                <TableCell>Problems</TableCell>
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
  const library = useFactorLibrary();
  const importing = useImportFactors();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [refused, setRefused] = useState<FactorImportRefused | null>(null);
  const back = { to: paths.admin.panel.getHref(), label: 'Admin Panel' };

  if (library.isPending || library.isError) {
    return (
      <QueryPageFallback
        title="Emission factors"
        back={back}
        query={library}
        loadingLabel="Loading the factors"
      />
    );
  }
  const status = library.data;
  const send = (file: File) => {
    setRefused(null);
    importing.mutate(file, {
      onSuccess: (after) =>
        notify(
          `${after.imported?.count ?? 0} factors imported: library ${after.factorLibraryVersion}`,
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
        title="Emission factors"
        back={back}
        description="The factors the preliminary footprint estimates use: the starter library shipped with the method (openly licensed sources), with your licensed factors imported over it. Clients never see an imported factor, only the results."
      />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Section title="Library in use">
          <Field label="Factor library version" value={status.factorLibraryVersion} />
          <Field
            label="Starter library"
            value={`${status.starter.version}, ${factors(status.starter.count)}`}
          />
          <Field
            label="Imported factors"
            value={
              status.imported
                ? `${factors(status.imported.count)} from ${status.imported.filename}, import ${status.imported.version}, ${formatDate(status.imported.importedAt)}${status.imported.importedBy ? ` by ${status.imported.importedBy}` : ''}`
                : 'None yet'
            }
          />
        </Section>
        <Section title="Import factors">
          <Typography sx={{ maxWidth: '75ch', mb: 2 }}>
            A CSV file (UTF-8, at most 20 MB) with the columns key, name, unit, value, geography, source,
            licence, year, dqr_technological, dqr_geographical and dqr_temporal (kind, aliases,
            dqr_reliability and note are optional). It replaces the previous import; its factors override the
            starter factors of the same kind, key and geography.
          </Typography>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            aria-label="Import a CSV file of factors"
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              if (file.size > MAX_BYTES) {
                notify('The file is larger than 20 MB: split it.', 'error');
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
            {importing.isPending ? 'Importing…' : 'Import a CSV file'}
          </Button>
          {refused ? <RefusedImport refused={refused} /> : null}
        </Section>
      </Box>
    </>
  );
}
