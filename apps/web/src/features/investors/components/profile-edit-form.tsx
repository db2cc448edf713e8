import { Select, Stack, type SelectProps } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showNotification } from '../../../lib/notify';
import { FormSurface } from '../../../components/form-surface';
import { useLookupList } from '../../../lib/get-lookup-list';
import { useDashboardArea } from '../../../lib/session/dashboard-area';
import { lookupOptions } from './profile-form-fields';

/** The frame of my profile's edit form: the named form surface, its sections one under another. */
export function ProfileEditForm({
  onSubmit,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const { t } = useTranslation('investors');
  return (
    <FormSurface onSubmit={onSubmit} label={t('account.formLabel')}>
      <Stack gap="lg">{children}</Stack>
    </FormSurface>
  );
}

/**
 * What follows a saved profile: the server's message as a notification, then `page` (the view
 * page's path inside my dashboard area) opens.
 */
export function useProfileSaved(page: string) {
  const navigate = useNavigate();
  const { areaPath } = useDashboardArea();
  return (answer: { message: string }) => {
    showNotification({ color: 'green', message: answer.message });
    void navigate(`${areaPath ?? ''}/${page}`);
  };
}

/** The investor type's Select in my profile's edit form (investor-types lookup), required. */
export function InvestorTypeSelect(props: Omit<SelectProps, 'data' | 'label'>) {
  const { t } = useTranslation('investors');
  const investorTypes = useLookupList('investor-types');
  return <Select label={t('fields.investorType')} data={lookupOptions(investorTypes.data)} withAsterisk {...props} />;
}
