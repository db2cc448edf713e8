import { Paper, SimpleGrid, Skeleton, Stack, TextInput, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  DESIGNATION_MAX_LENGTH,
  UpdateUserProfileRequestSchema,
  type UserProfile,
} from '@hissa/contracts/company-profile';
import { contractFormSchema } from '../../../../lib/contract-form-schema';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useValidatedForm } from '../../../../lib/use-validated-form';
import { ErrorState } from '../../../../components/error-state';
import { useSaveUserProfile, useUserProfile } from '../api/get-user-profile';
import classes from '../components/company-profile.module.css';
import { COMPANY_DASHBOARD_PATHS } from '../company-profile-paths';
import { showSaved } from '../components/show-saved';
import { FormActions } from '../../../../components/form-actions';

type UserValues = {
  firstName: string;
  lastName: string;
  firstNameAr: string;
  lastNameAr: string;
  phone: string;
  designation: string;
};

function valuesOf(user: UserProfile | undefined): UserValues {
  return {
    firstName: user?.firstName ?? '',
    firstNameAr: user?.firstNameAr ?? '',
    lastNameAr: user?.lastNameAr ?? '',
    lastName: user?.lastName ?? '',
    phone: user?.phone ?? '',
    designation: user?.designation ?? '',
  };
}

/** The form of update-user-profile, once the profile is loaded. */
function UserProfileForm({ user }: { user: UserProfile }) {
  const { t } = useTranslation('companyProfile');
  const navigate = useNavigate();
  const save = useSaveUserProfile();
  const { inputProps, onSubmit, applyServerErrors, reset } = useValidatedForm<UserValues>({
    schema: contractFormSchema(UpdateUserProfileRequestSchema, (values: UserValues) => values),
    initialValues: valuesOf(user),
  });
  useEffect(() => reset(valuesOf(user)), [user]); // eslint-disable-line react-hooks/exhaustive-deps -- when a fresh profile arrives

  const submit = onSubmit((values) => {
    save.mutate(values, {
      onSuccess: (answer) => {
        showSaved(answer.message);
        void navigate(COMPANY_DASHBOARD_PATHS.userProfile);
      },
      onError: applyServerErrors,
    });
  });

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="form"
      onSubmit={submit}
      noValidate
      style={{ background: 'var(--mantine-color-white)' }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('user.firstName')}
            withAsterisk
            maxLength={40}
            autoComplete="given-name"
            dir="auto"
            {...inputProps('firstName')}
          />
          <TextInput
            label={t('user.lastName')}
            withAsterisk
            maxLength={40}
            autoComplete="family-name"
            dir="auto"
            {...inputProps('lastName')}
          />
          <TextInput label={t('user.firstNameAr')} maxLength={40} dir="rtl" lang="ar" {...inputProps('firstNameAr')} />
          <TextInput label={t('user.lastNameAr')} maxLength={40} dir="rtl" lang="ar" {...inputProps('lastNameAr')} />
          <TextInput label={t('user.email')} value={user.email} readOnly description={t('user.emailHint')} dir="ltr" />
          <TextInput
            label={t('user.phone')}
            type="tel"
            autoComplete="tel"
            dir="ltr"
            description={t('user.phoneHint')}
            {...inputProps('phone')}
          />
          <TextInput
            label={t('user.designation')}
            maxLength={DESIGNATION_MAX_LENGTH}
            autoComplete="organization-title"
            dir="auto"
            {...inputProps('designation')}
          />
        </SimpleGrid>
        <FormActions
          error={save.error}
          isPending={save.isPending}
          submitLabel={t('edit.save')}
          cancelLabel={t('edit.cancel')}
          cancelTo={COMPANY_DASHBOARD_PATHS.userProfile}
        />
      </Stack>
    </Paper>
  );
}

/**
 * dashboard/company/update-user-profile (UpdateUserProfileEndpoint): the company user changes their
 * first and last name (3 to 40 letters), phone (at least 5 digits) and designation; the e-mail is
 * their sign-in name and stays.
 */
export function UpdateUserProfilePage() {
  const { t } = useTranslation('companyProfile');
  useDocumentTitle(t('pages.updateUserProfile'));
  const profile = useUserProfile();
  return (
    <div className={classes.formPage}>
      <Title order={1}>{t('pages.updateUserProfile')}</Title>
      {profile.isError ? (
        <ErrorState error={profile.error} title={t('pages.loadError')} onRetry={() => void profile.refetch()} />
      ) : !profile.data ? (
        <Skeleton height={240} radius="lg" />
      ) : (
        <UserProfileForm user={profile.data} />
      )}
    </div>
  );
}
