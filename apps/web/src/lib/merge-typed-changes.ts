import { dequal } from 'dequal';

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * 'Restore my changes' after a stale save (decision 0027): `typed` is what the person typed on top
 * of `base` (the project as they had read it); `latest` is the project as stored now, with someone
 * else's save. Where the typing changed something, the typed value wins; everywhere else the latest
 * stays, so the other person's work survives the restore. Objects are merged key by key and lists of
 * one length item by item (a reaction, a manufacturer, a node's fields); a list whose length one side
 * changed (a row added or removed) is taken whole from that side, and from the typing when both did.
 * Values are form values (JSON): `dequal` compares them.
 */
export function mergeTypedChanges(base: unknown, typed: unknown, latest: unknown): unknown {
  if (dequal(typed, base)) return latest;
  if (dequal(latest, base) || dequal(latest, typed)) return typed;
  if (isPlain(base) && isPlain(typed) && isPlain(latest)) {
    const merged: Plain = {};
    for (const key of new Set([...Object.keys(latest), ...Object.keys(typed)])) {
      const value = mergeTypedChanges(base[key], typed[key], latest[key]);
      if (value !== undefined) merged[key] = value;
    }
    return merged;
  }
  if (
    Array.isArray(base) &&
    Array.isArray(typed) &&
    Array.isArray(latest) &&
    typed.length === base.length &&
    latest.length === base.length
  ) {
    return typed.map((item, index) => mergeTypedChanges(base[index], item, latest[index]));
  }
  // Both sides changed this value: what the person asked to restore is their typing.
  return typed;
}
