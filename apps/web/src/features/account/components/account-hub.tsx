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
import { AccountSummaryButton } from './account-summary-button';

type HubLink = { label: string; to: string; external?: boolean };

function HubCard({ title, icon, links }: { title: string; icon: ReactNode; links: HubLink[] }) {
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2, color: 'primary.main' }}>
          {icon}
          <Typography variant="h4" component="h2" color="text.primary">
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
export function AccountHub() {
  return (
    <>
      <PageHeader
        title="My Account"
        description="Manage your account, your users, your invoices and find our terms."
        actions={<AccountSummaryButton />}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <HubCard
          title="Account"
          icon={<AccountCircleOutlined />}
          links={[
            { label: 'Administration', to: paths.account.admin.getHref() },
            { label: 'My User list', to: paths.account.userList.getHref() },
            { label: 'Setup new user', to: paths.account.setupNewUser.getHref() },
            { label: 'PACT connections', to: paths.account.pactConnections.getHref() },
          ]}
        />
        <HubCard
          title="Invoicing information"
          icon={<ReceiptLongOutlined />}
          links={[
            { label: 'Subscription', to: paths.account.subscription.getHref() },
            { label: 'Pricing', to: paths.account.pricing.getHref() },
            { label: 'Invoices', to: paths.account.invoices.getHref() },
          ]}
        />
        <HubCard
          title="About us"
          icon={<InfoOutlined />}
          links={aboutUsLinks.map((link) => ({ label: link.label, to: link.href, external: true }))}
        />
        <HubCard
          title="Legal terms"
          icon={<GavelOutlined />}
          links={Object.values(legalLinks).map((link) => ({
            label: link.label,
            to: link.href,
            external: true,
          }))}
        />
      </Box>
    </>
  );
}
