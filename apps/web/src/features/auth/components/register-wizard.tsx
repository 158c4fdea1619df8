import CheckCircle from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import {
  type AccountType,
  type RegisterInput,
  registerDraftSchema,
  registerSchema,
  registerStep1Schema,
  registerStep2Schema,
  registerStep3Schema,
} from '@pharmatrace/domain';
import { useEffect, useRef, useState } from 'react';
import {
  Controller,
  type ErrorOption,
  type FieldPath,
  type FieldValues,
  useForm,
  useWatch,
} from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ContactFields } from '@/components/ui/contact-fields';
import { FormTextField } from '@/components/ui/form-text-field';
import { invoicingFields } from '@/components/ui/invoicing-fields';
import { paths } from '@/config/paths';
import { usePersistedFormDraft } from '@/hooks/use-persisted-form-draft';
import { isApiError } from '@/lib/api-client';
import { fieldErrorOf, serverMessageOf } from '@/lib/errors';
import { fieldErrorIn } from '@/lib/field-error';
import { getLanguage, useT } from '@/lib/language';
import { saidResolver } from '@/lib/said-resolver';
import { useTypedBeforeHydration } from '@/lib/typed-before-hydration';
import { useRegister } from '../api/register';
import { TermsDialog } from './terms-dialog';

/** The steps' names (catalogue keys, issue #27). */
export const registerSteps = [
  'registration.step.account',
  'registration.step.invoicing',
  'registration.step.accountType',
  'registration.step.confirmation',
] as const;

type Field = FieldPath<RegisterInput>;

function keysOf<T extends FieldValues>(shape: T): Field[] {
  return Object.keys(shape) as Field[];
}

/** The fields each step validates with 'Next' (the domain's step schemas). */
const stepFields: Field[][] = [
  keysOf(registerStep1Schema.shape),
  keysOf(registerStep2Schema.shape),
  keysOf(registerStep3Schema.shape),
];

function stepOfField(field: string): number {
  const index = stepFields.findIndex((fields) => fields.includes(field as Field));
  return index === -1 ? 0 : index;
}

const accountTypeOptions: {
  value: AccountType;
  description: 'registration.standard' | 'registration.premium';
}[] = [
  { value: 'STANDARD', description: 'registration.standard' },
  { value: 'PREMIUM', description: 'registration.premium' },
];

