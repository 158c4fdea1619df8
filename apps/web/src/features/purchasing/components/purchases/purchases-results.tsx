import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type MedicinePack,
  monetarySourceKey,
  type Phrase,
  type PurchaseLine,
  type PurchaseMatchLevel,
  type PurchasesAnswer,
  phraseOfWire,
  purchaseMatchLevels,
  sayPhrase,
} from '@pharmatrace/domain';
import { type ReactNode, useId, useState } from 'react';
import { AlternativesList } from '@/components/medicines/alternatives-list';
import { DemoNotice } from '@/components/medicines/demo-notice';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { useNotify } from '@/components/ui/notifications';
import { errorText } from '@/components/ui/query-state';
import { formatDateOrDash } from '@/lib/format';
import { useCarbonFormat } from '@/lib/format-carbon';
import { useLanguage, useT } from '@/lib/language';
import { downloadPurchases, type ExportFormat } from '../../api/purchases';
import { PurchasesBreakdown } from './purchases-breakdown';

/** A match level's name in the catalogues (issue #27). */
export const matchLevelKey = (level: PurchaseMatchLevel) => `medicines.match.${level}` as const;

const PAGE_SIZES = [25, 50, 100];

/**
 * A purchases answer (issue #25), fresh from a file or from a basket: totals in tCO2e with their
 * charts, the bad lines, the lines with their match level and greener alternatives, the export.
 */
