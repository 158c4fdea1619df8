import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MessageKey } from '@pharmatrace/domain';
import { useT } from '@/lib/language';

/** The second part's intro page (spec 001 §2 gives no text: ours). */
export function SecondPartIntro({ name, reactions }: { name: string; reactions: number }) {
  const t = useT();
  return (
    <Box sx={{ maxWidth: '70ch' }}>
      <Typography>{t('footprints.secondPart.intro', { name, count: reactions })}</Typography>
      <Typography sx={{ mt: 2 }}>{t('footprints.secondPart.introRecords')}</Typography>
    </Box>
  );
}

/** The chart's rows: the part, and what to give for it (catalogue keys without parameters). */
const chart = [
  ['footprints.mb.title.rawMaterials', 'footprints.secondPart.methodRawMaterials'],
  ['footprints.mb.field.processType', 'footprints.secondPart.methodProcessType'],
  ['footprints.secondPart.methodWastesTitle', 'footprints.secondPart.methodWastes'],
  ['footprints.secondPart.methodPurificationTitle', 'footprints.secondPart.methodPurification'],
] as const satisfies readonly (readonly [MessageKey, MessageKey])[];

/** 'Before step 4' (spec 001 §2): the chart of raw materials, process type, wastes and purification. */
export function SecondPartMethodology() {
  const t = useT();
  return (
    <Box sx={{ maxWidth: '80ch' }}>
      <Typography>{t('footprints.secondPart.methodIntro')}</Typography>
      <Table size="small" sx={{ mt: 2 }} aria-label={t('footprints.secondPart.methodTable')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('footprints.secondPart.methodPart')}</TableCell>
            <TableCell>{t('footprints.secondPart.methodWhat')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {chart.map(([part, what]) => (
            <TableRow key={part}>
              <TableCell component="th" scope="row">
                {t(part)}
              </TableCell>
              <TableCell>{t(what)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography sx={{ mt: 2 }}>{t('footprints.secondPart.methodUnknown')}</Typography>
    </Box>
  );
}
