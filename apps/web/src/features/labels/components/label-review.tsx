import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { countTreeNodes, type TreeNodeDraft, type TreeType } from '@pharmatrace/domain';
import type { ReactNode } from 'react';
import { treeWording } from '@/components/route-tree/tree-wording';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCountries } from '@/lib/countries';
import { treeTypeOptions } from './tree-type-options';

type ReviewedSubstance = {
  inn: string;
  cas: string;
  codeHs: string;
  type: TreeType | '';
  tree: TreeNodeDraft | null;
};

/** The countries where the tree's manufacturers are, by name, without repeats. */
function manufacturerCountries(tree: TreeNodeDraft | null, nameOf: (id: string) => string): string[] {
  const ids = new Set<string>();
  const stack = tree ? [tree] : [];
  while (stack.length > 0) {
    const node = stack.pop()!;
    for (const m of node.manufacturers ?? []) if (m.countryId) ids.add(m.countryId);
    stack.push(...(node.children ?? []));
  }
  return [...ids].map(nameOf).sort((a, b) => a.localeCompare(b));
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {items.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
            {value || '-'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The last step of the label wizards (spec 001 §2: 'submit with confirmation'): what will be sent,
 * then a confirmation before it goes to the provider's team.
 */
export function LabelReview({
  product,
  substances,
  isConfirming,
  isCheck,
  onCancel,
  onConfirm,
}: {
  /** The drug product's own facts (drug product wizard only). */
  product?: [string, ReactNode][];
  substances: ReviewedSubstance[];
  isConfirming: boolean;
  /** Validating the provider's amendments rather than sending a new project. */
  isCheck: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const countries = useCountries();
  const nameOf = (id: string) => countries.data?.find((c) => c.id === id)?.name ?? id;
  const typeLabel = (type: TreeType | '') => treeTypeOptions.find((o) => o.value === type)?.label ?? '';

  return (
    <>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
        Check what you are about to send. You can go back to any step to change it.
      </Typography>
      {product ? (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            Drug product
          </Typography>
          <Facts items={product} />
        </Paper>
      ) : null}
      {substances.map((substance, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a read-only summary; the substances have no id and never reorder here.
        <Paper key={`${index}-${substance.inn}`} variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            {substances.length > 1 ? `Drug substance #${index + 1}: ${substance.inn}` : substance.inn}
          </Typography>
          <Facts
            items={[
              ['CAS number', substance.cas],
              ['Type', typeLabel(substance.type)],
              ['HS code', substance.codeHs],
              [
                `Steps of the ${treeWording(substance.type || 'CHEMICAL').treeName}`,
                String(countTreeNodes(substance.tree)),
              ],
              ['Manufacturing countries', manufacturerCountries(substance.tree, nameOf).join(', ')],
            ]}
          />
        </Paper>
      ))}
      <ConfirmDialog
        open={isConfirming}
        title={isCheck ? 'Validate the amendments?' : 'Send this label request to our team?'}
        description={
          isCheck
            ? 'You agree with the data as it now stands; the project goes back to our team.'
            : 'Once sent, the project can only be changed again if our team sends it back to you for checking.'
        }
        confirmLabel={isCheck ? 'Validate' : 'Send'}
        onConfirm={onConfirm}
        onClose={onCancel}
      />
    </>
  );
}
