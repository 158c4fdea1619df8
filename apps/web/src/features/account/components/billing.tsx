import Download from '@mui/icons-material/Download';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { Client } from '@pharmatrace/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { ExternalLink } from '@/components/ui/app-link';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { formatAmount, formatDateOrDash } from '@/lib/format';
import { useLanguage, useT } from '@/lib/language';
import { ClientLoader } from './client-loader';

const tabs = [
  { label: 'account.subscription', to: paths.account.subscription.getHref() },
  { label: 'account.pricing', to: paths.account.pricing.getHref() },
  { label: 'account.invoices', to: paths.account.invoices.getHref() },
] as const;

function SubscriptionTab({ client }: { client: Client }) {
  const t = useT();
  const language = useLanguage();
  const invoices = [...client.subscriptionsUrl].sort((a, b) => a.year - b.year);
  return (
    <Stack spacing={3}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 4,
          rowGap: 1,
          m: 0,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, fontWeight: 600 },
        }}
      >
        <dt>{t('registration.accountType')}</dt>
        <dd>{client.accountType}</dd>
        <dt>{t('account.subscriptionStart')}</dt>
        <dd>{formatDateOrDash(client.subscriptionStartDate)}</dd>
        <dt>{t('account.subscriptionEnd')}</dt>
        <dd>{formatDateOrDash(client.subscriptionEndDate)}</dd>
        <dt>{t('account.prepaidAmount')}</dt>
        <dd>{formatAmount(client.prepaidAmount, language)}</dd>
      </Box>
      <Box>
        <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
          {t('account.subscriptionInvoices')}
        </Typography>
        {invoices.length === 0 ? (
          <Typography color="textSecondary">{t('account.noSubscriptionInvoice')}</Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {invoices.map((invoice) => (
              <li key={`${invoice.year}-${invoice.url}`}>
                <ExternalLink
                  href={invoice.url}
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                >
                  <Download fontSize="small" aria-hidden />
                  {t('account.downloadInvoice', { year: invoice.year })}
                </ExternalLink>
              </li>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

function PricingTab({ client }: { client: Client }) {
  const t = useT();
  if (!client.pricingUrl) {
    return <EmptyState title={t('account.noPricing')}>{t('account.noPricingText')}</EmptyState>;
  }
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>{t('account.pricingOpens')}</Typography>
      <Button
        variant="contained"
        href={client.pricingUrl}
        target="_blank"
        rel="noopener noreferrer"
        endIcon={<OpenInNew aria-hidden />}
      >
        {t('account.openPricing')}
      </Button>
    </Box>
  );
}

/** /my_account/subscription, /my_account/pricing and /my_account/invoices: one page, the tab follows the URL. */
export function Billing({ invoicesTab }: { invoicesTab: ReactNode }) {
  const { pathname } = useLocation();
  const t = useT();
  const activeIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.to === pathname),
  );

  return (
    <>
      <PageHeader
        title={t('account.invoicing')}
        back={{ to: paths.account.hub.getHref(), label: t('account.myAccount') }}
      />
      <ClientLoader>
        {(client) => (
          <Paper variant="outlined">
            <Tabs
              value={activeIndex}
              aria-label={t('account.invoicing')}
              variant="scrollable"
              allowScrollButtonsMobile
              sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
            >
              {tabs.map((tab, index) => (
                <Tab
                  key={tab.to}
                  label={t(tab.label)}
                  component={RouterLink}
                  to={tab.to}
                  replace
                  id={`billing-tab-${index}`}
                  aria-controls="billing-panel"
                />
              ))}
            </Tabs>
            <Box
              role="tabpanel"
              id="billing-panel"
              aria-labelledby={`billing-tab-${activeIndex}`}
              sx={{ p: { xs: 2, sm: 3 } }}
            >
              {activeIndex === 0 ? <SubscriptionTab client={client} /> : null}
              {activeIndex === 1 ? <PricingTab client={client} /> : null}
              {/* The projects' invoices come from the projects feature, composed by the route. */}
              {activeIndex === 2 ? invoicesTab : null}
            </Box>
          </Paper>
        )}
      </ClientLoader>
    </>
  );
}
