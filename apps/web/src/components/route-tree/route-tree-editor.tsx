import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import UnfoldLess from '@mui/icons-material/UnfoldLess';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  addChild,
  countTreeNodes,
  newNodeId,
  newRootNode,
  removeSubtree,
  syncRootWithProduct,
  type TreeIssue,
  type TreeNodeDraft,
  type TreeNodePatch,
  type TreeProduct,
  type TreeType,
  updateNode,
} from '@pharmatrace/domain';
import { memo, type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCountries } from '@/lib/countries';
import { issueIn } from '@/lib/field-error';
import { useLanguage, useT } from '@/lib/language';
import { useTransformationTypes } from '@/lib/transformation-types';
import { useFirstScreenFirst } from './first-screen';
import type { PlantOption } from './manufacturer-block';
import { NodeDialog, type NodeDialogMode } from './node-dialog';
import {
  INDENT_PX,
  RouteTreeItem,
  RouteTreeItemContext,
  type RouteTreeItemContextValue,
  RouteTreeRows,
} from './route-tree-item';
import { buildTreeViewModel } from './tree-view-model';
import { treeWording } from './tree-wording';

export type { PlantOption } from './manufacturer-block';

export type RouteTreeEditorProps = {
  /** The tree; null while there is none (the root is then made from `product`). */
  value: TreeNodeDraft | null;
  /** Every change (add, update, delete) gives the whole new tree; the old one is never mutated. */
  onChange: (tree: TreeNodeDraft) => void;
  treeType: TreeType;
  /** The product at the root: the root takes its name and CAS number. */
  product: TreeProduct;
  /** The client's plants, for 'Select an existing manufacturing plant'. */
  plants: readonly PlantOption[];
  /** View only: no dialog, no add or delete. */
  readOnly?: boolean;
  /** Issues to show on the nodes they concern (completeTreeIssues, a server 400). */
  issues?: readonly TreeIssue[];
  /** Rendered beside each node's name (e.g. its EU share, staff amendments). */
  renderNodeAddon?: (node: TreeNodeDraft) => ReactNode;
  /** Accessible name of the tree; 'Synthetic route tree' or 'Production scheme' by default. */
  label?: string;
};

/** The dialog open, with a key so that each opening gets a fresh form (spec 001 §4 modes). */
type DialogSession = { key: number; open: boolean; mode: NodeDialogMode; nodeId: string };

const getItemId = (node: TreeNodeDraft) => node.id;
const getItemChildren = (node: TreeNodeDraft) => node.children ?? [];

const treeSlots = { item: RouteTreeItem };
const treeSx = (theme: Theme) => ({ '--route-tree-guide': theme.palette.divider, py: 0.5 });

type RouteTreeViewProps = {
  apiRef: ReturnType<typeof useRichTreeViewApiRef<TreeNodeDraft>>;
  label: string;
  tree: TreeNodeDraft;
  getItemLabel: (node: TreeNodeDraft) => string;
  expandedItems: string[];
  onExpandedItemsChange: (event: unknown, ids: string[]) => void;
  selectedId: string;
  onSelect: (id: string) => void;
  onItemFocus: (id: string) => void;
};

/**
 * The tree view alone, memoised with props that keep their identity: the rows below the first
 * screen arrive a screen at a time after the first paint (first-screen.ts), and each slice then
 * renders this and its new rows, not the editor's toolbar, hint and dialogs (issue #28, decision
 * 0050).
 */
const RouteTreeView = memo(function RouteTreeView({
  apiRef,
  label,
  tree,
  getItemLabel,
  expandedItems,
  onExpandedItemsChange,
  selectedId,
  onSelect,
  onItemFocus,
}: RouteTreeViewProps) {
  const shownTree = useFirstScreenFirst(tree);
  const items = useMemo(() => [shownTree], [shownTree]);
  return (
    <RichTreeView<TreeNodeDraft>
      apiRef={apiRef}
      aria-label={label}
      items={items}
      getItemId={getItemId}
      getItemLabel={getItemLabel}
      getItemChildren={getItemChildren}
      expandedItems={expandedItems}
      onExpandedItemsChange={onExpandedItemsChange}
      expansionTrigger="iconContainer"
      selectedItems={selectedId}
      onSelectedItemsChange={(_event, id) => {
        if (id) onSelect(id);
      }}
      onItemFocus={(_event, id) => onItemFocus(id)}
      itemChildrenIndentation={INDENT_PX}
      slots={treeSlots}
      sx={treeSx}
    />
  );
});

