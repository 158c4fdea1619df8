import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { countTreeNodes, type TreeNodeDraft, type TreeType } from '@pharmatrace/domain';
import type { ReactNode } from 'react';
import { treeWording } from '@/components/route-tree/tree-wording';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCountries } from '@/lib/countries';
import { useLanguage, useT } from '@/lib/language';
import { treeTypeOptions } from './tree-type-options';

export type ReviewedSubstance = {
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
          <Typography component="dt" color="textSecondary">
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
  const language = useLanguage();
  const t = useT();
  const nameOf = (id: string) => countries.data?.find((c) => c.id === id)?.name ?? id;
  const typeLabel = (type: TreeType | '') =>
    treeTypeOptions.some((o) => o.value === type) && type !== '' ? t(`labels.type.${type}`) : '';

  return (
    <>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>{t('labels.review.intro')}</Typography>
      {product ? (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            {t('labels.review.drugProduct')}
          </Typography>
          <Facts items={product} />
        </Paper>
      ) : null}
      {substances.map((substance, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a read-only summary; the substances have no id and never reorder here.
        <Paper key={`${index}-${substance.inn}`} variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            {substances.length > 1
              ? t('labels.review.substance', { number: index + 1, name: substance.inn })
              : substance.inn}
          </Typography>
          <Facts
            items={[
              [t('tree.casNumber'), substance.cas],
              [t('projectList.type'), typeLabel(substance.type)],
              [t('originField.drugProductCodeHs'), substance.codeHs],
              [
                treeWording(substance.type || 'CHEMICAL', language).steps,
                String(countTreeNodes(substance.tree)),
              ],
              [t('labels.review.countries'), manufacturerCountries(substance.tree, nameOf).join(', ')],
            ]}
          />
        </Paper>
      ))}
      <ConfirmDialog
        open={isConfirming}
        title={isCheck ? t('labels.review.validateTitle') : t('labels.review.sendTitle')}
        description={isCheck ? t('labels.review.validateText') : t('labels.review.sendText')}
        confirmLabel={isCheck ? t('tree.validate') : t('labels.review.send')}
        onConfirm={onConfirm}
        onClose={onCancel}
      />
    </>
  );
}
