import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  formatFootprintValue,
  invoiceStatusLabel,
  isInvoicePaid,
  type ProjectListName,
  projectEditPath,
  showsDeleteIcon,
} from '@pharmatrace/domain';
import { AppLink, ExternalLink } from '@/components/ui/app-link';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { wizardLinkState } from '@/components/wizard/wizard-navigation';
import { paths } from '@/config/paths';
import { ofNameValues } from '@/lib/format';
import { useLanguage, useT } from '@/lib/language';
import type { ProjectRow } from '../api/get-project-rows';
import { listPages } from '../utils/list-pages';

/**
 * Spec 000 §2 'Document': a footprint's result once staff have entered it, the report or '-',
 * then the invoice with its status (§4) when there is one.
 */
export function DocumentLinks({ row, hasDash = true }: { row: ProjectRow; hasDash?: boolean }) {
  const t = useT();
  const language = useLanguage();
  const ofName = t('projectList.ofName', ofNameValues(row.name));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
      {row.footprint ? (
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {formatFootprintValue(row.footprint.value, language)}
        </Typography>
      ) : null}
      {row.reportUrl ? (
        <ExternalLink href={row.reportUrl}>
          {t('projectList.report')}
          <VisuallyHidden> {ofName}</VisuallyHidden>
        </ExternalLink>
      ) : hasDash ? (
        <span>-</span>
      ) : null}
      {row.invoiceUrl ? (
        <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <ExternalLink href={row.invoiceUrl}>
            {t('projectList.invoice')}
            <VisuallyHidden> {ofName}</VisuallyHidden>
          </ExternalLink>
          <Chip
            label={t(`invoiceStatus.${invoiceStatusLabel(row.invoiceStatus)}`)}
            size="small"
            variant="outlined"
            color={isInvoicePaid(row.invoiceStatus) ? 'success' : 'default'}
          />
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * Spec 000 §2 'Access': the edit link where the status allows it (projectEditPath) and the delete
 * icon where the list shows it (showsDeleteIcon); '-' when neither applies.
 */
export function RowActions({
  row,
  list,
  onDelete,
  hasDash = true,
}: {
  row: ProjectRow;
  list: ProjectListName;
  onDelete: (row: ProjectRow) => void;
  /** Whether an empty cell says '-' (a table cell does; a card simply leaves it out). */
  hasDash?: boolean;
}) {
  const t = useT();
  const ofName = t('projectList.ofName', ofNameValues(row.name));
  const editPath = projectEditPath(row.kind, row.status, row.id);
  const canDelete = showsDeleteIcon(list, row.kind, row.status);
  // A completed label opens on the European-origin figures our team confirmed (issue #14).
  const figuresPath =
    row.status === 'COMPLETED' && row.kind !== 'CARBON'
      ? row.kind === 'ORIGIN'
        ? paths.app.drugOrigin.edit.getHref(row.id)
        : paths.app.drugSubstance.edit.getHref(row.id)
      : null;
  // A completed footprint with its result opens on it, and on its PACT publication (issue #24).
  const resultPath =
    row.status === 'COMPLETED' && row.kind === 'CARBON' && row.footprint
      ? paths.app.carbonFootprint.firstPart.getHref(row.id)
      : null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {editPath ? (
        <AppLink
          to={editPath}
          state={wizardLinkState(listPages[list])}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
        >
          <EditOutlined fontSize="small" aria-hidden />
          {t('projectList.edit')}
          <VisuallyHidden> {row.name}</VisuallyHidden>
        </AppLink>
      ) : null}
      {figuresPath ? (
        <AppLink to={figuresPath} state={wizardLinkState(listPages[list])} sx={{ fontWeight: 600 }}>
          {t('projectList.europeanOrigin')}
          <VisuallyHidden> {ofName}</VisuallyHidden>
        </AppLink>
      ) : null}
      {resultPath ? (
        <AppLink to={resultPath} state={wizardLinkState(listPages[list])} sx={{ fontWeight: 600 }}>
          {t('projectList.result')}
          <VisuallyHidden> {ofName}</VisuallyHidden>
        </AppLink>
      ) : null}
      {canDelete ? (
        <Tooltip title={t('projectList.deleteTooltip')}>
          <IconButton
            aria-label={t('projectList.deleteName', { name: row.name })}
            size="small"
            onClick={() => onDelete(row)}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {!editPath && !figuresPath && !resultPath && !canDelete && hasDash ? <span>-</span> : null}
    </Box>
  );
}
