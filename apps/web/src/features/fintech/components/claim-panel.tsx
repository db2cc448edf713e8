import { Alert, Anchor, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { FintechClaimBodySchema } from '@hissa/contracts/fintech/fintech-claims';
import { type FintechProfile, FintechProfileEditSchema } from '@hissa/contracts/fintech/fintech-directory';
import { showNotification } from '../../../lib/notify';
import { errorMessage } from '../../../lib/api-client';
import { PATHS } from '../../../lib/routes';
import { useSession } from '../../../lib/session/session';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useClaimFintech, useEditFintechProfile, useMyClaim } from '../api/fintech-api';

/** The owner's edit form: both descriptions, website and employees (contracts FintechProfileEditSchema). */
function EditForm({ profile, onDone }: { profile: FintechProfile; onDone: () => void }) {
  const { t } = useTranslation('fintech');
  const edit = useEditFintechProfile(profile.fintechId);
  const { inputProps, onSubmit, applyServerErrors } = useValidatedForm({
    schema: FintechProfileEditSchema,
    initialValues: {
      descriptionEn: profile.descriptionEn,
      descriptionAr: profile.descriptionAr,
      website: profile.website ?? '',
      employees: profile.employees === null ? '' : String(profile.employees),
    },
  });
  return (
    <form
      onSubmit={onSubmit((values) =>
        edit.mutate(FintechProfileEditSchema.parse(values), {
          onSuccess: (result) => {
            showNotification({ color: 'teal', message: result.message });
            onDone();
          },
          onError: applyServerErrors,
        }),
      )}
    >
      <Stack gap="sm">
        <Textarea label={t('claim.descriptionEn')} autosize minRows={3} dir="ltr" {...inputProps('descriptionEn')} />
        <Textarea label={t('claim.descriptionAr')} autosize minRows={3} dir="rtl" {...inputProps('descriptionAr')} />
        <TextInput label={t('claim.website')} dir="ltr" type="url" {...inputProps('website')} />
        <TextInput label={t('claim.employees')} inputMode="numeric" {...inputProps('employees')} />
        {edit.isError && <Alert color="red">{errorMessage(edit.error)}</Alert>}
        <Group>
          <Button type="submit" loading={edit.isPending}>
            {t('claim.save')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('claim.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Claiming the profile (decision 031): visitors are asked to sign in; a signed-in user gives their
 * role and claims (the claim takes effect when they open the mailed link); the owner edits.
 */
export function ClaimPanel({ profile }: { profile: FintechProfile }) {
  const { t } = useTranslation('fintech');
  const session = useSession();
  const location = useLocation();
  const mine = useMyClaim(profile.fintechId, session !== null);
  const claim = useClaimFintech(profile.fintechId);
  const [designation, setDesignation] = useState('');
  const [isEditing, setIsEditing] = useState(false);
  const status = mine.data?.claimStatus;
  if (status === 'effective') {
    return (
      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm">
          <Group gap="xs">
            <IconCircleCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden />
            <Text fw={600}>{t('claim.owner')}</Text>
          </Group>
          {isEditing ? (
            <EditForm profile={profile} onDone={() => setIsEditing(false)} />
          ) : (
            <Button variant="light" onClick={() => setIsEditing(true)}>
              {t('claim.edit')}
            </Button>
          )}
        </Stack>
      </Paper>
    );
  }
  if (profile.isClaimed) return null;
  const checked = FintechClaimBodySchema.safeParse({ designation });
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="claim-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="claim-title">
          {t('claim.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('claim.text')}
        </Text>
        {!session && (
          <Anchor component={Link} to={`${PATHS.login}?next=${encodeURIComponent(location.pathname)}`}>
            {t('claim.signIn')}
          </Anchor>
        )}
        {session && status === 'awaiting_email' && (
          <Alert color="blue" icon={<IconMail size={18} aria-hidden />}>
            {t('claim.awaiting')}
          </Alert>
        )}
        {session && status === 'none' && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (!checked.success) return;
              claim.mutate(checked.data.designation, {
                onSuccess: (result) => showNotification({ color: 'teal', message: result.message }),
              });
            }}
          >
            <Stack gap="xs">
              <TextInput
                label={t('claim.designation')}
                placeholder={t('claim.designationPlaceholder')}
                value={designation}
                maxLength={100}
                onChange={(event) => setDesignation(event.currentTarget.value)}
                error={claim.isError ? errorMessage(claim.error) : undefined}
                required
              />
              <Button type="submit" loading={claim.isPending} disabled={!checked.success}>
                {t('claim.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
