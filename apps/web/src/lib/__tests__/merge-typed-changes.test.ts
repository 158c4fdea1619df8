import { describe, expect, it } from 'vitest';
import { mergeTypedChanges } from '../merge-typed-changes';

describe("mergeTypedChanges ('Restore my changes' after a stale save, decision 0027)", () => {
  const base = {
    inn: 'ibuprofen',
    cas: '15687-27-1',
    tree: {
      id: 'root',
      manufacturers: [
        { city: 'Lyon', percentage: 60 },
        { city: 'Pune', percentage: 40 },
      ],
    },
    substances: [{ weightPerBatch: '' }, { weightPerBatch: '' }],
  };

  it('keeps the other person’s changes where the typing changed nothing', () => {
    const typed = { ...base, inn: 'ibuprofen lysine' };
    const latest = { ...base, cas: '50-78-2' };
    expect(mergeTypedChanges(base, typed, latest)).toEqual({
      ...base,
      inn: 'ibuprofen lysine',
      cas: '50-78-2',
    });
  });

  it('merges lists of one length item by item, and nested objects key by key', () => {
    const typed = { ...base, substances: [{ weightPerBatch: '100' }, { weightPerBatch: '' }] };
    const latest = {
      ...base,
      substances: [{ weightPerBatch: '' }, { weightPerBatch: '7' }],
      tree: {
        ...base.tree,
        manufacturers: [
          { city: 'Lyon', percentage: 60 },
          { city: 'Mumbai', percentage: 40 },
        ],
      },
    };
    expect(mergeTypedChanges(base, typed, latest)).toEqual({
      ...latest,
      substances: [{ weightPerBatch: '100' }, { weightPerBatch: '7' }],
    });
  });

  it('takes a list whose length one side changed from that side, and the typing where both changed a value', () => {
    const added = [...base.tree.manufacturers, { city: 'Gent', percentage: 0 }];
    const typed = { ...base, cas: 'mine', tree: { ...base.tree, manufacturers: added } };
    const latest = { ...base, cas: 'theirs' };
    expect(mergeTypedChanges(base, typed, latest)).toEqual(typed);
    const theirsAdded = { ...base, tree: { ...base.tree, manufacturers: added } };
    expect(mergeTypedChanges(base, { ...base, inn: 'x' }, theirsAdded)).toEqual({ ...theirsAdded, inn: 'x' });
  });

  it('keeps a field only one side has', () => {
    expect(mergeTypedChanges({ a: 1 }, { a: 1, b: 2 }, { a: 1, c: 3 })).toEqual({ a: 1, b: 2, c: 3 });
    expect(mergeTypedChanges({ a: 1, b: 2 }, { a: 1 }, { a: 1, b: 2 })).toEqual({ a: 1 });
  });
});
