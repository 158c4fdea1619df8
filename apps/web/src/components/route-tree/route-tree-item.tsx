import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { TreeViewCancellableEvent } from '@mui/x-tree-view/models';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { type UseTreeItemParameters, useTreeItem } from '@mui/x-tree-view/useTreeItem';
import { type Country, type Locale, type TreeNodeDraft, translate } from '@pharmatrace/domain';
import {
  createContext,
  forwardRef,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useContext,
  useId,
} from 'react';
import { useLanguage, useT } from '@/lib/language';
import type { NodeView } from './tree-view-model';
import type { TreeWording } from './tree-wording';

/** What every row needs from the editor (the item slot only receives the item's id). */
export interface RouteTreeItemContextValue {
  nodes: Map<string, NodeView>;
  wording: TreeWording;
  readOnly: boolean;
  countries: readonly Country[] | undefined;
  renderNodeAddon: ((node: TreeNodeDraft) => ReactNode) | undefined;
  openNode: (nodeId: string) => void;
  addChild: (parentId: string) => void;
  requestDelete: (nodeId: string) => void;
}

export const RouteTreeItemContext = createContext<RouteTreeItemContextValue | null>(null);

/** Indentation per level; the guide lines below are drawn in its rhythm. */
export const INDENT_PX = 24;

/**
 * One vertical line per ancestor level, on every row, so a 40-node tree reads like a diagram:
 * a 1 px line under the middle of each ancestor's expand icon (content padding 8 px, icon 15 px).
 */
const guideLines = (depth: number) =>
  depth === 0
    ? {}
    : {
        backgroundImage: `repeating-linear-gradient(to right, transparent 0 15px, var(--route-tree-guide) 15px 16px, transparent 16px ${INDENT_PX}px)`,
        backgroundSize: `${INDENT_PX * depth}px 100%`,
        backgroundPosition: '0 0',
        backgroundRepeat: 'no-repeat',
      };

function manufacturersSummary(
  node: TreeNodeDraft,
  countries: readonly Country[] | undefined,
  language: Locale,
): string {
  const countryName = (id: string | null | undefined) =>
    (id && countries?.find((country) => country.id === id)?.name) || id || '';
  return (node.manufacturers ?? [])
    .map((m) => {
      const place = [m.city, countryName(m.countryId)].filter(Boolean).join(', ');
      const share =
        m.percentage === null || m.percentage === undefined || m.percentage === ''
          ? ''
          : ` ${m.percentage} %`;
      return `${m.companyName || translate(language, 'tree.unnamedManufacturer')}${place ? ` (${place})` : ''}${share}`;
    })
    .join(' · ');
}

type RouteTreeItemProps = Omit<UseTreeItemParameters, 'rootRef'> &
  Omit<HTMLAttributes<HTMLLIElement>, 'onFocus'>;

/**
 * A row of the route tree, built on MUI X's useTreeItem so the tree keeps the WAI-ARIA tree
 * pattern (roles, roving focus, arrow keys, type-ahead, expansion). Ours: a click or Enter
 * opens the node's dialog, Delete asks to delete it, and the row shows the node's state.
 */
