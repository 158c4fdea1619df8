import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatNumberIn,
  type MedicinePack,
  scoreLot,
  type Tender,
  type TenderCarbonProposal,
  type TenderInput,
  type TenderLot,
  type TenderOffer,
  type TenderOfferPack,
  tenderCarbonMethods,
  tenderInputSchema,
  tenderUnits,
} from '@pharmatrace/domain';
import { useEffect, useRef, useState } from 'react';
import { useNotify } from '@/components/ui/notifications';
import { PageHeader } from '@/components/ui/page-header';
import { errorText, QueryPageFallback } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { issueIn } from '@/lib/field-error';
import { useLanguage, useT } from '@/lib/language';
import { downloadTender, type TenderExportFormat, useSaveTender, useTender } from '../../api/tenders';
import { NumberField } from './number-field';
import { PriceCarbonChart } from './price-carbon-chart';

/** The offer columns whose names label each row's fields ('Laboratory 1.2': lot 1, offer 2). */
type OfferColumn =
  | 'tenders.col.supplier'
  | 'tenders.col.code'
  | 'tenders.col.unitsPerBox'
  | 'tenders.col.price'
  | 'tenders.col.priceUnit'
  | 'tenders.col.carbon'
  | 'tenders.col.carbonUnit'
  | 'tenders.col.method'
  | 'tenders.col.otherPoints';

/** How long the page waits after the last keystroke before it saves (autosave, issue #38). */
const AUTOSAVE_DELAY_MS = 600;

/** Rows keep a key of their own while edited, so that removing one never hands its typed text to the next. */
type Keyed<T> = T & { key: string };
type EditedLot = Keyed<Omit<TenderLot, 'offers'> & { offers: Keyed<TenderOffer>[] }>;
type EditedTender = Omit<TenderInput, 'lots'> & { lots: EditedLot[] };
let lastKey = 0;
const newKey = () => `row-${++lastKey}`;

const emptyOffer = (): Keyed<TenderOffer> => ({
  key: newKey(),
  supplier: '',
  cip13: '',
  unitsPerBox: null,
  price: null,
  priceUnit: 'BOX',
  carbon: null,
  carbonUnit: 'BOX',
  carbonMethod: 'SCORE_CARBONE',
  otherPoints: null,
});

const emptyLot = (): EditedLot => ({
  key: newKey(),
  name: '',
  inn: '',
  form: '',
  strength: '',
  quantity: 1000,
  unit: 'UCD',
  offers: [emptyOffer()],
});

/** The buyer's part of a scored tender: what the page edits and saves. */
function inputOf(tender: Tender): EditedTender {
  return {
    name: tender.name,
    reference: tender.reference,
    period: tender.period,
    weights: tender.weights,
    lots: tender.lots.map(({ result: _result, offers, ...lot }) => ({
      ...lot,
      key: newKey(),
      offers: offers.map((o) => ({
        key: newKey(),
        supplier: o.supplier,
        cip13: o.cip13,
        unitsPerBox: o.unitsPerBox,
        price: o.price,
        priceUnit: o.priceUnit,
        carbon: o.carbon,
        carbonUnit: o.carbonUnit,
        carbonMethod: o.carbonMethod,
        otherPoints: o.otherPoints,
      })),
    })),
  };
}

/** The database's figures the server proposed, by code: the page scores with them as it did. */
function proposalsOf(tender: Tender): Map<string, TenderCarbonProposal> {
  const proposals = new Map<string, TenderCarbonProposal>();
  for (const lot of tender.lots)
    for (const offer of lot.offers) if (offer.proposal) proposals.set(offer.cip13, offer.proposal);
  return proposals;
}

/**
 * The packs the server found for the offers' codes (issue #38): a CIP13's own, a CIS's default
 * with its choices. The page fills the units per box from them as the server does.
 */
function packsOf(tender: Tender): Map<string, TenderOfferPack> {
  const packs = new Map<string, TenderOfferPack>();
  for (const lot of tender.lots)
    for (const offer of lot.offers) if (offer.pack) packs.set(offer.cip13, offer.pack);
  return packs;
}

/** /tenders/{id}: one tender, each lot an editable table of offers scored as the buyer types. */
export function TenderPage({ id }: { id: string }) {
  const t = useT();
  const tender = useTender(id);
  if (!tender.data)
    return (
      <QueryPageFallback
        title={t('tenders.title')}
        back={{ to: paths.app.tenders.getHref(), label: t('tenders.back') }}
        query={tender}
        loadingLabel={t('tenders.loading')}
      />
    );
  return <TenderEditor key={id} id={id} initial={tender.data} />;
}

