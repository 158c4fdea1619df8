import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { alpha, styled } from '@mui/material/styles';
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
  type CSSProperties,
  createContext,
  forwardRef,
  type HTMLAttributes,
  isValidElement,
  type KeyboardEvent,
  type MouseEvent,
  memo,
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
 * The tree's scroll area, which also holds the styles of every row (issue #28): written once per
 * render of the editor, where `sx` and MUI's Typography and Box made Emotion serialise about ten
 * style objects per row on every render of a row. A row's parts are plain elements (or MUI's
 * own) marked by data attributes and classes; its depth is a CSS variable. The selectors keep
 * the cascade the per-row `sx` had: `:where()` leaves the 'not completed' tint at the weight of
 * MUI's own class, so MUI's hover, focus and selection colours still win over it.
 */
export const RouteTreeRows = styled('div')(({ theme }) => ({
  maxHeight: '70vh',
  overflow: 'auto',
  scrollPaddingBlock: 8,
  '& [data-route-tree-row]': {
    alignItems: 'flex-start',
    paddingTop: theme.spacing(0.75),
    paddingBottom: theme.spacing(0.75),
  },
  '& [data-route-tree-row][data-read-only]': { cursor: 'default' },
  // One vertical line per ancestor level, on every row, so a 40-node tree reads like a diagram:
  // a 1 px line under the middle of each ancestor's expand icon (content padding 8 px, icon 15 px).
  '& [data-route-tree-row][data-nested]': {
    backgroundImage: `repeating-linear-gradient(to right, transparent 0 15px, var(--route-tree-guide) 15px 16px, transparent 16px ${INDENT_PX}px)`,
    backgroundSize: `calc(var(--route-tree-depth) * ${INDENT_PX}px) 100%`,
    backgroundPosition: '0 0',
    backgroundRepeat: 'no-repeat',
  },
  // Spec 001 §2: a node not completed is drawn in its own colour.
  '& :where([data-route-tree-row][data-incomplete])': {
    backgroundColor: alpha(theme.palette.warning.main, 0.08),
  },
  // The row of the focused item gets a ring, as every focusable thing of the app does.
  '& [data-route-tree-row][data-focused]': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: -2,
  },
  '& [data-route-tree-toggle]': { marginTop: '3px' },
  '& .route-tree-text': { flexGrow: 1, minWidth: 0 },
  '& .route-tree-line': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: theme.spacing(1),
    rowGap: theme.spacing(0.5),
  },
  '& [data-route-tree-name]': {
    ...theme.typography.body1,
    margin: 0,
    fontWeight: 500,
    // Whole words (issue #29: 'Hydra/zine' on a phone); a word longer than the row still wraps
    // rather than overflowing.
    overflowWrap: 'break-word',
    hyphens: 'manual',
    // The icon, the chip and the row's tint say 'not completed'; orange words on the tint would
    // read at 3.3:1, under WCAG AA's 4.5:1.
    color: theme.palette.text.primary,
  },
  '& [data-route-tree-name][data-root]': { fontWeight: 700 },
  // The CAS and the manufacturers' summary in the secondary text colour, as every other screen's
  // details (Typography's `color="textSecondary"`).
  '& .route-tree-detail': { ...theme.typography.body2, margin: 0, color: theme.palette.text.secondary },
  '& .route-tree-summary': { overflowWrap: 'anywhere' },
  '& .route-tree-issue': { ...theme.typography.body2, margin: 0, color: theme.palette.error.main },
  // Outlined with the text's colour: a filled warning chip reads at 3.1:1.
  '& .route-tree-not-completed': { color: theme.palette.text.primary },
  // On a phone the 'Add' button's icon alone: the words would leave the name no room (issue #29).
  '& .route-tree-add': { flexShrink: 0, whiteSpace: 'nowrap', minWidth: 36 },
  '& .route-tree-add .MuiButton-startIcon': { marginLeft: 0, marginRight: 0 },
  '& .route-tree-add-words': { display: 'none' },
  [theme.breakpoints.up('sm')]: {
    '& .route-tree-add': { minWidth: 64 },
    '& .route-tree-add-words': { display: 'inline' },
  },
}));

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
const RouteTreeItemRow = forwardRef(function RouteTreeItem(
  props: RouteTreeItemProps,
  ref: Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const context = useContext(RouteTreeItemContext);
  const detailsId = useId();
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
  const { readOnly } = context;
  const { isRoot, name, depth } = view;
  const isIncomplete = view.openRuleCount > 0;

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
          data-read-only={readOnly ? '' : undefined}
          data-nested={depth > 0 ? '' : undefined}
          style={depth > 0 ? ({ '--route-tree-depth': depth } as CSSProperties) : undefined}
        >
          <TreeItemIconContainer
            {...getIconContainerProps({
              // Expanding is not opening: keep the click from reaching the row.
              onClick: (event: MouseEvent) => event.stopPropagation(),
            })}
            data-route-tree-toggle=""
          >
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <RowDetails
            view={view}
            detailsId={detailsId}
            wording={context.wording}
            readOnly={readOnly}
            countries={context.countries}
            renderNodeAddon={context.renderNodeAddon}
            addChild={context.addChild}
          />
        </TreeItemContent>
        {status.expandable ? <TreeItemGroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

/** Two rendered children lists are the same when their elements are (same type, key and props). */
function sameChildren(a: ReactNode, b: ReactNode): boolean {
  if (a === b) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((element, i) => {
    const other = b[i];
    if (!isValidElement(element) || !isValidElement(other)) return element === other;
    if (element.type !== other.type || element.key !== other.key) return false;
    const props = element.props as Record<string, unknown>;
    const otherProps = other.props as Record<string, unknown>;
    const keys = Object.keys(props);
    return (
      keys.length === Object.keys(otherProps).length && keys.every((key) => props[key] === otherProps[key])
    );
  });
}

/**
 * Rendered again only when its own props change. MUI X rebuilds every item's metadata when the
 * items change, and each item then renders its slot with a new list of children: when the
 * editor adds the rows below the first screen slice by slice (first-screen.ts), every row
 * already shown would be rendered again with each slice (issue #28, decision 0050). The row's
 * own state (focus, selection, expansion, its node's view) reaches it through MUI X's store and
 * the editor's context, which memo does not block.
 */
export const RouteTreeItem = memo(RouteTreeItemRow, (before, after) => {
  const keys = Object.keys(before) as (keyof RouteTreeItemProps)[];
  return (
    keys.length === Object.keys(after).length &&
    keys.every((key) =>
      key === 'children' ? sameChildren(before.children, after.children) : before[key] === after[key],
    )
  );
});

type RowDetailsProps = Pick<
  RouteTreeItemContextValue,
  'wording' | 'readOnly' | 'countries' | 'renderNodeAddon' | 'addChild'
> & {
  view: NodeView;
  detailsId: string;
};

/**
 * What a row shows of its node, and its 'Add' button. Memoised (issue #28): a row's focus,
 * selection or expansion re-renders the row's tree item, not this, which only changes with the
 * node's view (rebuilt when the tree changes) or the editor's settings.
 */
const RowDetails = memo(function RowDetails({
  view,
  detailsId,
  wording,
  readOnly,
  countries,
  renderNodeAddon,
  addChild,
}: RowDetailsProps) {
  const language = useLanguage();
  const t = useT();
  const { node, isRoot, name, issues } = view;
  const isIncomplete = view.openRuleCount > 0;
  const summary = manufacturersSummary(node, countries, language);
  return (
    <>
      <div className="route-tree-text">
        <div className="route-tree-line">
          {isIncomplete ? (
            <ErrorOutlined fontSize="small" color="warning" aria-hidden />
          ) : (
            <CheckCircleOutlined fontSize="small" color="success" aria-hidden />
          )}
          <span data-route-tree-name="" data-root={isRoot ? '' : undefined}>
            {name}
          </span>
          {node.cas && !isRoot ? (
            <span className="route-tree-detail">{t('tree.cas', { cas: node.cas })}</span>
          ) : null}
          {!isRoot && node.isolated === false ? (
            <Chip size="small" variant="outlined" label={t('tree.nonIsolated')} />
          ) : null}
          {isIncomplete ? (
            <Chip
              className="route-tree-not-completed"
              size="small"
              color="warning"
              variant="outlined"
              label={t('tree.notCompleted')}
            />
          ) : null}
          {renderNodeAddon ? renderNodeAddon(node) : null}
        </div>
        <div id={detailsId}>
          <p className="route-tree-detail route-tree-summary">{summary || t('tree.noManufacturer')}</p>
          {issues.map((issue) => (
            <p key={`${issue.field}:${issue.message}`} className="route-tree-issue">
              {issue.message}
            </p>
          ))}
        </div>
      </div>
      {readOnly ? null : (
        <Button
          className="route-tree-add"
          size="small"
          startIcon={<AddCircleOutlined />}
          // The toolbar does this from the keyboard; one tab stop per row would make 40.
          tabIndex={-1}
          onClick={(event) => {
            event.stopPropagation();
            addChild(view.node.id);
          }}
          aria-label={wording.addChildTo(name)}
        >
          <span className="route-tree-add-words">{wording.addChild}</span>
        </Button>
      )}
    </>
  );
});