export const RouteTreeItem = forwardRef(function RouteTreeItem(
  props: RouteTreeItemProps,
  ref: Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const context = useContext(RouteTreeItemContext);
  const detailsId = useId();
  const language = useLanguage();
  const t = useT();
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ id, itemId, children, label, disabled, rootRef: ref });
  const view = context?.nodes.get(itemId);
  if (!context || !view) return null;
  const { wording, readOnly } = context;
  const { node, isRoot, name, openRuleCount, issues } = view;
  const isIncomplete = openRuleCount > 0;
  const summary = manufacturersSummary(node, context.countries, language);

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot
        {...getRootProps({
          ...other,
          'aria-label': isIncomplete ? t('tree.nodeNotCompleted', { name }) : name,
          'aria-describedby': detailsId,
          onKeyDown: (event: KeyboardEvent<HTMLLIElement> & TreeViewCancellableEvent) => {
            // Only the focused row itself: keys typed in its descendants are theirs.
            if (event.target !== event.currentTarget || readOnly) return;
            if (event.key === 'Enter') {
              // Enter edits the node here; MUI's default (expand or select) would hide the dialog.
              event.defaultMuiPrevented = true;
              event.preventDefault();
              context.openNode(itemId);
            } else if (event.key === 'Delete' && !isRoot) {
              event.defaultMuiPrevented = true;
              event.preventDefault();
              context.requestDelete(itemId);
            }
          },
        })}
      >
        <TreeItemContent
          {...getContentProps({
            onClick: () => {
              if (!readOnly) context.openNode(itemId);
            },
          })}
          status={status}
          data-route-tree-row=""
          data-incomplete={isIncomplete ? '' : undefined}
          sx={{
            alignItems: 'flex-start',
            py: 0.75,
            cursor: readOnly ? 'default' : 'pointer',
            ...guideLines(view.depth),
            // Spec 001 §2: a node not completed is drawn in its own colour.
            ...(isIncomplete && { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.08) }),
            // The row of the focused item gets a ring, as every focusable thing of the app does.
            '&[data-focused]': {
              outline: (theme) => `2px solid ${theme.palette.primary.main}`,
              outlineOffset: -2,
            },
          }}
        >
          <TreeItemIconContainer
            {...getIconContainerProps({
              // Expanding is not opening: keep the click from reaching the row.
              onClick: (event: MouseEvent) => event.stopPropagation(),
            })}
            data-route-tree-toggle=""
            sx={{ mt: '3px' }}
          >
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
              {isIncomplete ? (
                <ErrorOutlined fontSize="small" color="warning" aria-hidden />
              ) : (
                <CheckCircleOutlined fontSize="small" color="success" aria-hidden />
              )}
              <Typography
                component="span"
                data-route-tree-name=""
                sx={{
                  fontWeight: isRoot ? 700 : 500,
                  // Whole words (issue #29: 'Hydra/zine' on a phone); a word longer than the row
                  // still wraps rather than overflowing.
                  overflowWrap: 'break-word',
                  hyphens: 'manual',
                  // The icon, the chip and the row's tint say 'not completed'; orange words on the
                  // tint would read at 3.3:1, under WCAG AA's 4.5:1.
                  color: 'text.primary',
                }}
              >
                {name}
              </Typography>
              {node.cas && !isRoot ? (
                <Typography component="span" variant="body2" color="text.secondary">
                  {t('tree.cas', { cas: node.cas })}
                </Typography>
              ) : null}
              {!isRoot && node.isolated === false ? (
                <Chip size="small" variant="outlined" label={t('tree.nonIsolated')} />
              ) : null}
              {isIncomplete ? (
                // Outlined with the text's colour: a filled warning chip reads at 3.1:1.
                <Chip
                  size="small"
                  color="warning"
                  variant="outlined"
                  label={t('tree.notCompleted')}
                  sx={{ color: 'text.primary' }}
                />
              ) : null}
              {context.renderNodeAddon ? context.renderNodeAddon(node) : null}
            </Box>
            <Box id={detailsId}>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {summary || t('tree.noManufacturer')}
              </Typography>
              {issues.map((issue) => (
                <Typography key={`${issue.field}:${issue.message}`} variant="body2" color="error">
                  {issue.message}
                </Typography>
              ))}
            </Box>
          </Box>
          {readOnly ? null : (
            <Button
              size="small"
              startIcon={<AddCircleOutlined />}
              // The toolbar does this from the keyboard; one tab stop per row would make 40.
              tabIndex={-1}
              onClick={(event) => {
                event.stopPropagation();
                context.addChild(itemId);
              }}
              aria-label={wording.addChildTo(name)}
              // On a phone the icon alone: the words would leave the name no room (issue #29).
              sx={{
                flexShrink: 0,
                whiteSpace: 'nowrap',
                minWidth: { xs: 36, sm: 64 },
                '& .MuiButton-startIcon': { mx: { xs: 0, sm: undefined } },
              }}
            >
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {wording.addChild}
              </Box>
            </Button>
          )}
        </TreeItemContent>
        {status.expandable ? <TreeItemGroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});