type SaveState = { kind: 'saved' } | { kind: 'saving' } | { kind: 'failed'; message: string };

function TenderEditor({ id, initial }: { id: string; initial: Tender }) {
  const t = useT();
  const language = useLanguage();
  const notify = useNotify();
  const save = useSaveTender(id);
  const [draft, setDraft] = useState<EditedTender>(() => inputOf(initial));
  const [proposals, setProposals] = useState(() => proposalsOf(initial));
  const [packs, setPacks] = useState(() => packsOf(initial));
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'saved' });

  // Autosave: the latest draft is sent after a pause; a change during a save is sent after it.
  const latest = useRef(draft);
  latest.current = draft;
  const revision = useRef(initial.revision);
  const inFlight = useRef(false);
  const again = useRef(false);
  const changed = useRef(false);
  const saveRef = useRef<() => Promise<void>>(async () => {});
  saveRef.current = async () => {
    if (inFlight.current) {
      again.current = true;
      return;
    }
    const parsed = tenderInputSchema.safeParse(latest.current);
    if (!parsed.success) {
      setSaveState({ kind: 'failed', message: issueIn(parsed.error.issues[0]!, language) });
      return;
    }
    inFlight.current = true;
    changed.current = false;
    setSaveState({ kind: 'saving' });
    try {
      const answer = await save.mutateAsync({ revision: revision.current, ...parsed.data });
      revision.current = answer.revision;
      setProposals(proposalsOf(answer));
      setPacks(packsOf(answer));
      // A change typed during the save is still to be sent: not 'saved' yet.
      if (!changed.current) setSaveState({ kind: 'saved' });
    } catch (error) {
      setSaveState({ kind: 'failed', message: errorText(error) });
      again.current = false;
    } finally {
      inFlight.current = false;
    }
    if (again.current) {
      again.current = false;
      void saveRef.current();
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new draft restarts the pause.
  useEffect(() => {
    if (!changed.current) return;
    const timer = setTimeout(() => void saveRef.current(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft]);
  // Leaving the page with a change still waiting for its pause: it is saved now.
  useEffect(() => () => void (changed.current && saveRef.current()), []);

  const update = (change: (draft: EditedTender) => EditedTender) => {
    changed.current = true;
    setSaveState({ kind: 'saving' });
    setDraft((current) => change(current));
  };
  // Closing or reloading the tab while a change waits for its save: the browser's own warning.
  const isPending = saveState.kind === 'saving';
  useEffect(() => {
    if (!isPending) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isPending]);
  const updateLot = (l: number, change: Partial<EditedLot>) =>
    update((d) => ({ ...d, lots: d.lots.map((lot, i) => (i === l ? { ...lot, ...change } : lot)) }));
  const updateOffer = (l: number, o: number, change: Partial<TenderOffer>) =>
    update((d) => ({
      ...d,
      lots: d.lots.map((lot, i) =>
        i === l
          ? { ...lot, offers: lot.offers.map((offer, j) => (j === o ? { ...offer, ...change } : offer)) }
          : lot,
      ),
    }));

  const exportAs = (format: TenderExportFormat) =>
    downloadTender(id, format, `${draft.name} - ${t('tenders.title')}`).catch((error) =>
      notify(errorText(error), 'error'),
    );
  const number = (value: number, digits = 2) =>
    formatNumberIn(language, value, { maximumFractionDigits: digits });
  const weightsSum = draft.weights.price + draft.weights.carbon + draft.weights.other;

  return (
    <>
      <PageHeader
        title={draft.name || t('tenders.title')}
        description={t('tenders.vatNote')}
        back={{ to: paths.app.tenders.getHref(), label: t('tenders.back') }}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<Download aria-hidden />} onClick={() => exportAs('xlsx')}>
              {t('tenders.exportXlsx')}
            </Button>
            <Button variant="outlined" startIcon={<Download aria-hidden />} onClick={() => exportAs('pdf')}>
              {t('tenders.exportPdf')}
            </Button>
          </Stack>
        }
      />
      <Box role="status" aria-live="polite" sx={{ mb: 2 }}>
        {saveState.kind === 'failed' ? (
          <Alert severity="error">{t('tenders.notSaved', { message: saveState.message })}</Alert>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {saveState.kind === 'saving' ? t('tenders.saving') : t('tenders.saved')}
          </Typography>
        )}
      </Box>
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label={t('tenders.field.name')}
            value={draft.name}
            onChange={(e) => update((d) => ({ ...d, name: e.target.value }))}
          />
          <TextField
            label={t('tenders.field.reference')}
            value={draft.reference}
            onChange={(e) => update((d) => ({ ...d, reference: e.target.value }))}
          />
          {/* Issue #38: the tender's period, both dates or neither (the save says which is missing). */}
          {(['from', 'to'] as const).map((end) => (
            <TextField
              key={end}
              type="date"
              label={t(end === 'from' ? 'tenders.field.periodFrom' : 'tenders.field.periodTo')}
              value={draft.period?.[end] ?? ''}
              slotProps={{ inputLabel: { shrink: true } }}
              onChange={(e) =>
                update((d) => ({
                  ...d,
                  period: { from: null, to: null, ...d.period, [end]: e.target.value || null },
                }))
              }
            />
          ))}
        </Box>
        <Box
          sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
        >
          {(['price', 'carbon', 'other'] as const).map((key) => (
            <NumberField
              key={key}
              label={t(
                key === 'price'
                  ? 'tenders.field.weightPrice'
                  : key === 'carbon'
                    ? 'tenders.field.weightCarbon'
                    : 'tenders.field.weightOther',
              )}
              value={draft.weights[key]}
              error={Math.abs(weightsSum - 100) > 1e-6}
              onValue={(value) => update((d) => ({ ...d, weights: { ...d.weights, [key]: value ?? 0 } }))}
            />
          ))}
        </Box>
        {Math.abs(weightsSum - 100) > 1e-6 ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('tenders.msg.weightsSum')}
          </Alert>
        ) : null}
      </Paper>
      {draft.lots.map((lot, l) => {
        const lotProposals = lot.offers.map((o) =>
          o.carbon === null ? (proposals.get(o.cip13) ?? null) : null,
        );
        const lotPacks = lot.offers.map((o) => packs.get(o.cip13) ?? null);
        const { offers: scores, result } = scoreLot(
          lot,
          draft.weights,
          lotProposals,
          lotPacks.map((pack) => pack?.taken.unitsPerBox ?? null),
        );
        const n = l + 1;
        return (
          <Paper
            key={lot.key}
            variant="outlined"
            component="section"
            sx={{ p: 2, mb: 3 }}
            aria-label={t('tenders.lot.heading', { n })}
          >
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
              <Typography variant="h6" component="h2">
                {t('tenders.lot.heading', { n })}
              </Typography>
              <IconButton
                aria-label={t('tenders.removeLot', { n })}
                onClick={() => update((d) => ({ ...d, lots: d.lots.filter((_, i) => i !== l) }))}
              >
                <DeleteOutlined />
              </IconButton>
            </Stack>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
              <TextField
                label={t('tenders.lot.name')}
                value={lot.name}
                onChange={(e) => updateLot(l, { name: e.target.value })}
              />
              <TextField
                label={t('tenders.lot.inn')}
                value={lot.inn}
                onChange={(e) => updateLot(l, { inn: e.target.value })}
              />
              <TextField
                label={t('tenders.lot.strength')}
                value={lot.strength}
                onChange={(e) => updateLot(l, { strength: e.target.value })}
              />
              <TextField
                label={t('tenders.lot.form')}
                value={lot.form}
                onChange={(e) => updateLot(l, { form: e.target.value })}
              />
              <NumberField
                label={t('tenders.lot.quantity')}
                value={lot.quantity}
                onValue={(value) => updateLot(l, { quantity: value ?? 0 })}
              />
              <TextField
                select
                label={t('tenders.lot.unit')}
                value={lot.unit}
                onChange={(e) => updateLot(l, { unit: e.target.value as TenderLot['unit'] })}
              >
                {tenderUnits.map((u) => (
                  <MenuItem key={u} value={u}>
                    {t(`tenders.unit.${u}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
            <Box sx={{ overflowX: 'auto', mt: 2 }}>
              <Table size="small" aria-label={t('tenders.lot.offers', { n })} sx={{ minWidth: 1400 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('tenders.col.supplier')}</TableCell>
                    <TableCell>{t('tenders.col.code')}</TableCell>
                    <TableCell>{t('tenders.col.unitsPerBox')}</TableCell>
                    <TableCell>{t('tenders.col.price')}</TableCell>
                    <TableCell>{t('tenders.col.priceUnit')}</TableCell>
                    <TableCell>{t('tenders.col.carbon')}</TableCell>
                    <TableCell>{t('tenders.col.carbonUnit')}</TableCell>
                    <TableCell>{t('tenders.col.method')}</TableCell>
                    <TableCell>{t('tenders.col.otherPoints')}</TableCell>
                    <TableCell>{t('tenders.col.pricePerUnit')}</TableCell>
                    <TableCell>{t('tenders.col.carbonPerUnit')}</TableCell>
                    <TableCell>{t('tenders.col.total')}</TableCell>
                    <TableCell>{t('tenders.col.rank')}</TableCell>
                    <TableCell>{t('tenders.col.flags')}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {lot.offers.map((offer, o) => {
                    const score = scores[o]!;
                    const label = (key: OfferColumn) => `${t(key)} ${n}.${o + 1}`;
                    return (
                      <TableRow key={offer.key}>
                        <TableCell>
                          <TextField
                            size="small"
                            value={offer.supplier}
                            slotProps={{ htmlInput: { 'aria-label': label('tenders.col.supplier') } }}
                            onChange={(e) => updateOffer(l, o, { supplier: e.target.value })}
                          />
                        </TableCell>
                        <TableCell>
                          <TextField
                            size="small"
                            value={offer.cip13}
                            slotProps={{
                              htmlInput: { 'aria-label': label('tenders.col.code'), inputMode: 'numeric' },
                            }}
                            onChange={(e) => updateOffer(l, o, { cip13: e.target.value.trim() })}
                          />
                          <PackChoice
                            code={offer.cip13}
                            pack={lotPacks[o] ?? null}
                            label={`${t('tenders.pack.choose', { code: offer.cip13 })} ${n}.${o + 1}`}
                            onChoose={(chosen) => {
                              // Scored with the chosen pack's units at once, before the save answers.
                              setPacks((known) =>
                                new Map(known).set(chosen.cip13, { taken: chosen, choices: [] }),
                              );
                              updateOffer(l, o, { cip13: chosen.cip13, unitsPerBox: null });
                            }}
                          />
                        </TableCell>
                        <TableCell>
                          <NumberField
                            size="small"
                            value={offer.unitsPerBox}
                            placeholder={
                              offer.unitsPerBox === null && score.unitsPerBoxUsed !== null
                                ? t('tenders.pack.fromDatabase', { units: score.unitsPerBoxUsed })
                                : undefined
                            }
                            slotProps={{ htmlInput: { 'aria-label': label('tenders.col.unitsPerBox') } }}
                            onValue={(value) => updateOffer(l, o, { unitsPerBox: value })}
                          />
                        </TableCell>
                        <TableCell>
                          <NumberField
                            size="small"
                            value={offer.price}
                            slotProps={{ htmlInput: { 'aria-label': label('tenders.col.price') } }}
                            onValue={(value) => updateOffer(l, o, { price: value })}
                          />
                        </TableCell>
                        <TableCell>
                          <UnitSelect
                            label={label('tenders.col.priceUnit')}
                            value={offer.priceUnit}
                            onChange={(unit) => updateOffer(l, o, { priceUnit: unit })}
                          />
                        </TableCell>
                        <TableCell>
                          <NumberField
                            size="small"
                            value={offer.carbon}
                            placeholder={
                              score.carbonSource === 'IMPORTED' || score.carbonSource === 'STUDY'
                                ? t(`tenders.source.${score.carbonSource}`)
                                : undefined
                            }
                            slotProps={{ htmlInput: { 'aria-label': label('tenders.col.carbon') } }}
                            onValue={(value) => updateOffer(l, o, { carbon: value })}
                          />
                        </TableCell>
                        <TableCell>
                          <UnitSelect
                            label={label('tenders.col.carbonUnit')}
                            value={offer.carbonUnit}
                            onChange={(unit) => updateOffer(l, o, { carbonUnit: unit })}
                          />
                        </TableCell>
                        <TableCell>
                          <TextField
                            select
                            size="small"
                            value={offer.carbonMethod}
                            slotProps={{
                              select: { native: true },
                              htmlInput: { 'aria-label': label('tenders.col.method') },
                            }}
                            onChange={(e) =>
                              updateOffer(l, o, {
                                carbonMethod: e.target.value as TenderOffer['carbonMethod'],
                              })
                            }
                          >
                            {tenderCarbonMethods.map((m) => (
                              <option key={m} value={m}>
                                {t(`tenders.method.${m}`)}
                              </option>
                            ))}
                          </TextField>
                        </TableCell>
                        <TableCell>
                          <NumberField
                            size="small"
                            value={offer.otherPoints}
                            slotProps={{ htmlInput: { 'aria-label': label('tenders.col.otherPoints') } }}
                            onValue={(value) => updateOffer(l, o, { otherPoints: value })}
                          />
                        </TableCell>
                        <TableCell>
                          {score.pricePerUnit === null ? '-' : number(score.pricePerUnit, 4)}
                        </TableCell>
                        <TableCell>
                          {score.carbonPerUnit === null ? '-' : number(score.carbonPerUnit, 3)}
                          <Typography variant="caption" component="div" color="text.secondary">
                            {t(`tenders.source.${score.carbonSource}`)}
                          </Typography>
                        </TableCell>
                        <TableCell>{number(score.total)}</TableCell>
                        <TableCell data-col="rank">{score.rank}</TableCell>
                        <TableCell>
                          <Stack spacing={0.5}>
                            {score.flags.map((flag) => (
                              <Chip
                                key={flag}
                                size="small"
                                color={
                                  flag === 'OTHER_METHOD' || flag === 'CARBON_MISSING' ? 'warning' : 'default'
                                }
                                label={t(`tenders.flag.${flag}`)}
                              />
                            ))}
                          </Stack>
                        </TableCell>
                        <TableCell>
                          <IconButton
                            aria-label={t('tenders.removeOffer', { n: o + 1 })}
                            onClick={() => updateLot(l, { offers: lot.offers.filter((_, j) => j !== o) })}
                          >
                            <DeleteOutlined />
                          </IconButton>
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </Box>
            <Button
              sx={{ mt: 1 }}
              startIcon={<Add aria-hidden />}
              onClick={() => updateLot(l, { offers: [...lot.offers, emptyOffer()] })}
            >
              {t('tenders.addOffer')}
            </Button>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {result.carbonSavedG === null
                ? t('tenders.saved.none')
                : t('tenders.saved.carbon', { kg: number(result.carbonSavedG / 1000) })}
            </Typography>
            <PriceCarbonChart
              title={t('tenders.lot.heading', { n })}
              offers={scores.flatMap((s, i) =>
                s.pricePerUnit === null || s.carbonPerUnit === null
                  ? []
                  : [
                      {
                        id: i,
                        label: lot.offers[i]!.supplier || String(i + 1),
                        price: s.pricePerUnit,
                        carbon: s.carbonPerUnit,
                      },
                    ],
              )}
            />
          </Paper>
        );
      })}
      <Button
        variant="outlined"
        startIcon={<Add aria-hidden />}
        onClick={() => update((d) => ({ ...d, lots: [...d.lots, emptyLot()] }))}
      >
        {t('tenders.addLot')}
      </Button>
    </>
  );
}

function UnitSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: TenderOffer['priceUnit'];
  onChange: (unit: TenderOffer['priceUnit']) => void;
}) {
  const t = useT();
  return (
    <TextField
      select
      size="small"
      value={value}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': label } }}
      onChange={(e) => onChange(e.target.value as TenderOffer['priceUnit'])}
    >
      {tenderUnits.map((u) => (
        <option key={u} value={u}>
          {t(`tenders.unit.${u}`)}
        </option>
      ))}
    </TextField>
  );
}

/**
 * Under a CIS code with several packs (issue #38): says the pack taken, and lets the buyer choose
 * the offered one; the offer then names that pack's CIP13.
 */
function PackChoice({
  code,
  pack,
  label,
  onChoose,
}: {
  code: string;
  pack: TenderOfferPack | null;
  label: string;
  onChoose: (pack: MedicinePack) => void;
}) {
  const t = useT();
  if (!pack || pack.choices.length < 2 || code.length !== 8) return null;
  return (
    <Box sx={{ mt: 1, maxWidth: 320 }}>
      <Typography variant="caption" component="div" color="text.secondary">
        {t('tenders.pack.several', { count: pack.choices.length })}
      </Typography>
      <TextField
        select
        size="small"
        fullWidth
        value={pack.taken.cip13}
        slotProps={{ select: { native: true }, htmlInput: { 'aria-label': label } }}
        onChange={(e) => {
          const chosen = pack.choices.find((choice) => choice.cip13 === e.target.value);
          if (chosen) onChoose(chosen);
        }}
      >
        {pack.choices.map((choice) => (
          <option key={choice.cip13} value={choice.cip13}>
            {t('tenders.pack.option', { cip13: choice.cip13, label: choice.label })}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
