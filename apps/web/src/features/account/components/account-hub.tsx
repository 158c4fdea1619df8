import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AppLink, ExternalLink } from '@/components/ui/app-link';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { aboutUsLinks, legalLinks } from '@/config/site';
import { useT } from '@/lib/language';
import { AccountSummaryButton } from './account-summary-button';

type HubLink = { label: string; to: string; external?: boolean };

function HubCard({ title, icon, links }: { title: string; icon: ReactNode; links: HubLink[] }) {
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2, color: 'primary.main' }}>
          {icon}
          <Typography variant="h4" component="h2" color="textPrimary">
            {title}
          </Typography>
        </Box>
        <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {links.map((link) => (
            <li key={link.to}>
              {link.external ? (
                <ExternalLink href={link.to}>{link.label}</ExternalLink>
              ) : (
                <AppLink to={link.to}>{link.label}</AppLink>
              )}
            </li>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** /my_account: the hub of four cards (spec 000 §2). */
const legalKeys = {
  termsOfSales: 'terms.termsOfSalesLink',
  privacyPolicy: 'terms.privacyPolicyLink',
  termsOfUse: 'terms.termsOfUseLink',
} as const satisfies Record<keyof typeof legalLinks, string>;

export function AccountHub() {
  const t = useT();
  return (
    <>
      <PageHeader
        title={t('nav.myAccount')}
        description={t('account.description')}
        actions={<AccountSummaryButton />}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <HubCard
          title={t('account.account')}
          icon={<AccountCircleOutlined />}
          links={[
            { label: t('account.administration'), to: paths.account.admin.getHref() },
            { label: t('account.userList'), to: paths.account.userList.getHref() },
            { label: t('account.setupNewUser'), to: paths.account.setupNewUser.getHref() },
            { label: t('account.pactConnections'), to: paths.account.pactConnections.getHref() },
          ]}
        />
        <HubCard
          title={t('account.invoicing')}
          icon={<ReceiptLongOutlined />}
          links={[
            { label: t('account.subscription'), to: paths.account.subscription.getHref() },
            { label: t('account.pricing'), to: paths.account.pricing.getHref() },
            { label: t('account.invoices'), to: paths.account.invoices.getHref() },
          ]}
        />
        <HubCard
          title={t('account.aboutUs')}
          icon={<InfoOutlined />}
          links={aboutUsLinks.map((link) => ({
            label: t(`account.about.${link.label}`),
            to: link.href,
            external: true,
          }))}
        />
        <HubCard
          title={t('account.legalTerms')}
          icon={<GavelOutlined />}
          links={Object.entries(legalLinks).map(([name, link]) => ({
            label: t(legalKeys[name as keyof typeof legalLinks]),
            to: link.href,
            external: true,
          }))}
        />
      </Box>
    </>
  );
}