/** /register: the 4-step wizard of spec 000 §2 and §4 'Registration'. */
export function RegisterWizard() {
  const navigate = useNavigate();
  const t = useT();
  const [activeStep, setActiveStep] = useState(0);
  const [isTermsOpen, setIsTermsOpen] = useState(false);
  const [fieldToFocus, setFieldToFocus] = useState<Field | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);

  const form = useForm({
    resolver: saidResolver(registerSchema),
    mode: 'onChange',
    defaultValues: {
      companyName: '',
      contactName: '',
      phone: '',
      email: '',
      password: '',
      companylegalName: '',
      addressLine1: '',
      addressLine2: '',
      addressLine3: '',
      accountType: undefined,
      acceptTerms: undefined,
    },
  });
  const { control } = form;
  const registerMutation = useRegister();
  const [accountType, acceptTerms] = useWatch({ control, name: ['accountType', 'acceptTerms'] });

  // Do not lose typing: keep a draft for a reload, in this tab only (there is no account yet,
  // maybe on a shared computer), never the password nor the acceptance of the terms.
  const draft = usePersistedFormDraft({
    key: 'register',
    form,
    omit: ['password', 'acceptTerms'],
    schema: registerDraftSchema,
    area: 'session',
  });
  // /register is prerendered (decision 0022): what was typed before the JS arrived wins over a draft.
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, form, stepFields.flat());

  // Move the focus to the new step's heading, or to a field the server complained about.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose each time the step changes
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    if (fieldToFocus) {
      form.setFocus(fieldToFocus);
      setFieldToFocus(null);
    } else {
      headingRef.current?.focus();
    }
  }, [activeStep, fieldToFocus, form]);

  const goNext = async () => {
    const fields = stepFields[activeStep];
    if (!fields) return;
    const isStepValid = await form.trigger(fields, { shouldFocus: true });
    if (isStepValid) setActiveStep((step) => step + 1);
  };

  const goBack = () => setActiveStep((step) => Math.max(0, step - 1));

  const onSubmit = form.handleSubmit(
    (values) => {
      // Issue #27: the new user's e-mails and PDFs are in the language of this page.
      registerMutation.mutate(
        { ...values, language: getLanguage() },
        {
          onSuccess: () => {
            draft.clear();
            setActiveStep(3);
          },
          onError: (error) => {
            if (isApiError(error) && error.status === 409) {
              // Spec 000 §4: 'Email taken' puts an error on the e-mail field and returns to step 1.
              form.setError('email', fieldErrorOf('ui.register.emailTaken'));
              setActiveStep(0);
              setFieldToFocus('email');
              return;
            }
            if (isApiError(error) && error.fields) {
              const entries = Object.entries(error.fields).filter(([field]) =>
                stepFields.some((fields) => fields.includes(field as Field)),
              );
              for (const [field, message] of entries) {
                // The message's phrase goes with it, said in the page's language (issue #40).
                const said = error.fieldsSaid?.[field];
                form.setError(field as Field, { type: 'server', message, said } as ErrorOption);
              }
              const first = entries[0];
              if (first) {
                setActiveStep(stepOfField(first[0]));
                setFieldToFocus(first[0] as Field);
              }
            }
          },
        },
      );
    },
    (errors) => {
      // A field of an earlier step is invalid (e.g. the password after a reload): show that step.
      const first = Object.keys(errors)[0];
      if (first) {
        setActiveStep(stepOfField(first));
        setFieldToFocus(first as Field);
      }
    },
  );

  const isSubmitting = registerMutation.isPending;
  const showServerAlert =
    registerMutation.isError &&
    !(
      isApiError(registerMutation.error) &&
      (registerMutation.error.status === 409 || registerMutation.error.fields)
    );

  const stepHeading = (
    <Typography variant="h3" component="h2" tabIndex={-1} ref={headingRef} sx={{ mt: 3, outline: 'none' }}>
      {t(registerSteps[activeStep] ?? registerSteps[0])}
    </Typography>
  );

  return (
    <Box>
      <Stepper
        activeStep={activeStep}
        alternativeLabel
        sx={{
          mb: 1,
          // Phones (issue #16): four labels do not fit in 390 px; only the current one is shown
          // (the others stay for screen readers), and the step's own heading repeats it anyway.
          '& .MuiStep-root': { minWidth: 0, px: { xs: 0.25, sm: 1 } },
          '& .MuiStepLabel-label:not(.Mui-active)': {
            position: { xs: 'absolute', sm: 'static' },
            width: { xs: '1px', sm: 'auto' },
            height: { xs: '1px', sm: 'auto' },
            overflow: { xs: 'hidden', sm: 'visible' },
            clip: { xs: 'rect(0 0 0 0)', sm: 'auto' },
          },
        }}
      >
        {registerSteps.map((label) => (
          <Step key={label}>
            <StepLabel>{t(label)}</StepLabel>
          </Step>
        ))}
      </Stepper>

      {activeStep === 3 ? (
        <Box sx={{ textAlign: 'center', py: 2 }}>
          {stepHeading}
          <CheckCircle color="success" sx={{ fontSize: 56, mt: 2 }} aria-hidden />
          <Typography variant="h4" component="p" sx={{ mt: 1 }}>
            {t('registration.thanks')}
          </Typography>
          <Typography color="textSecondary" sx={{ mt: 1.5, maxWidth: '52ch', mx: 'auto' }}>
            {t('registration.emailSent')}
          </Typography>
          <Button
            variant="contained"
            size="large"
            sx={{ mt: 3 }}
            onClick={() => navigate(paths.auth.login.getHref())}
          >
            {t('registration.goHome')}
          </Button>
        </Box>
      ) : (
        <Box
          component="form"
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            // Enter in a field of steps 1 and 2 means 'Next'.
            if (activeStep < 2) {
              event.preventDefault();
              void goNext();
            } else {
              void onSubmit(event);
            }
          }}
        >
          {stepHeading}
          <Box component="fieldset" disabled={isSubmitting} sx={{ border: 0, p: 0, m: 0 }}>
            {activeStep === 0 ? (
              <>
                <ContactFields control={control} />
                <FormTextField
                  control={control}
                  name="password"
                  label={t('field.password')}
                  type="password"
                  autoComplete="new-password"
                  hint={t('password.hint')}
                />
              </>
            ) : null}

            {activeStep === 1
              ? invoicingFields.map((field) => (
                  <FormTextField
                    key={field.name}
                    control={control}
                    {...field}
                    label={t(`field.${field.name}`)}
                  />
                ))
              : null}

            {activeStep === 2 ? (
              <>
                <Controller
                  control={control}
                  name="accountType"
                  render={({ field, fieldState }) => (
                    <FormControl
                      component="fieldset"
                      error={Boolean(fieldState.error)}
                      sx={{ mt: 2, width: '100%' }}
                    >
                      <FormLabel component="legend" sx={{ mb: 1 }}>
                        {t('registration.accountType')}
                      </FormLabel>
                      <RadioGroup
                        name={field.name}
                        value={field.value ?? ''}
                        onChange={(event) => field.onChange(event.target.value)}
                        sx={{ gap: 1.5 }}
                      >
                        {accountTypeOptions.map((option) => (
                          <Paper
                            key={option.value}
                            variant="outlined"
                            sx={{
                              px: 2,
                              py: 1,
                              borderColor: field.value === option.value ? 'primary.main' : undefined,
                              borderWidth: field.value === option.value ? 2 : 1,
                            }}
                          >
                            <FormControlLabel
                              value={option.value}
                              control={
                                <Radio
                                  slotProps={{
                                    input: { ref: option.value === 'STANDARD' ? field.ref : undefined },
                                  }}
                                />
                              }
                              label={
                                <Box sx={{ py: 0.5 }}>
                                  <Typography component="span" sx={{ fontWeight: 700, display: 'block' }}>
                                    {option.value}
                                  </Typography>
                                  <Typography component="span" variant="body2" color="textSecondary">
                                    {t(option.description)}
                                  </Typography>
                                </Box>
                              }
                            />
                          </Paper>
                        ))}
                      </RadioGroup>
                      {fieldState.error ? (
                        <FormHelperText>{fieldErrorIn(fieldState.error, getLanguage())}</FormHelperText>
                      ) : null}
                    </FormControl>
                  )}
                />

                <Box sx={{ mt: 3 }}>
                  <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
                    {t('registration.terms')}
                  </Typography>
                  {acceptTerms === true ? (
                    <Alert severity="success" icon={<CheckCircle />}>
                      {t('registration.termsAccepted')}{' '}
                      <Button size="small" onClick={() => setIsTermsOpen(true)}>
                        {t('registration.readTermsAgain')}
                      </Button>
                    </Alert>
                  ) : (
                    <Button variant="outlined" onClick={() => setIsTermsOpen(true)}>
                      {t('registration.readTerms')}
                    </Button>
                  )}
                </Box>
                <TermsDialog
                  open={isTermsOpen}
                  onClose={() => setIsTermsOpen(false)}
                  onAgree={() => {
                    form.setValue('acceptTerms', true, { shouldValidate: true, shouldDirty: true });
                    setIsTermsOpen(false);
                  }}
                />
              </>
            ) : null}
          </Box>

          {showServerAlert ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {serverMessageOf(registerMutation.error)}
            </Alert>
          ) : null}

          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 3 }}>
            {activeStep > 0 ? (
              <Button onClick={goBack} disabled={isSubmitting}>
                {t('registration.back')}
              </Button>
            ) : (
              <span />
            )}
            {activeStep < 2 ? (
              <Button type="submit" variant="contained">
                {t('registration.next')}
              </Button>
            ) : (
              <Button
                type="submit"
                variant="contained"
                loading={isSubmitting}
                disabled={!accountType || acceptTerms !== true}
              >
                {t('registration.submit')}
              </Button>
            )}
          </Box>
        </Box>
      )}
    </Box>
  );
}
