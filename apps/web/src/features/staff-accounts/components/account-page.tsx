import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type AdminAccountDetail,
  formatDate,
  SUBSCRIPTION_YEAR_MAX,
  SUBSCRIPTION_YEAR_MIN,
  subscriptionBodySchema,
} from '@pharmatrace/domain';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { useNotify } from '@/components/ui/notifications';
import { PageHeader } from '@/components/ui/page-header';
import { QueryPageFallback } from '@/components/ui/query-state';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { decimalText, parseDecimal } from '@/lib/decimal';
import { serverMessageOf } from '@/lib/errors';
import { issueIn } from '@/lib/field-error';
import { useLanguage, useT } from '@/lib/language';
import {
  useAdminAccount,
  useSetFootprintPanel,
  useSetSubscription,
  useUploadPricing,
  useUploadSubscriptionInvoice,
  useValidateAccount,
} from '../api/accounts';
import { AuditLogTable } from './audit-log-table';
import { PdfUploadButton } from './pdf-upload-button';

/** Subscription dates and prepaid amount: checked by the same schema as the server's. */
function SubscriptionForm({ account }: { account: AdminAccountDetail }) {
  const t = useT();
  const language = useLanguage();
  const notify = useNotify();
  const save = useSetSubscription(account.id);
  const [start, setStart] = useState(account.subscriptionStartDate ?? '');
  const [end, setEnd] = useState(account.subscriptionEndDate ?? '');
  const [amount, setAmount] = useState(
    account.prepaidAmount === null ? '' : decimalText(language, account.prepaidAmount),
  );
  const body = {
    subscriptionStartDate: start || null,
    subscriptionEndDate: end || null,
    prepaidAmount: amount.trim() === '' ? null : parseDecimal(amount),
  };
  const checked = subscriptionBodySchema.safeParse(body);
  const errors: Record<string, string> = {};
  if (!checked.success)
    for (const issue of checked.error.issues) errors[String(issue.path[0])] = issueIn(issue, language);
  const changed =
    body.subscriptionStartDate !== account.subscriptionStartDate ||
    body.subscriptionEndDate !== account.subscriptionEndDate ||
    body.prepaidAmount !== account.prepaidAmount;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!checked.success) return;
        save.mutate(body, {
          onSuccess: () => notify(t('staff.account.subscriptionSaved'), 'success'),
          onError: (error) => notify(serverMessageOf(error), 'error'),
        });
      }}
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <TextField
        type="date"
        label={t('staff.account.subscriptionStart')}
        value={start}
        onChange={(e) => setStart(e.target.value)}
        error={Boolean(errors.subscriptionStartDate)}
        helperText={errors.subscriptionStartDate}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        label={t('staff.account.subscriptionEnd')}
        value={end}
        onChange={(e) => setEnd(e.target.value)}
        error={Boolean(errors.subscriptionEndDate)}
        helperText={errors.subscriptionEndDate}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label={t('staff.account.prepaidAmount')}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={Boolean(errors.prepaidAmount)}
        helperText={errors.prepaidAmount}
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20 } }}
      />
      <Button type="submit" variant="contained" disabled={!changed || !checked.success || save.isPending}>
        {t('staff.account.saveSubscription')}
      </Button>
    </Box>
  );
}

