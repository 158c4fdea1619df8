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
  accountMessages,
  formatDate,
  SUBSCRIPTION_YEAR_MAX,
  SUBSCRIPTION_YEAR_MIN,
  subscriptionBodySchema,
} from '@pharmatrace/domain';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useNotify } from '@/components/ui/notifications';
import { PageHeader } from '@/components/ui/page-header';
import { QueryPageFallback } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { serverMessageOf } from '@/lib/errors';
import {
  useAdminAccount,
  useSetFootprintPanel,
  useSetSubscription,
  useUploadPricing,
  useUploadSubscriptionInvoice,
  useValidateAccount,
} from '../api/accounts';
import { AuditLogTable } from './audit-log-table';
import { Field } from './field';
import { PdfUploadButton } from './pdf-upload-button';
import { Section } from './section';

/** Subscription dates and prepaid amount: checked by the same schema as the server's. */
function SubscriptionForm({ account }: { account: AdminAccountDetail }) {
  const notify = useNotify();
  const save = useSetSubscription(account.id);
  const [start, setStart] = useState(account.subscriptionStartDate ?? '');
  const [end, setEnd] = useState(account.subscriptionEndDate ?? '');
  const [amount, setAmount] = useState(account.prepaidAmount === null ? '' : String(account.prepaidAmount));
  const body = {
    subscriptionStartDate: start || null,
    subscriptionEndDate: end || null,
    prepaidAmount: amount.trim() === '' ? null : Number(amount),
  };
  const checked = subscriptionBodySchema.safeParse(body);
  const errors: Record<string, string> = {};
  if (!checked.success)
    for (const issue of checked.error.issues) errors[String(issue.path[0])] = issue.message;
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
          onSuccess: () => notify('Subscription saved', 'success'),
          onError: (error) => notify(serverMessageOf(error), 'error'),
        });
      }}
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <TextField
        type="date"
        label="Subscription start date"
        value={start}
        onChange={(e) => setStart(e.target.value)}
        error={Boolean(errors.subscriptionStartDate)}
        helperText={errors.subscriptionStartDate}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        label="Subscription end date"
        value={end}
        onChange={(e) => setEnd(e.target.value)}
        error={Boolean(errors.subscriptionEndDate)}
        helperText={errors.subscriptionEndDate}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="Prepaid amount (EUR)"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={Boolean(errors.prepaidAmount)}
        helperText={errors.prepaidAmount}
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20 } }}
      />
      <Button type="submit" variant="contained" disabled={!changed || !checked.success || save.isPending}>
        Save subscription
      </Button>
    </Box>
  );
}

function Documents({ account }: { account: AdminAccountDetail }) {
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
        Pricing document
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 3 }}>
        {account.pricing ? (
          <Link href={account.pricing.url} target="_blank" rel="noopener">
            {account.pricing.filename}
          </Link>
        ) : (
          <Typography color="text.secondary">No pricing document yet.</Typography>
        )}
        <PdfUploadButton
          label={account.pricing ? 'Replace pricing document' : 'Upload pricing document'}
          busy={pricing.isPending}
          onFile={(file) =>
            pricing.mutate(file, {
              onSuccess: () => notify('Pricing document uploaded', 'success'),
              onError: failed,
            })
          }
        />
      </Box>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        Subscription invoices
      </Typography>
      {account.subscriptionInvoices.length ? (
        <List dense aria-label="Subscription invoices">
          {account.subscriptionInvoices.map((inv) => (
            <ListItem key={inv.year} disableGutters>
              <ListItemText
                primary={
                  <Link href={inv.url} target="_blank" rel="noopener">
                    Invoice {inv.year}
                  </Link>
                }
                secondary={inv.filename}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          No subscription invoice yet.
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Invoice year"
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
          label={`Upload invoice ${year}`}
          busy={invoice.isPending}
          onFile={(file) =>
            invoice.mutate(
              { year, file },
              { onSuccess: () => notify(`Invoice ${year} uploaded`, 'success'), onError: failed },
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
                      ? 'The client sees the preliminary estimate'
                      : 'The preliminary estimate is hidden from the client',
                    'success',
                  ),
                onError: (error) => notify(serverMessageOf(error), 'error'),
              })
            }
          />
        }
        label="Show the client the live preliminary estimate while it types its mass balance"
      />
    </Box>
  );
}

/** /admin/accounts/{id} (issue #13): one client account, its validation, subscription and documents. */
export function AccountPage({ id }: { id: string }) {
  const account = useAdminAccount(id);
  const validate = useValidateAccount(id);
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const back = { to: paths.admin.accounts.getHref(), label: 'Client accounts' };

  if (account.isPending || account.isError) {
    return (
      <QueryPageFallback
        title="Client account"
        back={back}
        query={account}
        loadingLabel="Loading the account"
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
            <Chip color="success" label={`${accountMessages.validatedLabel} ${formatDate(a.validatedAt)}`} />
          ) : (
            <Chip color="warning" label={accountMessages.awaitingValidationLabel} />
          )
        }
      />
      <Box sx={{ display: 'grid', gap: 3 }}>
        {a.validatedAt ? null : (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" variant="outlined" onClick={() => setConfirming(true)}>
                Validate account
              </Button>
            }
          >
            {a.accountType === 'STANDARD'
              ? 'STANDARD account: validate it once the professional proof is checked.'
              : 'PREMIUM account: validate it once the quotation is sent.'}{' '}
            Until then the client can look around but cannot create projects.
          </Alert>
        )}
        <Section title="Account">
          <Field label="Account type" value={a.accountType} />
          <Field label="Contact name" value={a.contactName} />
          <Field label="Phone" value={a.phone} />
          <Field label="Email" value={a.email} />
          <Field label="Created" value={formatDate(a.createdAt)} />
          <Field
            label="Validated"
            value={
              a.validatedAt
                ? `${formatDate(a.validatedAt)}${a.validatedBy ? ` by ${a.validatedBy}` : ''}`
                : accountMessages.awaitingValidationLabel
            }
          />
          <Field label="Company legal name" value={a.companylegalName} />
          <Field label="Address" value={[a.addressLine1, a.addressLine2, a.addressLine3].join(', ')} />
          <Field
            label="Main user"
            value={
              main
                ? `${main.name} (${main.email})${main.emailConfirmed ? '' : ', e-mail not confirmed'}`
                : '-'
            }
          />
          <Field
            label="Sub-users"
            value={
              a.users
                .filter((u) => u.isSubUser)
                .map((u) => `${u.name} (${u.email})`)
                .join(', ') || 'None'
            }
          />
        </Section>
        <Section title="Subscription">
          <SubscriptionForm
            key={`${a.subscriptionStartDate}-${a.subscriptionEndDate}-${a.prepaidAmount}`}
            account={a}
          />
        </Section>
        <Section title="Pricing and invoices">
          <Documents account={a} />
        </Section>
        <Section title="Preliminary footprint estimate">
          <FootprintPanelSwitch account={a} />
        </Section>
      </Box>
      <AuditLogTable clientId={a.id} />
      <ConfirmDialog
        open={confirming}
        title={`Validate ${a.companyName}?`}
        description="The client will be able to create projects."
        confirmLabel="Validate"
        isPending={validate.isPending}
        error={validate.error ? serverMessageOf(validate.error) : null}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          validate.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              notify('Account validated', 'success');
            },
          })
        }
      />
    </>
  );
}