export function PurchasesResults({
  answer,
  exportName,
  actions,
  onChoosePack,
}: {
  answer: PurchasesAnswer;
  exportName: string;
  actions?: ReactNode;
  /** The buyer chose another pack for a CIS or name line (issue #38); absent for a saved basket. */
  onChoosePack?: (line: number, pack: MedicinePack) => void;
}) {
  const { totals, monetaryFactor } = answer;
  const t = useT();
  const format = useCarbonFormat();
  const sourceId = useId();
  const sourceKey = monetarySourceKey(monetaryFactor);
  const hasMonetary = totals.byMatchLevel.MONETARY.lines > 0;

  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      {answer.isDemo ? <DemoNotice /> : null}
      <Card component="section" aria-labelledby="purchases-total-heading">
        <CardContent sx={{ p: 3 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography id="purchases-total-heading" variant="h3" component="h2">
                {t('medicines.purchases.total')}
              </Typography>
              <Typography sx={{ fontSize: '2.25rem', fontWeight: 700 }} data-testid="purchases-total">
                {format.tonnes(totals.kgCO2e)}
              </Typography>
              <Typography color="textSecondary">
                {answer.errors.length > 0
                  ? t('medicines.purchases.readRefused', {
                      lines: answer.lines.length,
                      refused: answer.errors.length,
                    })
                  : t('medicines.purchases.read', { lines: answer.lines.length })}
                {totals.possibleSavingKgCO2e > 0
                  ? ` ${t('medicines.purchases.saving', { tonnes: format.tonnes(totals.possibleSavingKgCO2e) })}`
                  : ''}
              </Typography>
              <Typography variant="body2" color="textSecondary" data-testid="purchases-period">
                {answer.period
                  ? t('medicines.purchases.period', {
                      from: formatDateOrDash(answer.period.from),
                      to: formatDateOrDash(answer.period.to),
                      days: answer.period.days,
                    })
                  : t('medicines.purchases.noPeriod')}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <ExportButton answer={answer} format="csv" filename={exportName} />
              <ExportButton answer={answer} format="xlsx" filename={exportName} />
              {actions}
            </Box>
          </Box>
          {hasMonetary ? (
            <Alert severity="info" sx={{ mt: 2 }} id={sourceId}>
              <strong>{t('medicines.purchases.monetaryFallback')}</strong>{' '}
              {t('medicines.purchases.monetaryText', {
                lines: totals.byMatchLevel.MONETARY.lines,
                factor: format.number(monetaryFactor.kgCO2ePerKEur),
                source: sourceKey ? t(sourceKey) : monetaryFactor.source,
              })}
            </Alert>
          ) : null}
        </CardContent>
      </Card>

      <Card component="section" aria-labelledby="purchases-breakdowns-heading">
        <CardContent sx={{ p: 3 }}>
          <Typography id="purchases-breakdowns-heading" variant="h3" component="h2" sx={{ mb: 2 }}>
            {t('medicines.purchases.totals')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            <PurchasesBreakdown
              title={t('medicines.purchases.byMatchLevel')}
              keyHeader={t('medicines.purchases.matchLevel')}
              entries={purchaseMatchLevels.map((level) => ({
                label: t(matchLevelKey(level)),
                ...totals.byMatchLevel[level],
              }))}
            />
            <PurchasesBreakdown
              title={t('medicines.purchases.bySupplier')}
              keyHeader={t('medicines.purchases.supplier')}
              entries={totals.bySupplier.map((s) => ({
                ...s,
                label: s.supplier ?? t('medicines.purchases.noSupplier'),
              }))}
            />
            <PurchasesBreakdown
              title={t('medicines.purchases.byAtc')}
              keyHeader={t('medicines.purchases.atc')}
              entries={totals.byAtc.map((a) => ({ ...a, label: a.atc ?? t('medicines.purchases.unknown') }))}
            />
          </Box>
        </CardContent>
      </Card>

      {answer.errors.length > 0 ? <BadLines errors={answer.errors} /> : null}

      <LinesTable answer={answer} onChoosePack={onChoosePack} />
    </Box>
  );
}

function ExportButton({
  answer,
  format,
  filename,
}: {
  answer: PurchasesAnswer;
  format: ExportFormat;
  filename: string;
}) {
  const notify = useNotify();
  const t = useT();
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="outlined"
      startIcon={<Download aria-hidden />}
      disabled={pending}
      onClick={async () => {
        setPending(true);
        try {
          // Never the upload's own name: 'purchases 2025 - footprint.xlsx' (issue #38 'Exports').
          await downloadPurchases(answer, format, t('medicines.purchases.exportName', { name: filename }));
        } catch (error) {
          notify(errorText(error), 'error');
        } finally {
          setPending(false);
        }
      }}
    >
      {t('medicines.purchases.export', { format: format.toUpperCase() })}
    </Button>
  );
}

/**
 * A bad line's reasons in the page's language, from the phrases the answer carries (issue #40),
 * joined as the API joins them; a line without them (an answer kept before) as its words.
 */
function badLineText(e: PurchasesAnswer['errors'][number], language: ReturnType<typeof useLanguage>): string {
  const reasons = (e.reasons ?? []).map(phraseOfWire);
  if (reasons.length === 0 || !reasons.every((reason): reason is Phrase => reason !== undefined))
    return e.message;
  return reasons.map((reason) => sayPhrase(language, reason)).join('; ');
}

function BadLines({ errors }: { errors: PurchasesAnswer['errors'] }) {
  const t = useT();
  const language = useLanguage();
  return (
    <Alert severity="warning" component="section" aria-labelledby="purchases-bad-lines">
      <Typography id="purchases-bad-lines" component="h2" sx={{ fontWeight: 700 }}>
        {t('medicines.purchases.badLines', { count: errors.length })}
      </Typography>
      <Typography variant="body2">{t('medicines.purchases.badLinesText')}</Typography>
      <Box
        component="ul"
        aria-label={t('medicines.purchases.badLinesList')}
        tabIndex={0}
        sx={{ mt: 1, mb: 0, pl: 2.5, maxHeight: 240, overflowY: 'auto' }}
      >
        {errors.map((e) => (
          <li key={`${e.line}-${e.message}`}>
            <span>
              {t('medicines.purchases.lineError', { line: e.line, message: badLineText(e, language) })}
            </span>
            {/* What the buyer wrote on that line, as written (issue #38): to find it in the file. */}
            {e.written ? (
              <Box
                component="span"
                sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}
              >
                {t('medicines.purchases.lineWritten', { written: e.written })}
              </Box>
            ) : null}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

function MatchChip({ level }: { level: PurchaseMatchLevel }) {
  const t = useT();
  const color = level === 'NONE' ? 'default' : 'success';
  // The theme's warning orange is too light for text on white (WCAG AA): a darker amber.
  const sx = level === 'MONETARY' ? { color: '#8a4500', borderColor: '#8a4500' } : undefined;
  return <Chip size="small" color={color} variant="outlined" label={t(matchLevelKey(level))} sx={sx} />;
}

function LinesTable({
  answer,
  onChoosePack,
}: {
  answer: PurchasesAnswer;
  onChoosePack?: (line: number, pack: MedicinePack) => void;
}) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
  const t = useT();
  const format = useCarbonFormat();
  const factor = format.number(answer.monetaryFactor.kgCO2ePerKEur);
  const columns: DataColumn<PurchaseLine>[] = [
    {
      key: 'input',
      header: t('medicines.purchases.input'),
      isRowHeader: true,
      render: (l) => (
        <>
          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
            {l.input}
          </Box>
          <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
            {t('medicines.purchases.line', { line: l.line })}
            {l.medicineName ? ` · ${l.medicineName}` : ''}
            {l.supplier ? ` · ${l.supplier}` : ''}
          </Typography>
          <PackOfLine line={l} onChoose={onChoosePack} />
        </>
      ),
    },
    {
      key: 'match',
      header: t('medicines.purchases.match'),
      label: t('medicines.purchases.match'),
      render: (l) => (
        <>
          <MatchChip level={l.matchLevel} />
          {l.nameFits ? (
            <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
              {t('medicines.purchases.nameFits', { count: l.nameFits })}
            </Typography>
          ) : null}
        </>
      ),
    },
    {
      key: 'quantity',
      header: t('medicines.purchases.quantity'),
      align: 'right',
      // A count in UCD says the boxes it comes to (issue #38).
      render: (l) =>
        l.unit !== 'UCD'
          ? format.quantity(l.quantity)
          : l.boxes === null || l.boxes === undefined
            ? t('medicines.purchases.ucdNoBox', { quantity: format.quantity(l.quantity) })
            : t('medicines.purchases.ucdAsBoxes', {
                quantity: format.quantity(l.quantity),
                boxes: format.quantity(Math.round(l.boxes * 100) / 100),
              }),
    },
    {
      key: 'perBox',
      header: t('medicines.purchases.perBox'),
      align: 'right',
      render: (l) => (l.gCO2ePerBox === null ? '-' : format.grams(l.gCO2ePerBox)),
    },
    {
      key: 'kg',
      header: 'kgCO2e',
      align: 'right',
      render: (l) =>
        l.kgCO2e === null ? (
          t('medicines.purchases.notCounted')
        ) : l.matchLevel === 'MONETARY' ? (
          <>
            {format.kgCO2e(l.kgCO2e)}
            <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
              {t('medicines.purchases.priceTimesFactor', { factor })}
            </Typography>
          </>
        ) : (
          format.kgCO2e(l.kgCO2e)
        ),
    },
    {
      key: 'alternatives',
      header: t('medicines.product.alternatives'),
      render: (l) =>
        l.alternatives.length > 0 ? (
          <AlternativesList
            alternatives={l.alternatives}
            label={t('medicines.purchases.alternativesFor', { line: l.line })}
          />
        ) : (
          '-'
        ),
    },
  ];
  const rows = answer.lines.slice(page * pageSize, (page + 1) * pageSize);
  return (
    <Box component="section" aria-labelledby="purchases-lines-heading" sx={{ minWidth: 0 }}>
      <Typography id="purchases-lines-heading" variant="h3" component="h2" sx={{ mb: 2 }}>
        {t('medicines.purchases.lines')}
      </Typography>
      <DataTable
        label={t('medicines.purchases.table')}
        columns={columns}
        rows={rows}
        getRowKey={(l) => String(l.line)}
        size="small"
      />
      <TablePagination
        component="div"
        count={answer.lines.length}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        labelRowsPerPage={t('medicines.purchases.rowsPerPage')}
        getItemAriaLabel={(type) => t(`medicines.purchases.page.${type}`)}
        labelDisplayedRows={({ from, to, count }) =>
          t('medicines.purchases.displayedRows', {
            from: format.quantity(from),
            to: format.quantity(to),
            count: format.quantity(count),
          })
        }
        onPageChange={(_event, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setPageSize(Number(event.target.value));
          setPage(0);
        }}
      />
    </Box>
  );
}

/**
 * The pack a line was counted with (issue #38): said under its input; a CIS or a name with several
 * packs lets the buyer choose another, matched again by the server.
 */
function PackOfLine({
  line,
  onChoose,
}: {
  line: PurchaseLine;
  onChoose: ((line: number, pack: MedicinePack) => void) | undefined;
}) {
  const t = useT();
  if (!line.pack) return null;
  const choices = line.packChoices ?? [];
  if (choices.length < 2 || !onChoose)
    return (
      <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
        {t('medicines.purchases.packTaken', { cip13: line.pack.cip13, label: line.pack.label })}
      </Typography>
    );
  return (
    <Box sx={{ mt: 0.5, maxWidth: 360 }}>
      <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
        {t('medicines.purchases.packSeveral', { count: choices.length })}
      </Typography>
      <TextField
        select
        size="small"
        fullWidth
        value={line.pack.cip13}
        slotProps={{
          select: { native: true },
          htmlInput: { 'aria-label': t('medicines.purchases.packChoose', { line: line.line }) },
        }}
        onChange={(event) => {
          const chosen = choices.find((p) => p.cip13 === event.target.value);
          if (chosen) onChoose(line.line, chosen);
        }}
      >
        {choices.map((p) => (
          <option key={p.cip13} value={p.cip13}>
            {t('medicines.purchases.packOption', { cip13: p.cip13, label: p.label })}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
