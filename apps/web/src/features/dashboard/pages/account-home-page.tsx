import { Badge, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconBuildingSkyscraper,
  IconChartBar,
  IconClipboardCheck,
  IconKey,
  IconMailCheck,
  IconMailExclamation,
  IconUserSearch,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localName } from '@hissa/contracts/languages';
import { USER_TYPE_INFO, USER_TYPES } from '@hissa/contracts/user-types';
import { DetailList } from '../../../components/detail-list';
import { ErrorState } from '../../../components/error-state';
import linkCard from '../../../components/link-card.module.css';
import { LtrText } from '../../../components/ltr-text';
import { useLanguage } from '../../../i18n/use-language';
import { CONSULTANT_PATHS, PATHS } from '../../../lib/routes';
import { openChangePasswordDialog } from '../../../lib/session/change-password-dialog-state';
import { useCurrentUser } from '../../../lib/session/get-current-user';
import { useDocumentTitle } from '../../../lib/use-document-title';
import classes from '../components/dashboard.module.css';

/** A "next step" that links to a page that exists today. */
function NextStep({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <Link to={to} className={`${linkCard.linkCard} ${classes.step}`}>
      <ThemeIcon size={40} radius="md" variant="light" color="brand" aria-hidden="true">
        {icon}
      </ThemeIcon>
      <div>
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </div>
      <IconArrowRight size={18} aria-hidden="true" className={`${classes.stepArrow} flip-rtl`} />
    </Link>
  );
}

/**
 * The account home of a dashboard area (dashboard/company|shareholder|investor/home and
 * /admin). It shows the signed-in account (the session's current user), the change password
 * action and the next steps that exist today; the areas' own pages (requests, order book,
 * profiles) join it with their issues. `queues`: the admin's counts of items waiting for action,
 * shown first (composed in app/, decision 028).
 */
export function AccountHomePage({ queues }: { queues?: ReactNode } = {}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  useDocumentTitle(t('dashboard.title'));
  const user = useCurrentUser();

  if (user.isError) {
    return (
      <div className={classes.page}>
        <Title order={1} className={classes.welcome}>
          {t('dashboard.title')}
        </Title>
        <ErrorState error={user.error} title={t('dashboard.loadError')} onRetry={() => void user.refetch()} />
      </div>
    );
  }

  const account = user.data;
  const typeName = account ? localName(USER_TYPE_INFO[account.type], language) : '';

  return (
    <div className={classes.page}>
      <Stack gap={4}>
        {account ? (
          <>
            <Title order={1} className={classes.welcome}>
              {t('dashboard.welcome', { name: account.firstName })}
            </Title>
            <Text c="dimmed">{t('dashboard.subtitle', { type: typeName })}</Text>
          </>
        ) : (
          <>
            <Title order={1} className="visually-hidden">
              {t('dashboard.title')}
            </Title>
            <Skeleton height={34} width="40%" />
            <Skeleton height={18} width="30%" mt={6} />
          </>
        )}
      </Stack>

      {queues}

      <div className={classes.grid}>
        <Paper p="lg" className={classes.card} component="section" aria-labelledby="account-heading">
          <Title order={2} id="account-heading" className={classes.cardTitle} mb="xs">
            {t('dashboard.accountHeading')}
          </Title>
          {account ? (
            <DetailList
              items={[
                { label: t('dashboard.name'), value: `${account.firstName} ${account.lastName}` },
                { label: t('dashboard.type'), value: typeName },
                {
                  label: t('dashboard.email'),
                  value: (
                    <Group gap="xs" wrap="wrap">
                      <LtrText>{account.email}</LtrText>
                      {account.isEmailVerified ? (
                        <Badge
                          color="brand"
                          variant="light"
                          leftSection={<IconMailCheck size={12} aria-hidden="true" />}
                        >
                          {t('dashboard.verified')}
                        </Badge>
                      ) : (
                        <Badge
                          color="yellow"
                          variant="light"
                          leftSection={<IconMailExclamation size={12} aria-hidden="true" />}
                        >
                          {t('dashboard.notVerified')}
                        </Badge>
                      )}
                    </Group>
                  ),
                },
                {
                  label: t('dashboard.subscription'),
                  value: (
                    <Badge color={account.isSubscribed ? 'brand' : 'gray'} variant="light">
                      {account.isSubscribed ? t('dashboard.subscribed') : t('dashboard.notSubscribed')}
                    </Badge>
                  ),
                },
              ]}
            />
          ) : (
            <Stack gap="md" py="xs" aria-busy="true">
              <Skeleton height={40} />
              <Skeleton height={40} />
            </Stack>
          )}
        </Paper>

        <Paper p="lg" className={classes.card} component="section" aria-labelledby="security-heading">
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size={36} radius="md" variant="light" color="brand" aria-hidden="true">
                <IconKey size={20} />
              </ThemeIcon>
              <Title order={2} id="security-heading" className={classes.cardTitle}>
                {t('dashboard.securityHeading')}
              </Title>
            </Group>
            <Text size="sm" c="dimmed">
              {t('dashboard.securityText')}
            </Text>
            <Button
              variant="light"
              onClick={openChangePasswordDialog}
              leftSection={<IconKey size={16} aria-hidden="true" />}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('dashboard.changePassword')}
            </Button>
          </Stack>
        </Paper>
      </div>

      <section aria-labelledby="next-steps-heading">
        <Title order={2} id="next-steps-heading" className={classes.cardTitle} mb="sm">
          {t('dashboard.nextHeading')}
        </Title>
        <div className={classes.steps}>
          {account?.type === USER_TYPES.admin && (
            <NextStep
              to="/admin/registrations"
              icon={<IconClipboardCheck size={22} />}
              title={t('homeLink.title', { ns: 'adminRegistrations' })}
              text={t('homeLink.text', { ns: 'adminRegistrations' })}
            />
          )}
          {account?.type === USER_TYPES.company && (
            <NextStep
              to={CONSULTANT_PATHS.directory}
              icon={<IconUserSearch size={22} />}
              title={t('homeLink.title', { ns: 'consultants' })}
              text={t('homeLink.text', { ns: 'consultants' })}
            />
          )}
          <NextStep
            to={PATHS.companies}
            icon={<IconBuildingSkyscraper size={22} />}
            title={t('dashboard.browseTitle')}
            text={t('dashboard.browseText')}
          />
          <NextStep
            to={PATHS.home}
            icon={<IconChartBar size={22} />}
            title={t('dashboard.homeTitle')}
            text={t('dashboard.homeText')}
          />
        </div>
      </section>
    </div>
  );
}
