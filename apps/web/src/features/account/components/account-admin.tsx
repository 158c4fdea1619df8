import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useT } from '@/lib/language';
import { ChangePasswordForm } from './change-password-form';
import { ClientLoader } from './client-loader';
import { GeneralInformationForm } from './general-information-form';
import { InvoicingInformationForm } from './invoicing-information-form';

const tabs = ['account.generalInformation', 'account.invoicing', 'account.changePassword'] as const;

/** /my_account/admin (spec 000 §2). */
export function AccountAdmin() {
  const [activeTab, setActiveTab] = useState(0);
  const t = useT();

  return (
    <>
      <PageHeader
        title={t('account.administration')}
        back={{ to: paths.account.hub.getHref(), label: t('account.myAccount') }}
      />
      <ClientLoader>
        {(client) => (
          <Paper variant="outlined">
            <Tabs
              value={activeTab}
              onChange={(_, value: number) => setActiveTab(value)}
              aria-label={t('account.adminTabs')}
              variant="scrollable"
              allowScrollButtonsMobile
              sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
            >
              {tabs.map((label, index) => (
                <Tab
                  key={label}
                  label={t(label)}
                  id={`admin-tab-${index}`}
                  aria-controls={`admin-panel-${index}`}
                />
              ))}
            </Tabs>
            {tabs.map((label, index) => (
              <Box
                key={label}
                role="tabpanel"
                hidden={activeTab !== index}
                id={`admin-panel-${index}`}
                aria-labelledby={`admin-tab-${index}`}
                sx={{ p: { xs: 2, sm: 3 } }}
              >
                {activeTab === index && index === 0 ? <GeneralInformationForm client={client} /> : null}
                {activeTab === index && index === 1 ? <InvoicingInformationForm client={client} /> : null}
                {activeTab === index && index === 2 ? <ChangePasswordForm /> : null}
              </Box>
            ))}
          </Paper>
        )}
      </ClientLoader>
    </>
  );
}
