/**
 * The layout of a wizard step's short fields: two columns side by side from the `sm` breakpoint,
 * one below it. `minmax(0, 1fr)` lets a long value shrink its column instead of widening the grid.
 */
export const twoColumns = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
  columnGap: 3,
} as const;
