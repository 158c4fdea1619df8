import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { completeTreeIssues, type TreeNodeDraft, type TreeType } from '@pharmatrace/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import type { PlantOption } from '@/components/route-tree/manufacturer-block';
import { RouteTreeEditor } from '@/components/route-tree/route-tree-editor';
import { useT } from '@/lib/language';
import { getPlantsQueryOptions } from '@/lib/plants';

/** Whether a tree can be sent: it exists and meets every rule of spec 001 §5 'Tree dialog'. */
export function isTreeComplete(tree: TreeNodeDraft | null | undefined): boolean {
  return !!tree && completeTreeIssues(tree).length === 0;
}

/**
 * One route tree of a project wizard (labels, footprints, staff review) (spec 001 §2 'Route tree dialog'): the shared editor, the
 * client's plants for 'Select an existing manufacturing plant', and, once the person tried to go
 * on, the points still to complete (spec 001 §4: 'the tree step needs a tree present').
 */
export function WizardTreeStep({
  tree,
  onChange,
  treeType,
  product,
  showIssues,
  label,
  renderNodeAddon,
  aside,
  plants: givenPlants,
}: {
  tree: TreeNodeDraft | null;
  onChange: (tree: TreeNodeDraft) => void;
  treeType: TreeType;
  product: { name: string; cas?: string };
  showIssues: boolean;
  label: string;
  /** Beside each node's name (e.g. its EU share). */
  renderNodeAddon?: (node: TreeNodeDraft) => ReactNode;
  /** Under the tree, beside it on the widest screens (e.g. the EU-origin figures). */
  aside?: ReactNode;
  /** The plants to pick from; default the signed-in client's (staff pass the project's client's). */
  plants?: readonly PlantOption[] | undefined;
}) {
  // Staff are not a client: GET plant would answer 403, so their screens pass the plants in.
  const plantsQuery = useQuery({ ...getPlantsQueryOptions(), enabled: givenPlants === undefined });
  const plants = useMemo(
    () =>
      givenPlants ??
      (plantsQuery.data ?? []).map(({ id, companyName, city, countryId }) => ({
        id,
        companyName,
        city,
        countryId: countryId ?? '',
      })),
    [givenPlants, plantsQuery.data],
  );
  const t = useT();
  const issues = useMemo(() => (showIssues && tree ? completeTreeIssues(tree) : []), [showIssues, tree]);

  return (
    <>
      {showIssues && issues.length > 0 ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t('wizard.treeIssues', { count: issues.length })}
        </Alert>
      ) : null}
      {showIssues && !tree ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t('wizard.treeMissing')}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            // The tree needs the width (issue #29: names wrapped at depth 2 in a 450 px column at
            // 1366 px): the panel goes under it, beside it only on the widest screens.
            xl: aside ? 'minmax(0, 1fr) 280px' : 'minmax(0, 1fr)',
          },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <RouteTreeEditor
          value={tree}
          onChange={onChange}
          treeType={treeType}
          product={product}
          plants={plants}
          issues={issues}
          label={label}
          {...(renderNodeAddon ? { renderNodeAddon } : {})}
        />
        {aside ? <Box sx={{ position: { xl: 'sticky' }, top: { xl: 88 } }}>{aside}</Box> : null}
      </Box>
    </>
  );
}
