import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  EU_ORIGIN_REASON_MAX,
  type EuOriginConfirmationInput,
  type EuOriginConfirmed,
  type EuOriginFigure,
  euOriginFigureLabelIn,
  euOriginMessages,
  formatDate,
} from '@pharmatrace/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from '@/components/ui/notifications';
import { api } from '@/lib/api-client';
import { serverMessageOf } from '@/lib/errors';
import { useLanguage, useT } from '@/lib/language';
import { saveBlob } from '@/lib/save-blob';

/** What staff typed over the proposal, by stage key; a stage not typed over is confirmed as proposed. */
export type EuOriginOverrides = { figures: Record<string, { eu: string; unknown: string }>; reason: string };

const toPercent = (text: string, fallback: number) => {
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(n) ? n : fallback;
};

/** The figures staff confirm: the proposal, with what they typed over it. */
export function confirmedFigures(proposed: EuOriginFigure[], overrides: EuOriginOverrides): EuOriginFigure[] {
  return proposed.map((stage) => {
    const typed = overrides.figures[stage.key];
    return typed
      ? { ...stage, eu: toPercent(typed.eu, stage.eu), unknown: toPercent(typed.unknown, stage.unknown) }
      : stage;
  });
}

/**
 * The body part of 'Save as Completed' (issue #14): the figures and, where they differ from the
 * proposal, the reason; undefined when staff typed nothing over the proposal. Throws the server's message when the reason is missing, so the move stops
 * before it is sent (the server refuses it the same way).
 */
export function euOriginInput(
  proposed: EuOriginFigure[],
  overrides: EuOriginOverrides,
): EuOriginConfirmationInput | undefined {
  // Nothing typed over: the server confirms its own proposal (made by the same rules from the same
  // document), so a country list still loading here can never turn into an override.
  if (Object.keys(overrides.figures).length === 0) return undefined;
  const figures = confirmedFigures(proposed, overrides);
  const overridden = figures.some((f, i) => f.eu !== proposed[i]!.eu || f.unknown !== proposed[i]!.unknown);
  if (overridden && overrides.reason.trim() === '') throw new Error(euOriginMessages.reasonRequired);
  return { figures, ...(overridden ? { reason: overrides.reason.trim() } : {}) };
}

export function useEuOriginOverrides() {
  return useState<EuOriginOverrides>({ figures: {}, reason: '' });
}

/**
 * In the staff screen of a label, on its last step (issue #14): the European-origin figures the
 * rules propose from the trees as they now stand, which staff confirm as they are or override with
 * a reason when they complete the label.
 */