function Documents({ account }: { account: AdminAccountDetail }) {
  const t = useT();
  const notify = useNotify();
  const pricing = useUploadPricing(account.id);
  const invoice = useUploadSubscriptionInvoice(account.id);
  const [year, setYear] = useState(new Date().getFullYear());
  const years = Array.from({ length: 8 }, (_, i) => new Date().getFullYear() + 1 - i).filter(
    (y) => y >= SUBSCRIPTION_YEAR_MIN && y <= SUBSCRIPTION_YEAR_MAX,
  );
  const failed = (error: unknown) => notify(serverMessageOf(error), 'error');
  return (
    <>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        {t('staff.account.pricing')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 3 }}>
        {account.pricing ? (
          <Link href={account.pricing.url} target="_blank" rel="noopener">
            {account.pricing.filename}
          </Link>
        ) : (
          <Typography color="textSecondary">{t('staff.account.noPricing')}</Typography>
        )}
        <PdfUploadButton
          label={account.pricing ? t('staff.account.replacePricing') : t('staff.account.uploadPricing')}
          busy={pricing.isPending}
          onFile={(file) =>
            pricing.mutate(file, {
              onSuccess: () => notify(t('staff.account.pricingUploaded'), 'success'),
              onError: failed,
            })
          }
        />
      </Box>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        {t('staff.account.subscriptionInvoices')}
      </Typography>
      {account.subscriptionInvoices.length ? (
        <List dense aria-label={t('staff.account.subscriptionInvoices')}>
          {account.subscriptionInvoices.map((inv) => (
            <ListItem key={inv.year} disableGutters>
              <ListItemText
                primary={
                  <Link href={inv.url} target="_blank" rel="noopener">
                    {t('staff.account.invoiceOfYear', { year: String(inv.year) })}
                  </Link>
                }
                secondary={inv.filename}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="textSecondary" sx={{ mb: 1 }}>
          {t('staff.account.noSubscriptionInvoice')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={t('staff.account.invoiceYear')}
          value={year}
          onChange={(e) => setYear(Number(e.target.value))}
          sx={{ minWidth: 140 }}
        >
          {years.map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        <PdfUploadButton
          label={t('staff.account.uploadInvoiceOfYear', { year: String(year) })}
          busy={invoice.isPending}
          onFile={(file) =>
            invoice.mutate(
              { year, file },
              {
                onSuccess: () =>
                  notify(t('staff.account.invoiceOfYearUploaded', { year: String(year) }), 'success'),
                onError: failed,
              },
            )
          }
        />
      </Box>
    </>
  );
}

/**
 * Issue #23: whether the client's second-part wizard shows the live preliminary estimate. Off, the
 * client's estimate call answers 403 too; staff still see every estimate.
 */
function FootprintPanelSwitch({ account }: { account: AdminAccountDetail }) {
  const t = useT();
  const toggle = useSetFootprintPanel(account.id);
  const notify = useNotify();
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={account.footprintPanelEnabled}
            disabled={toggle.isPending}
            onChange={(event) =>
              toggle.mutate(event.target.checked, {
                onSuccess: (updated) =>
                  notify(
                    updated.footprintPanelEnabled
                      ? t('staff.account.estimateShown')
                      : t('staff.account.estimateHidden'),
                    'success',
                  ),
                onError: (error) => notify(serverMessageOf(error), 'error'),
              })
            }
          />
        }
        label={t('staff.account.estimateSwitch')}
      />
    </Box>
  );
}

/** /admin/accounts/{id} (issue #13): one client account, its validation, subscription and documents. */
export function AccountPage({ id }: { id: string }) {
  const t = useT();
  const account = useAdminAccount(id);
  const validate = useValidateAccount(id);
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const back = { to: paths.admin.accounts.getHref(), label: t('staff.clientAccounts') };

  if (account.isPending || account.isError) {
    return (
      <QueryPageFallback
        title={t('staff.account.title')}
        back={back}
        query={account}
        loadingLabel={t('staff.account.loading')}
      />
    );
  }
  const a = account.data;
  const main = a.users.find((u) => !u.isSubUser);
  return (
    <>
      <PageHeader
        title={a.companyName}
        back={back}
        actions={
          a.validatedAt ? (
            <Chip
              color="success"
              label={t('staff.account.validatedOn', { date: formatDate(a.validatedAt) })}
            />
          ) : (
            // Outlined with the text's own colour: white on MUI's warning orange is 3.1:1, under WCAG AA's 4.5.
            <Chip
              color="warning"
              variant="outlined"
              label={t('staff.accounts.awaitingValidation')}
              sx={{ color: 'text.primary' }}
            />
          )
        }
      />
      <Box sx={{ display: 'grid', gap: 3 }}>
        {a.validatedAt ? null : (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" variant="outlined" onClick={() => setConfirming(true)}>
                {t('staff.account.validate')}
              </Button>
            }
          >
            {a.accountType === 'STANDARD'
              ? t('staff.account.standardNotice')
              : t('staff.account.premiumNotice')}{' '}
            {t('staff.account.untilThen')}
          </Alert>
        )}
        <Section title={t('account.account')}>
          <Field label={t('registration.accountType')} value={a.accountType} />
          <Field label={t('field.contactName')} value={a.contactName} />
          <Field label={t('field.phone')} value={a.phone} />
          <Field label={t('field.email')} value={a.email} />
          <Field label={t('staff.created')} value={formatDate(a.createdAt)} />
          <Field
            label={t('staff.accounts.validated')}
            value={
              a.validatedAt
                ? a.validatedBy
                  ? t('staff.account.validatedBy', { date: formatDate(a.validatedAt), name: a.validatedBy })
                  : formatDate(a.validatedAt)
                : t('staff.accounts.awaitingValidation')
            }
          />
          <Field label={t('field.companylegalName')} value={a.companylegalName} />
          <Field
            label={t('staff.account.address')}
            value={[a.addressLine1, a.addressLine2, a.addressLine3].join(', ')}
          />
          <Field
            label={t('staff.accounts.mainUser')}
            value={
              main
                ? t(main.emailConfirmed ? 'staff.nameEmail' : 'staff.account.mainUserNotConfirmed', {
                    name: main.name,
                    email: main.email,
                  })
                : '-'
            }
          />
          <Field
            label={t('staff.accounts.subUsers')}
            value={
              a.users
                .filter((u) => u.isSubUser)
                .map((u) => t('staff.nameEmail', { name: u.name, email: u.email }))
                .join(', ') || t('staff.account.none')
            }
          />
        </Section>
        <Section title={t('account.subscription')}>
          <SubscriptionForm
            key={`${a.subscriptionStartDate}-${a.subscriptionEndDate}-${a.prepaidAmount}`}
            account={a}
          />
        </Section>
        <Section title={t('staff.account.pricingAndInvoices')}>
          <Documents account={a} />
        </Section>
        <Section title={t('staff.account.estimate')}>
          <FootprintPanelSwitch account={a} />
        </Section>
      </Box>
      <AuditLogTable clientId={a.id} />
      <ConfirmDialog
        open={confirming}
        title={t('staff.account.confirmTitle', { company: a.companyName })}
        description={t('staff.account.confirmText')}
        confirmLabel={t('staff.account.confirm')}
        isPending={validate.isPending}
        error={validate.error ? serverMessageOf(validate.error) : null}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          validate.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              notify(t('staff.account.validatedNotice'), 'success');
            },
          })
        }
      />
    </>
  );
}