/** Rows scroll into view when focused or selected, inside the tree's own scroll area. */
function scrollRowIntoView(item: HTMLElement | null | undefined) {
  item?.querySelector<HTMLElement>('[data-route-tree-row]')?.scrollIntoView?.({ block: 'nearest' });
}

/**
 * The route tree editor (spec 001 §2 'Route tree dialog', §3 'Tree node', §4, §5), shared by
 * every wizard and the staff screens. A vertical tree with the product at the root, built on
 * MUI X Rich Tree View (docs/decisions/0005-route-tree-rendering.md); each node opens the
 * dialog that creates or updates it.
 */
export function RouteTreeEditor({
  value,
  onChange,
  treeType,
  product,
  plants,
  readOnly = false,
  issues,
  renderNodeAddon,
  label,
}: RouteTreeEditorProps) {
  const language = useLanguage();
  const t = useT();
  // Kept while the tree type and language stay: every row reads it, and a new object would
  // re-render all of them on any change of the editor (issue #28).
  const wording = useMemo(() => treeWording(treeType, language), [treeType, language]);
  const apiRef = useRichTreeViewApiRef<TreeNodeDraft>();
  const hintId = useId();
  const countriesQuery = useCountries();
  const typesQuery = useTransformationTypes(treeType);

  // With no tree yet, a root made from the product stands in; it becomes the tree on the first
  // change, so that an untouched editor reports nothing (and no unsaved change).
  const [standInRoot] = useState(() => newRootNode(product, treeType));
  const tree = value ?? standInRoot;
  const productName = product.name;
  const productCas = product.cas;

  const emit = useCallback(
    (next: TreeNodeDraft) =>
      onChange(syncRootWithProduct(next, { name: productName, cas: productCas }, treeType)),
    [onChange, productName, productCas, treeType],
  );

  // The root's name and CAS follow the product typed in the wizard, and its type the tree's.
  useEffect(() => {
    if (!value || readOnly) return;
    if (syncRootWithProduct(value, { name: productName, cas: productCas }, treeType) !== value) emit(value);
  }, [value, readOnly, productName, productCas, treeType, emit]);

  const model = useMemo(
    () =>
      buildTreeViewModel({
        tree,
        treeType,
        product: { name: productName, cas: productCas },
        transformationTypes: typesQuery.data,
        issues,
        language,
      }),
    [tree, treeType, productName, productCas, typesQuery.data, issues, language],
  );

  // ---- expansion: everything open by default, so new and loaded branches show up ----
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const expandableIds = useMemo(
    () => model.order.filter((view) => (view.node.children?.length ?? 0) > 0).map((view) => view.node.id),
    [model],
  );
  const expandedItems = useMemo(
    () => expandableIds.filter((id) => !collapsed.has(id)),
    [expandableIds, collapsed],
  );
  const onExpandedItemsChange = useCallback(
    (_event: unknown, ids: string[]) => {
      const open = new Set(ids);
      setCollapsed(new Set(expandableIds.filter((id) => !open.has(id))));
    },
    [expandableIds],
  );
  const expandPathTo = useCallback(
    (nodeId: string) => {
      setCollapsed((current) => {
        const path: string[] = [];
        for (let at = model.nodes.get(nodeId)?.parentId; at; at = model.nodes.get(at)?.parentId)
          path.push(at);
        if (!path.some((id) => current.has(id))) return current;
        const next = new Set(current);
        for (const id of path) next.delete(id);
        return next;
      });
    },
    [model],
  );

  // ---- the node the toolbar acts on: the one last focused or clicked ----
  const [activeId, setActiveId] = useState<string>(tree.id);
  const activeView = model.nodes.get(activeId) ?? model.nodes.get(tree.id)!;

  // ---- focus goes back to a node once dialogs are closed and the node is rendered ----
  // A new object per request, so that asking twice for the same node focuses it twice.
  const [focusRequest, setFocusRequest] = useState<{ nodeId: string } | null>(null);
  useEffect(() => {
    if (!focusRequest) return;
    const { nodeId } = focusRequest;
    // After the commit that rendered the node (and expanded its ancestors), and after the
    // closing dialog has handed the focus back.
    const frame = requestAnimationFrame(() => {
      apiRef.current?.focusItem?.(null, nodeId);
      scrollRowIntoView(apiRef.current?.getItemDOMElement?.(nodeId));
    });
    return () => cancelAnimationFrame(frame);
  }, [focusRequest, apiRef]);
  const focusNode = useCallback(
    (nodeId: string) => {
      setActiveId(nodeId);
      expandPathTo(nodeId);
      setFocusRequest({ nodeId });
    },
    [expandPathTo],
  );

  // ---- the dialog (spec 001 §4 modes create, update, updateRoot, close) ----
  const [session, setSession] = useState<DialogSession | null>(null);
  const sessionCount = useRef(0);
  /** Where the focus goes once the dialog has closed: the node edited, created or its parent. */
  const focusAfterDialog = useRef<string | null>(null);

  const openDialog = useCallback(
    (mode: NodeDialogMode, nodeId: string) => {
      if (readOnly) return;
      sessionCount.current += 1;
      focusAfterDialog.current = nodeId;
      setActiveId(nodeId);
      setSession({ key: sessionCount.current, open: true, mode, nodeId });
    },
    [readOnly],
  );
  const closeDialog = useCallback(() => setSession((s) => (s ? { ...s, open: false } : s)), []);
  const openNode = useCallback(
    (nodeId: string) => openDialog(nodeId === tree.id ? 'updateRoot' : 'update', nodeId),
    [openDialog, tree.id],
  );
  const openCreate = useCallback((parentId: string) => openDialog('create', parentId), [openDialog]);

  // Spec 001 §4: a root without manufacturers opens its dialog by itself, once.
  const hasAutoOpened = useRef(false);
  useEffect(() => {
    if (hasAutoOpened.current || readOnly) return;
    hasAutoOpened.current = true;
    if ((tree.manufacturers?.length ?? 0) === 0) openDialog('updateRoot', tree.id);
  }, [readOnly, tree, openDialog]);

  const validateDialog = (patch: TreeNodePatch) => {
    if (!session) return;
    if (session.mode === 'create') {
      const child: TreeNodeDraft = { id: newNodeId(), ...patch, children: [] };
      emit(addChild(tree, session.nodeId, child));
      setCollapsed((current) => {
        if (!current.has(session.nodeId)) return current;
        const next = new Set(current);
        next.delete(session.nodeId);
        return next;
      });
      focusAfterDialog.current = child.id;
      setActiveId(child.id);
    } else {
      emit(updateNode(tree, session.nodeId, patch));
    }
    closeDialog();
  };

  // ---- delete, after a confirmation (spec 001 §4: the node goes with its subtree) ----
  const [deleteId, setDeleteId] = useState<string | null>(null);
  const requestDelete = useCallback(
    (nodeId: string) => {
      if (!readOnly && nodeId !== tree.id && model.nodes.has(nodeId)) setDeleteId(nodeId);
    },
    [readOnly, tree.id, model],
  );
  const deleteView = deleteId ? model.nodes.get(deleteId) : undefined;
  const deleteDescendants = deleteView ? countTreeNodes(deleteView.node) - 1 : 0;
  const confirmDelete = () => {
    if (!deleteView) return;
    const parentId = deleteView.parentId ?? tree.id;
    emit(removeSubtree(tree, deleteView.node.id));
    setDeleteId(null);
    // The dialog of the deleted node (if it asked) goes with it, without a closing transition.
    setSession(null);
    focusAfterDialog.current = null;
    focusNode(parentId);
  };
  const cancelDelete = () => {
    const nodeId = deleteId;
    setDeleteId(null);
    // From the tree (Delete key, toolbar): back to the node. From the dialog: back to the dialog.
    if (nodeId && !session?.open) focusNode(nodeId);
  };

  const itemContext = useMemo<RouteTreeItemContextValue>(
    () => ({
      nodes: model.nodes,
      wording,
      readOnly,
      countries: countriesQuery.data,
      renderNodeAddon,
      openNode,
      addChild: openCreate,
      requestDelete,
    }),
    [model, wording, readOnly, countriesQuery.data, renderNodeAddon, openNode, openCreate, requestDelete],
  );

  const getItemLabel = useCallback((node: TreeNodeDraft) => model.nodes.get(node.id)?.name ?? '', [model]);
  const onSelect = useCallback((id: string) => setActiveId(id), []);
  const onItemFocus = useCallback(
    (id: string) => {
      setActiveId(id);
      scrollRowIntoView(apiRef.current?.getItemDOMElement?.(id));
    },
    [apiRef],
  );

  const dialogView = session ? model.nodes.get(session.nodeId) : undefined;
  const count = model.order.length;
  const treeLabel = label ?? wording.treeTitle;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box
        role="toolbar"
        aria-label={t('tree.actions', { tree: treeLabel })}
        aria-describedby={hintId}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}
      >
        {readOnly ? null : (
          <>
            <Button
              variant="contained"
              startIcon={<AddCircleOutlined />}
              onClick={() => openCreate(activeView.node.id)}
            >
              {wording.addChild}
            </Button>
            <Button startIcon={<EditOutlined />} onClick={() => openNode(activeView.node.id)}>
              {t('projectList.edit')}
            </Button>
            <Button
              color="error"
              startIcon={<DeleteOutlined />}
              onClick={() => requestDelete(activeView.node.id)}
              disabled={activeView.isRoot}
            >
              {t('projectList.delete')}
            </Button>
          </>
        )}
        <Button startIcon={<UnfoldMore />} onClick={() => setCollapsed(new Set())}>
          {t('tree.expandAll')}
        </Button>
        <Button
          startIcon={<UnfoldLess />}
          // The first level stays visible: a tree collapsed to its root says little.
          onClick={() => setCollapsed(new Set(expandableIds.filter((id) => id !== tree.id)))}
        >
          {t('tree.collapseAll')}
        </Button>
        <Typography variant="body2" color="textSecondary" sx={{ ml: 'auto' }} aria-live="polite">
          {t('tree.nodeCount', { count })}
          {model.incompleteCount > 0
            ? ` · ${t('tree.notCompletedCount', { count: model.incompleteCount })}`
            : ''}
        </Typography>
      </Box>
      <Typography id={hintId} variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {readOnly ? t('tree.hintReadOnly') : t('tree.hint', { name: activeView.name })}
      </Typography>

      {countriesQuery.isError ? (
        <Alert
          severity="warning"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => countriesQuery.refetch()}>
              {t('projectList.tryAgain')}
            </Button>
          }
        >
          {t('tree.countriesFailed')}
        </Alert>
      ) : null}
      {typesQuery.isError ? (
        <Alert
          severity="warning"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => typesQuery.refetch()}>
              {t('projectList.tryAgain')}
            </Button>
          }
        >
          {t('tree.typesFailed')}
        </Alert>
      ) : null}
      {model.unplacedIssues.length > 0 ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {model.unplacedIssues.map((issue) => (
            <div key={`${issue.path.join('.')}:${issue.message}`}>{issueIn(issue, language)}</div>
          ))}
        </Alert>
      ) : null}

      <RouteTreeItemContext.Provider value={itemContext}>
        <RouteTreeRows>
          <RouteTreeView
            apiRef={apiRef}
            label={treeLabel}
            tree={tree}
            getItemLabel={getItemLabel}
            expandedItems={expandedItems}
            onExpandedItemsChange={onExpandedItemsChange}
            selectedId={activeView.node.id}
            onSelect={onSelect}
            onItemFocus={onItemFocus}
          />
        </RouteTreeRows>
      </RouteTreeItemContext.Provider>

      {session && (dialogView || session.mode === 'create') ? (
        <NodeDialog
          key={session.key}
          open={session.open}
          mode={session.mode}
          node={session.mode === 'create' ? undefined : dialogView?.node}
          treeType={session.mode === 'create' ? treeType : (dialogView?.type ?? treeType)}
          title={dialogView?.name ?? ''}
          plants={plants}
          onValidate={validateDialog}
          onDelete={session.mode === 'update' ? () => requestDelete(session.nodeId) : undefined}
          onClose={closeDialog}
          onExited={() => {
            setSession(null);
            const target = focusAfterDialog.current;
            focusAfterDialog.current = null;
            if (target) focusNode(model.nodes.has(target) ? target : tree.id);
          }}
        />
      ) : null}

      <ConfirmDialog
        open={deleteView !== undefined}
        title={wording.deleteTitle}
        description={deleteView ? wording.deleteText(deleteView.name, deleteDescendants) : undefined}
        confirmLabel={t('projectList.delete')}
        onConfirm={confirmDelete}
        onClose={cancelDelete}
      />
    </Paper>
  );
}
