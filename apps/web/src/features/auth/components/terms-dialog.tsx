import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { en } from '@pharmatrace/domain';
import { useId, useState } from 'react';
import { ExternalLink } from '@/components/ui/app-link';
import { legalLinks } from '@/config/site';
import { useT } from '@/lib/language';

/** Spec 000 §2: four ticks are required before 'Agree' is enabled. */
export const termsItems = [
  { key: 'termsOfUse', label: en['terms.termsOfUse'], link: legalLinks.termsOfUse },
  { key: 'termsOfSale', label: en['terms.termsOfSale'], link: legalLinks.termsOfSales },
  { key: 'privacyPolicy', label: en['terms.privacyPolicy'], link: legalLinks.privacyPolicy },
  { key: 'noDisclosure', label: en['terms.noDisclosure'], link: null },
] as const;

type TermsKey = (typeof termsItems)[number]['key'];

const noneTicked: Record<TermsKey, boolean> = {
  termsOfUse: false,
  termsOfSale: false,
  privacyPolicy: false,
  noDisclosure: false,
};

export function TermsDialog({
  open,
  onAgree,
  onClose,
}: {
  open: boolean;
  onAgree: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const [ticked, setTicked] = useState(noneTicked);
  const allTicked = termsItems.every((item) => ticked[item.key]);
  const t = useT();

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      slotProps={{ transition: { onExited: () => setTicked(noneTicked) } }}
    >
      <DialogTitle id={titleId}>{t('terms.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('terms.intro')}</DialogContentText>
        <DialogContentText sx={{ mb: 1 }}>
          {t('terms.read')}{' '}
          <ExternalLink href={legalLinks.termsOfUse.href}>{t('terms.termsOfUseLink')}</ExternalLink>
          {' · '}
          <ExternalLink href={legalLinks.termsOfSales.href}>{t('terms.termsOfSalesLink')}</ExternalLink>
          {' · '}
          <ExternalLink href={legalLinks.privacyPolicy.href}>{t('terms.privacyPolicyLink')}</ExternalLink>
        </DialogContentText>
        <FormGroup>
          {termsItems.map((item) => (
            <FormControlLabel
              key={item.key}
              label={t(`terms.${item.key}`)}
              control={
                <Checkbox
                  checked={ticked[item.key]}
                  onChange={(event) => setTicked((prev) => ({ ...prev, [item.key]: event.target.checked }))}
                />
              }
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('terms.cancel')}</Button>
        <Button variant="contained" disabled={!allTicked} onClick={onAgree}>
          {t('terms.agree')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
