import { Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormSurface } from '../../../components/form-surface';
import { useDashboardArea } from '../../../lib/session/dashboard-area';

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

/** A section's heading inside my profile's edit form. */
export function ProfileFormHeading({ children }: { children: ReactNode }) {
  return (
    <Title order={2} size="h4">
      {children}
    </Title>
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
    notifications.show({ color: 'green', message: answer.message });
    void navigate(`${areaPath ?? ''}/${page}`);
  };
}
