import { Button, Collapse, Group, Select, Stack, TextInput } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JoinQuerySchema, MEDIA_REGIONS } from '@hissa/contracts/meetings/meeting-rules';
import { useValidatedForm } from '../../../lib/use-validated-form';

export type JoinFormValues = { title: string; name: string; region: string; primaryExternalMeetingId: string };

/**
 * §2 join form (the authenticate flow): meeting title or ID, your name, media region; Continue
 * goes to device selection, Quick join straight into the meeting. §5: title and name required
 * (the join call's own schema). Additional options: §2 "create as replica with a primary meeting
 * external id" (a new meeting started as a replica of that meeting; decision 048).
 */
export function JoinForm({
  initialValues,
  isPending,
  onJoin,
}: {
  initialValues: JoinFormValues;
  isPending: boolean;
  onJoin: (values: JoinFormValues, quick: boolean) => void;
}) {
  const { t } = useTranslation('meetings');
  const { inputProps, onSubmit, values } = useValidatedForm<JoinFormValues>({ schema: JoinQuerySchema, initialValues });
  const submit = (quick: boolean) => onSubmit((current) => onJoin(current, quick));
  const [isMoreOpen, setIsMoreOpen] = useState(initialValues.primaryExternalMeetingId !== '');
  return (
    <form onSubmit={submit(false)} noValidate aria-label={t('join.title')}>
      <Stack gap="md">
        <TextInput label={t('join.meeting')} withAsterisk {...inputProps('title')} />
        <TextInput label={t('join.name')} withAsterisk autoComplete="name" {...inputProps('name')} />
        <Select
          label={t('join.region')}
          data={MEDIA_REGIONS.map((region) => ({ value: region, label: region }))}
          allowDeselect={false}
          searchable
          {...inputProps('region')}
          value={values.region}
        />
        <Collapse expanded={isMoreOpen}>
          <TextInput
            label={t('join.primaryMeeting')}
            description={t('join.primaryMeetingHint')}
            {...inputProps('primaryExternalMeetingId')}
          />
        </Collapse>
        <Group gap="sm">
          <Button type="submit" loading={isPending}>
            {t('join.continue')}
          </Button>
          <Button variant="light" disabled={isPending} onClick={() => submit(true)()}>
            {t('join.quickJoin')}
          </Button>
          <Button
            variant="subtle"
            leftSection={<IconAdjustments size={16} aria-hidden />}
            aria-expanded={isMoreOpen}
            onClick={() => setIsMoreOpen(!isMoreOpen)}
          >
            {t('join.more')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
