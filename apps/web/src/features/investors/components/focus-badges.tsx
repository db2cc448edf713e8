import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/formatting';

/** Up to `limit` focus names as badges, then "+N more"; "Not provided" when there are none. */
export function FocusBadges({
  items,
  limit = 3,
  color = 'gray',
}: {
  items: { code: string; name: string }[];
  limit?: number;
  color?: string;
}) {
  const { t } = useTranslation('investors');
  const format = useFormatters();
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('list.none')}
      </Text>
    );
  }
  const shown = items.slice(0, limit);
  return (
    <Group gap={4}>
      {shown.map((item) => (
        <Badge key={item.code} variant="light" color={color} c={`${color}.9`} tt="none" fw={500}>
          {item.name}
        </Badge>
      ))}
      {items.length > limit && (
        <Text size="xs" c="dimmed">
          {t('list.more', { more: format.number(items.length - limit) })}
        </Text>
      )}
    </Group>
  );
}
