import type { TreeNodeDraft } from '@pharmatrace/domain';
import { act } from '@testing-library/react';
import { useState } from 'react';
import { jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { type PlantOption, RouteTreeEditor, type RouteTreeEditorProps } from '../route-tree-editor';

export const countries = [
  { id: 'FR', name: 'France', isEuEea: true },
  { id: 'IN', name: 'India', isEuEea: false },
  { id: 'DE', name: 'Germany', isEuEea: true },
];

export const naturalTypes = [
  { id: 1, name: 'Harvest' },
  { id: 2, name: 'Extraction' },
];

export const plants: PlantOption[] = [
  { id: 'plant_lyon', companyName: 'Pharma Synthèse', city: 'Lyon', countryId: 'FR' },
  { id: 'plant_pune', companyName: 'Deccan Fine Chemicals', city: 'Pune', countryId: 'IN' },
];

export const paracetamol = { name: 'Paracetamol', cas: '103-90-2' };

export const lyon100 = {
  percentage: 100,
  plantId: 'plant_lyon',
  companyName: 'Pharma Synthèse',
  city: 'Lyon',
  countryId: 'FR',
};

/** A complete chemical tree: the product, two precursors, one of them with a precursor. */
export function smallTree(): TreeNodeDraft {
  return {
    id: 'substance_root',
    name: 'Paracetamol',
    cas: '103-90-2',
    type: 'CHEMICAL',
    manufacturers: [lyon100],
    children: [
      {
        id: 'substance_a',
        type: 'CHEMICAL',
        name: '4-aminophenol',
        cas: '123-30-8',
        isolated: true,
        manufacturers: [lyon100],
        children: [
          {
            id: 'substance_a1',
            type: 'CHEMICAL',
            name: 'Phenol',
            cas: '108-95-2',
            isolated: true,
            manufacturers: [lyon100],
            children: [],
          },
        ],
      },
      {
        id: 'substance_b',
        type: 'CHEMICAL',
        name: 'Acetic anhydride',
        cas: '108-24-7',
        isolated: true,
        manufacturers: [lyon100],
        children: [],
      },
    ],
  };
}

/** Countries and transformation types as the API gives them; `fail` makes a list answer 500. */
export function stubReferenceApi({ fail = [] as string[] } = {}) {
  return stubApi(({ method, url }) => {
    if (method !== 'GET') return undefined;
    if (fail.includes(url)) return jsonResponse(500, { message: 'Internal Server Error' });
    if (url === '/api/countries') return jsonResponse(200, countries);
    if (url === '/api/transformationType/natural') return jsonResponse(200, naturalTypes);
    if (url === '/api/transformationType/biologic')
      return jsonResponse(200, [{ id: 9, name: 'Fermentation' }]);
    return undefined;
  });
}

type HarnessProps = Partial<Omit<RouteTreeEditorProps, 'value' | 'onChange'>> & {
  initial: TreeNodeDraft | null;
};

/** A wizard-like parent: it keeps the tree in its state and can be made to render again. */
function Parent({
  initial,
  onTree,
  exposeRerender,
  ...props
}: HarnessProps & { onTree: (tree: TreeNodeDraft) => void; exposeRerender: (rerender: () => void) => void }) {
  const [tree, setTree] = useState(initial);
  const [, setTick] = useState(0);
  exposeRerender(() => setTick((n) => n + 1));
  return (
    <RouteTreeEditor
      value={tree}
      onChange={(next) => {
        onTree(next);
        setTree(next);
      }}
      treeType="CHEMICAL"
      product={paracetamol}
      plants={plants}
      {...props}
    />
  );
}

/** Renders the editor in a parent; `changes` lists every tree the editor handed over. */
export function renderEditor(props: HarnessProps) {
  const changes: TreeNodeDraft[] = [];
  let rerender: () => void = () => undefined;
  const rendered = renderWithProviders(
    <Parent
      {...props}
      onTree={(tree) => changes.push(tree)}
      exposeRerender={(fn) => {
        rerender = fn;
      }}
    />,
  );
  return {
    ...rendered,
    changes,
    lastTree: () => changes.at(-1),
    renderParent: () => act(() => rerender()),
  };
}
