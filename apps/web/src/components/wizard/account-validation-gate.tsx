import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { PageHeader } from '@/components/ui/page-header';
import { useAccountValidation } from '@/lib/account-validation';
import { useT } from '@/lib/language';

/**
 * Decision 0014: a new project is started only once staff have validated the account. Until
 * then the new-project pages show why, in place of a wizard whose work could not be saved (the
 * server refuses the creation too, with the same words).
 */
export function AccountValidationGate({
  title,
  back,
  children,
}: {
  title: string;
  back: { to: string; label: string };
  children: ReactNode;
}) {
  const validation = useAccountValidation();
  const t = useT();
  // Only a definite 'not validated' replaces the wizard. While the check runs, or if it fails, the
  // wizard shows (almost every account is validated, and the page should not wait for it): the
  // server refuses an unvalidated creation itself, with the same words, and the wizard keeps
  // what was typed in local storage.
  if (validation.data?.validated !== false) return children;
  return (
    <>
      <PageHeader title={title} back={back} />
      <Alert
        severity="info"
        action={
          <Button component={AppLink} to={back.to} color="inherit">
            {back.label}
          </Button>
        }
      >
        <AlertTitle>{t('wizard.awaitingValidationTitle')}</AlertTitle>
        {t('wizard.awaitingValidation')}
      </Alert>
    </>
  );
}
