import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useId, useState } from 'react';
import { ExternalLink } from '@/components/ui/app-link';
import { legalLinks } from '@/config/site';

/** Spec 000 §2: four ticks are required before 'Agree' is enabled. */
export const termsItems = [
  { key: 'termsOfUse', label: 'I accept the general terms of use', link: legalLinks.termsOfUse },
  { key: 'termsOfSale', label: 'I accept the terms of sale', link: legalLinks.termsOfSales },
  { key: 'privacyPolicy', label: 'I accept the privacy policy', link: legalLinks.privacyPolicy },
  {
    key: 'noDisclosure',
    label: 'I confirm that I will not disclose the footprint values publicly',
    link: null,
  },
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

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      slotProps={{ transition: { onExited: () => setTicked(noneTicked) } }}
    >
      <DialogTitle id={titleId}>Terms and conditions</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Please read the documents below. Every box must be ticked to create your account.
        </DialogContentText>
        <DialogContentText sx={{ mb: 1 }}>
          Read: <ExternalLink href={legalLinks.termsOfUse.href}>{legalLinks.termsOfUse.label}</ExternalLink>
          {' · '}
          <ExternalLink href={legalLinks.termsOfSales.href}>{legalLinks.termsOfSales.label}</ExternalLink>
          {' · '}
          <ExternalLink href={legalLinks.privacyPolicy.href}>{legalLinks.privacyPolicy.label}</ExternalLink>
        </DialogContentText>
        <FormGroup>
          {termsItems.map((item) => (
            <FormControlLabel
              key={item.key}
              label={item.label}
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
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!allTicked} onClick={onAgree}>
          Agree
        </Button>
      </DialogActions>
    </Dialog>
  );
}
