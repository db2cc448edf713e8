import { Button, Skeleton, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailList } from '../../../../components/detail-list';
import { DetailSection } from '../../../../components/detail-section';
import { ErrorState } from '../../../../components/error-state';
import { LtrText } from '../../../../components/ltr-text';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useUserProfile } from '../api/get-user-profile';
import classes from '../components/company-profile.module.css';
import { COMPANY_DASHBOARD_PATHS } from '../company-profile-paths';

/**
 * dashboard/company/user-profile (UserProfileEndpoint): the company user's own names, e-mail (their
 * sign-in name), phone, designation and company.
 */
export function UserProfilePage() {
  const { t } = useTranslation('companyProfile');
  useDocumentTitle(t('pages.userProfile'));
  const profile = useUserProfile();
  const user = profile.data;
  return (
    <div className={classes.formPage}>
      <div className={classes.pageHeader}>
        <Title order={1}>{t('pages.userProfile')}</Title>
        <Button
          component={Link}
          to={COMPANY_DASHBOARD_PATHS.updateUserProfile}
          leftSection={<IconPencil size={16} aria-hidden="true" />}
        >
          {t('user.edit')}
        </Button>
      </div>
      {profile.isError ? (
        <ErrorState error={profile.error} title={t('pages.loadError')} onRetry={() => void profile.refetch()} />
      ) : !user ? (
        <Skeleton height={200} radius="lg" />
      ) : (
        <DetailSection title={t('user.details')}>
          <DetailList
            items={[
              { label: t('user.firstName'), value: user.firstName },
              { label: t('user.lastName'), value: user.lastName },
              { label: t('user.email'), value: <LtrText>{user.email}</LtrText> },
              { label: t('user.phone'), value: user.phone ? <LtrText>{user.phone}</LtrText> : t('user.notGiven') },
              { label: t('user.designation'), value: user.designation ?? t('user.notGiven') },
              { label: t('user.company'), value: user.companyName },
            ]}
          />
        </DetailSection>
      )}
    </div>
  );
}
