import { describe, expect, it } from 'vitest';
import { MAX_TREE_DEPTH, MAX_TREE_NODES } from '../limits';
import { messages, serverMessages } from '../messages';
import { hasInvalidCharacter } from './fields';
import { substanceDraftSchema } from './projects';
import { treeBoundsIssue, treeNodeDraftSchema } from './tree';

interface Node {
  id: string;
  children?: Node[];
}

function chain(levels: number): Node {
  let node: Node = { id: 'leaf' };
  for (let level = levels - 1; level >= 1; level--) node = { id: `n${level}`, children: [node] };
  return node;
}

describe('tree bounds (issue #8)', () => {
  it(`accepts ${MAX_TREE_DEPTH} levels and refuses one more`, () => {
    expect(treeNodeDraftSchema.safeParse(chain(MAX_TREE_DEPTH)).success).toBe(true);
    const deeper = treeNodeDraftSchema.safeParse(chain(MAX_TREE_DEPTH + 1));
    expect(deeper.error?.issues).toEqual([{ code: 'custom', path: [], message: messages.tree.tooDeep }]);
  });

  it('refuses a 100,000-level tree at once, without walking it recursively', () => {
    // zod's recursion overflows the stack long before this depth: only the bounds check ran.
    // Measured in this process's CPU time, not wall-clock time: CI runs this file beside other
    // lanes on a shared box, where this check took 1.5 s of wall-clock time at load 20 (decision 0075).
    const started = process.cpuUsage();
    const result = substanceDraftSchema.safeParse({ inn: 'x', tree: chain(100_000) });
    expect(result.error?.issues).toEqual([
      { code: 'custom', path: ['tree'], message: messages.tree.tooDeep },
    ]);
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000).toBeLessThan(500);
  });

  it(`counts nodes across the whole tree: ${MAX_TREE_NODES} pass, one more does not`, () => {
    const wide = (nodes: number): Node => ({
      id: 'root',
      children: Array.from({ length: Math.ceil((nodes - 1) / 50) }, (_, i) => ({
        id: `c${i}`,
        children: Array.from({ length: Math.min(49, nodes - 1 - i * 50 - 1) }, (_, j) => ({
          id: `c${i}_${j}`,
        })),
      })),
    });
    expect(treeBoundsIssue(wide(MAX_TREE_NODES))).toBeNull();
    expect(treeBoundsIssue(wide(MAX_TREE_NODES + 1))).toBe(messages.tree.tooManyNodes);
  });

  it('leaves what is not a node to the schema', () => {
    expect(treeBoundsIssue(null)).toBeNull();
    expect(treeBoundsIssue({ id: 'r', children: 'nope' })).toBeNull();
    expect(treeNodeDraftSchema.safeParse({ id: 'r', children: 'nope' }).success).toBe(false);
  });
});

describe('hasInvalidCharacter (issue #8)', () => {
  it.each([
    ['a\u0000b', true],
    ['\ud800', true],
    ['x\udfffy', true],
    ['\udc00\ud800', true],
    ['plain text', false],
    ['Paracétamol 💊 パラセタモール', false],
    ['tab\tand\nnewline', false],
  ])('%j → %s', (value, invalid) => {
    expect(hasInvalidCharacter(value)).toBe(invalid);
  });
});

describe('the 429 messages', () => {
  it('say how long to wait, in seconds then in minutes (searches always in seconds)', () => {
    expect(serverMessages.tooManyFailedAttempts(0.2)).toBe(
      'Too many failed attempts. Please wait 1 second and try again.',
    );
    expect(serverMessages.tooManyFailedAttempts(64)).toBe(
      'Too many failed attempts. Please wait 64 seconds and try again.',
    );
    expect(serverMessages.tooManyRequests(3599.5)).toBe(
      'Too many requests. Please wait 60 minutes and try again.',
    );
    expect(serverMessages.tooManyMedicineSearches(130)).toBe(
      'Too many searches in a short time. Please wait 130 seconds and try again.',
    );
  });
});