export function EuOriginConfirmation({
  proposed,
  overrides,
  onChange,
}: {
  proposed: EuOriginFigure[];
  overrides: EuOriginOverrides;
  onChange: (overrides: EuOriginOverrides) => void;
}) {
  const figures = confirmedFigures(proposed, overrides);
  const overridden = figures.some((f, i) => f.eu !== proposed[i]!.eu || f.unknown !== proposed[i]!.unknown);
  const language = useLanguage();
  const t = useT();
  const setFigure = (key: string, field: 'eu' | 'unknown', value: string) => {
    const current = overrides.figures[key] ?? {
      eu: String(proposed.find((p) => p.key === key)!.eu),
      unknown: String(proposed.find((p) => p.key === key)!.unknown),
    };
    onChange({ ...overrides, figures: { ...overrides.figures, [key]: { ...current, [field]: value } } });
  };
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="eu-confirmation-title"
      sx={{ p: 2, mb: 2 }}
    >
      <Typography id="eu-confirmation-title" variant="h6" component="h3">
        {t('labels.eu.toConfirm')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {t('labels.eu.toConfirmText')}
      </Typography>
      {/*
        Its two figure inputs make it wider than a phone (531 px at 390, issue #27): it scrolls inside
        its own container, never the page. The inputs inside are what the keyboard reaches (and
        scrolls to), so the container needs no tab stop of its own.
      */}
      <TableContainer>
        <Table size="small" aria-label={t('labels.eu.toConfirm')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('labels.eu.stage')}</TableCell>
              <TableCell align="right">{t('labels.eu.proposed')}</TableCell>
              <TableCell>{t('labels.eu.euPercent')}</TableCell>
              <TableCell>{t('labels.eu.unknownPercent')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {proposed.map((stage) => {
              const typed = overrides.figures[stage.key];
              return (
                <TableRow key={stage.key}>
                  <TableCell component="th" scope="row">
                    {euOriginFigureLabelIn(language, stage)}
                  </TableCell>
                  <TableCell align="right">
                    {t('labels.eu.share', { eu: stage.eu })}
                    {stage.unknown > 0 ? ` · ${t('labels.eu.unknownPart', { share: stage.unknown })}` : ''}
                  </TableCell>
                  {(['eu', 'unknown'] as const).map((field) => (
                    <TableCell key={field}>
                      <TextField
                        size="small"
                        type="number"
                        value={typed ? typed[field] : String(stage[field])}
                        onChange={(event) => setFigure(stage.key, field, event.target.value)}
                        slotProps={{
                          htmlInput: {
                            min: 0,
                            max: 100,
                            step: 1,
                            'aria-label': t('labels.eu.figure', {
                              stage: euOriginFigureLabelIn(language, stage),
                              field:
                                field === 'eu'
                                  ? t('labels.eu.euPercent')
                                  : t('labels.eu.unknownPercentLower'),
                            }),
                          },
                        }}
                        sx={{ width: 96 }}
                      />
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {overridden ? (
        <TextField
          label={t('labels.eu.reason')}
          required
          fullWidth
          multiline
          minRows={2}
          value={overrides.reason}
          onChange={(event) =>
            onChange({ ...overrides, reason: event.target.value.slice(0, EU_ORIGIN_REASON_MAX) })
          }
          error={overrides.reason.trim() === ''}
          helperText={overrides.reason.trim() === '' ? t('labels.eu.reasonRequired') : ' '}
          sx={{ mt: 2 }}
        />
      ) : null}
    </Paper>
  );
}

/** On a completed label, for the client (issue #14): the figures our team confirmed. */
/**
 * 'Download the certificate' (issue #14): the one-page PDF the server writes for the label's
 * client, with the verification code GET /api/labels/verify/{code} answers to anyone.
 */
function CertificateButton({ path }: { path: string }) {
  const notify = useNotify();
  const t = useT();
  const download = useMutation({
    mutationFn: () => api.get<Blob>(path, { responseType: 'blob' }),
    onSuccess: (blob) => saveBlob(blob, 'pharmatrace-label-certificate.pdf'),
    onError: (error) => notify(serverMessageOf(error), 'error'),
  });
  return (
    <Button
      variant="outlined"
      startIcon={<PictureAsPdfOutlined />}
      disabled={download.isPending}
      onClick={() => download.mutate()}
      sx={{ mt: 2 }}
    >
      {download.isPending ? t('account.summaryPreparing') : t('labels.eu.downloadCertificate')}
    </Button>
  );
}

export function ConfirmedEuOrigin({
  confirmed,
  certificatePath,
}: {
  confirmed: EuOriginConfirmed;
  /** The API path of the label's certificate PDF, e.g. /substance/{id}/certificate.pdf. */
  certificatePath?: string;
}) {
  const language = useLanguage();
  const t = useT();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="eu-confirmed-title" sx={{ p: 2, mt: 2 }}>
      <Typography id="eu-confirmed-title" variant="h6" component="h2">
        {t('labels.eu.confirmed')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {t('labels.eu.confirmedOn', {
          date: formatDate(confirmed.confirmedAt),
          version: confirmed.rulesVersion,
        })}
      </Typography>
      <Table size="small" aria-label={t('labels.eu.confirmed')}>
        <TableBody>
          {confirmed.figures.map((stage) => (
            <TableRow key={stage.key}>
              <TableCell component="th" scope="row">
                {euOriginFigureLabelIn(language, stage)}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {t('labels.eu.share', { eu: stage.eu })}
              </TableCell>
              <TableCell align="right">
                {t('labels.eu.outsideShort', { share: 100 - stage.eu - stage.unknown })}
                {stage.unknown > 0 ? ` · ${t('labels.eu.unknownPart', { share: stage.unknown })}` : ''}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {confirmed.overridden && confirmed.reason ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('labels.eu.adjusted', { reason: confirmed.reason })}
        </Alert>
      ) : null}
      {confirmed.verificationCode ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('labels.eu.verificationCode')} <strong>{confirmed.verificationCode}</strong>
        </Typography>
      ) : null}
      {certificatePath && confirmed.verificationCode ? <CertificateButton path={certificatePath} /> : null}
    </Paper>
  );
}
