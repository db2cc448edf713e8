import { Anchor, Button, Checkbox, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBuildingBank, IconLanguage, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoginRequestSchema, type LoginRequest } from '@hissa/contracts/auth';
import { HissaMark } from '../../../components/hissa-logo';
import { errorMessage } from '../../../lib/api-client';
import { PATHS } from '../../../lib/routes';
import { landingPathFor, safeNextPath } from '../../../lib/session/landing-path';
import { startSession, useSession } from '../../../lib/session/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useLogin } from '../api/login';
import { AuthCard, AuthPage } from '../components/auth-page';
import classes from '../components/auth.module.css';
import { DemoAccountsPanel } from '../components/demo-accounts-panel';
import { useDemoAccounts } from '../api/get-demo-accounts';
import { PasswordField } from '../../../components/password-field';
import { FailureAlert } from '../components/failure-alert';

const EMPTY_LOGIN: LoginRequest = { username: '', password: '' };
const PASSWORD_INPUT_ID = 'login-password';

/** The brand panel beside the form on wide screens: what signing in gives access to. */
function LoginBrandPanel() {
  const { t } = useTranslation();
  const points = [
    { icon: IconBuildingBank, text: t('auth.login.pointTrade') },
    { icon: IconShieldCheck, text: t('auth.login.pointSecure') },
    { icon: IconLanguage, text: t('auth.login.pointBilingual') },
  ];
  return (
    <aside className={classes.brandPanel} aria-labelledby="login-brand-title">
      <HissaMark size={48} />
      <Title order={2} id="login-brand-title" className={classes.brandTitle}>
        {t('auth.login.brandTitle')}
      </Title>
      <Text className={classes.brandText}>{t('auth.login.brandText')}</Text>
      <ul className={classes.brandPoints}>
        {points.map((point) => (
          <li key={point.text} className={classes.brandPoint}>
            <point.icon size={20} stroke={1.75} aria-hidden="true" className={classes.brandPointIcon} />
            <Text size="sm">{point.text}</Text>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/**
 * Login (auth/login; LoginEndpoint, decisions 002 and 009): e-mail and password checked with
 * the contracts' LoginRequestSchema, a remember-me box whose value is unused, links to forgot
 * password and registration, and the server's message ('Invalid email or password', or how long
 * to wait after too many failed attempts) in a dismissible alert. A signed-in visitor goes straight to their
 * dashboard; after signing in the user goes to `next` or their dashboard.
 */
export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.login.title'));
  const session = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const nextPath = safeNextPath(searchParams.get('next'));
  const loginMutation = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const hasDemoAccounts = (useDemoAccounts().data?.length ?? 0) > 0;
  const { form, isValid, inputProps, onSubmit, reset } = useValidatedForm({
    schema: LoginRequestSchema,
    initialValues: EMPTY_LOGIN,
  });

  if (session && !loginMutation.isPending)
    return <Navigate to={nextPath ?? landingPathFor(session.claims.type)} replace />;

  const submit = onSubmit((values) => {
    setFailure(null);
    loginMutation.mutate(values, {
      onSuccess: ({ idToken }) =>
        startSession(idToken).then(
          (started) => navigate(nextPath ?? landingPathFor(started.claims.type), { replace: true }),
          () => setFailure(t('auth.login.unreadableToken')),
        ),
      onError: (error) => {
        setFailure(errorMessage(error));
        // The form is reset after a failed attempt; the e-mail stays for the retry.
        reset({ ...EMPTY_LOGIN, username: values.username });
        document.getElementById(PASSWORD_INPUT_ID)?.focus();
      },
    });
  });

  return (
    <AuthPage wide>
      <div className={classes.loginGrid}>
        {/* A demo deployment shows its accounts in the brand panel's place, in view beside the form. */}
        {!hasDemoAccounts && <LoginBrandPanel />}
        <Stack gap="lg" className={classes.loginForm}>
          <AuthCard title={t('auth.login.heading')} description={t('auth.login.subtitle')}>
            <FailureAlert title={t('auth.login.failedTitle')} message={failure} onDismiss={() => setFailure(null)} />
            <form noValidate onSubmit={submit}>
              <Stack gap="md">
                <TextInput
                  {...inputProps('username')}
                  label={t('auth.emailLabel')}
                  placeholder={t('auth.emailPlaceholder')}
                  type="email"
                  inputMode="email"
                  autoComplete="username"
                  withAsterisk
                  size="md"
                />
                <PasswordField
                  {...inputProps('password')}
                  id={PASSWORD_INPUT_ID}
                  label={t('auth.passwordLabel')}
                  placeholder={t('auth.passwordPlaceholder')}
                  autoComplete="current-password"
                  withAsterisk
                  size="md"
                />
                <Group justify="space-between" gap="sm">
                  {/* Remember me is shown as the spec asks; its value is unused. */}
                  <Checkbox label={t('auth.login.rememberMe')} name="rememberMe" />
                  <Anchor component={Link} to="/auth/forget-password" size="sm" fw={500}>
                    {t('auth.login.forgotPassword')}
                  </Anchor>
                </Group>
                <Button
                  type="submit"
                  size="md"
                  fullWidth
                  disabled={!isValid || loginMutation.isPending}
                  leftSection={
                    loginMutation.isPending ? <Loader size={16} color="currentColor" aria-hidden="true" /> : undefined
                  }
                >
                  {loginMutation.isPending ? t('common.loading') : t('auth.login.submit')}
                </Button>
              </Stack>
            </form>
            <Text size="sm" ta="center" c="dimmed">
              {t('auth.login.noAccount')}{' '}
              <Anchor component={Link} to={PATHS.register} fw={600}>
                {t('auth.login.signUp')}
              </Anchor>
            </Text>
          </AuthCard>
        </Stack>
        <DemoAccountsPanel
          onPick={(account) => {
            setFailure(null);
            form.setValues({ username: account.email, password: account.password });
          }}
        />
      </div>
    </AuthPage>
  );
}
