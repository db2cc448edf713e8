import { SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
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
import { FormSurface } from '../../../../components/form-surface';
import { LoadedForm, PersonNameInput } from '../../../../components/profile-form-parts';
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
    <FormSurface onSubmit={submit} label={t('pages.updateUserProfile')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PersonNameInput
            label={t('user.firstName')}
            withAsterisk
            autoComplete="given-name"
            {...inputProps('firstName')}
          />
          <PersonNameInput
            label={t('user.lastName')}
            withAsterisk
            autoComplete="family-name"
            {...inputProps('lastName')}
          />
          <PersonNameInput label={t('user.firstNameAr')} arabic {...inputProps('firstNameAr')} />
          <PersonNameInput label={t('user.lastNameAr')} arabic {...inputProps('lastNameAr')} />
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
    </FormSurface>
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
      <LoadedForm query={profile} height={240} errorTitle={t('pages.loadError')}>
        {(user) => <UserProfileForm user={user} />}
      </LoadedForm>
    </div>
  );
}
