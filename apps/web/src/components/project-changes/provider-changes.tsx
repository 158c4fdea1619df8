import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import {
  type ClientProjectChanges,
  changeLabelIn,
  type DocumentChange,
  type Locale,
  type ProjectKind,
  translate,
} from '@pharmatrace/domain';
import { type ReactNode, useMemo, useState } from 'react';
import { useLanguage, useT } from '@/lib/language';
import { useProjectChanges } from '@/lib/project-api/get-project-changes';
import { ChangeList, useShownValue } from './change-list';

/** '1 change by the provider', '3 changes by the provider' (issue #12). */
export function providerChangesTitle(total: number, language: Locale = 'en'): string {
  return translate(language, 'labels.changes.title', { count: total });
}

/**
 * The provider's changes since the client's last hand-over, for a project in CHECK or CHECK2
 * (issue #12 'What changed'): the summary at the top of the wizard and, per tree node, its changes.
 */
export function useProviderChanges(kind: ProjectKind, id: string | null | undefined, isCheck: boolean) {
  const query = useProjectChanges(kind, id, isCheck);
  const byNode = useMemo(() => {
    const map = new Map<string, DocumentChange[]>();
    for (const change of query.data?.changes ?? []) {
      if (!change.nodeId) continue;
      map.set(change.nodeId, [...(map.get(change.nodeId) ?? []), change]);
    }
    return map;
  }, [query.data]);
  return { data: query.data, isError: query.isError, byNode };
}

/**
 * The notice of a project the provider sent back for checking: what to do, and the summary of
 * what the provider changed ('3 changes by the provider'), each with the old value beside the new.
 */
export function ProviderChangesNotice({
  text,
  changes,
  isError,
}: {
  text: ReactNode;
  changes: ClientProjectChanges | undefined;
  isError: boolean;
}) {
  const [isOpen, setIsOpen] = useState(true);
  const language = useLanguage();
  const t = useT();
  const total = changes?.total ?? 0;
  return (
    <Alert severity="warning" sx={{ mb: 3 }} aria-label={t('labels.changes.notice')}>
      {changes && total > 0 ? <AlertTitle>{providerChangesTitle(total, language)}</AlertTitle> : null}
      {text}
      {isError ? <Box sx={{ mt: 1 }}>{t('labels.changes.readFailed')}</Box> : null}
      {changes && total > 0 ? (
        <>
          <Box sx={{ mt: 1 }}>
            <Button size="small" color="inherit" onClick={() => setIsOpen((open) => !open)}>
              {isOpen ? t('labels.changes.hide') : t('labels.changes.show')}
            </Button>
          </Box>
          {isOpen ? (
            <Box sx={{ mt: 1 }}>
              <ChangeList changes={changes.changes} total={total} />
            </Box>
          ) : null}
        </>
      ) : null}
    </Alert>
  );
}

const NODE_PATH = /(?:^|\.)(?:tree|children\.\d+)$/;

const nodeChangeWords = {
  added: 'labels.changes.addedByProvider',
  changed: 'labels.changes.changedByProvider',
} as const;

/** Beside a tree node's name: the provider added or changed it; the details (old → new) on hover. */
export function NodeProviderChanges({ changes }: { changes: readonly DocumentChange[] | undefined }) {
  // Most nodes have none: they render nothing and subscribe to nothing (the countries' query
  // included), since every row of a 40-node tree renders one of these (issue #28).
  if (!changes || changes.length === 0) return null;
  return <NodeChangesChip changes={changes} />;
}

function NodeChangesChip({ changes }: { changes: readonly DocumentChange[] }) {
  const t = useT();
  const language = useLanguage();
  const shown = useShownValue();
  // The node's own entry has the node's path ('tree.children.0'); its fields' entries go deeper.
  const isAdded = changes.some((change) => change.change === 'added' && NODE_PATH.test(change.path));
  const kind = isAdded ? 'added' : 'changed';
  return (
    <Tooltip
      title={
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {changes.slice(0, 10).map((change) => (
            <li key={`${change.change}:${change.path}`}>
              {/* The node is named beside the chip: its field (and manufacturer) is enough here. */}
              {changeLabelIn(language, change.labelParts.slice(-2))}
              {change.change === 'changed' ? `: ${shown(change, 'before')} → ${shown(change, 'after')}` : ''}
            </li>
          ))}
        </Box>
      }
    >
      <Chip
        size="small"
        color={kind === 'added' ? 'success' : 'warning'}
        label={t(nodeChangeWords[kind])}
        data-node-change={kind}
        // The tree's column is narrow: the words wrap rather than end in '…'.
        sx={{ ml: 1, height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
      />
    </Tooltip>
  );
}
