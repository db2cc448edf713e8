import { Badge, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Provenance as ProvenanceData } from '@hissa/contracts/fintech/fintech-directory';

/** Where a figure comes from and whether the company verified it (decision 031): "Source: Press release · Not verified". */
export function Provenance({ provenance }: { provenance: ProvenanceData }) {
  const { t } = useTranslation('fintech');
  return (
    <Group gap={6} wrap="wrap">
      <Text size="xs" c="dimmed">
        {t('profile.source', { source: provenance.source.name })}
      </Text>
      {provenance.isVerified ? (
        <Badge size="xs" color="teal" variant="light" leftSection={<IconCircleCheck size={12} aria-hidden />}>
          {t('profile.verified')}
        </Badge>
      ) : (
        <Badge size="xs" color="gray" variant="light" leftSection={<IconInfoCircle size={12} aria-hidden />}>
          {t('profile.unverified')}
        </Badge>
      )}
    </Group>
  );
}
