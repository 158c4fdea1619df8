import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { forgotPasswordSchema } from '@pharmatrace/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { Form } from '@/components/ui/form';
import { FormTextField } from '@/components/ui/form-text-field';
import { paths } from '@/config/paths';
import { useT } from '@/lib/language';
import { useForgotPassword } from '../api/forgot-password';

/** /forgot_password (spec 000 §2): the e-mail only needs to be non-empty here. */
export function ForgotPasswordForm() {
  const mutation = useForgotPassword();
  const [sentTo, setSentTo] = useState('');
  const t = useT();

  if (mutation.isSuccess) {
    const email = sentTo.trim().toLowerCase();
    return (
      <Box>
        <Alert severity="success" role="status">
          {t('forgotPassword.sent', { destination: mutation.data.CodeDeliveryDetails.Destination })}
        </Alert>
        <Typography sx={{ mt: 2 }}>{t('forgotPassword.next')}</Typography>
        <Button
          component={RouterLink}
          to={paths.auth.setPassword.getHref(email)}
          variant="contained"
          fullWidth
          size="large"
          sx={{ mt: 3 }}
        >
          {t('forgotPassword.setNew')}
        </Button>
      </Box>
    );
  }

  return (
    <Form
      schema={forgotPasswordSchema}
      defaultValues={{ email: '' }}
      submitLabel={t('forgotPassword.submit')}
      wideSubmit
      onSubmit={async (values) => {
        setSentTo(values.email);
        await mutation.mutateAsync(values);
      }}
      header={<Typography color="textSecondary">{t('forgotPassword.intro')}</Typography>}
      footer={
        <Typography sx={{ mt: 3, textAlign: 'center' }}>
          <AppLink to={paths.auth.login.getHref()}>{t('forgotPassword.backToLogin')}</AppLink>
          {' · '}
          <AppLink to={paths.auth.setPassword.getHref()}>{t('forgotPassword.haveCode')}</AppLink>
        </Typography>
      }
    >
      {({ control }) => (
        <FormTextField
          control={control}
          name="email"
          label={t('field.email')}
          type="email"
          autoComplete="email"
        />
      )}
    </Form>
  );
}
