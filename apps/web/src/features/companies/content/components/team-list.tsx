import { Avatar, Group, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '@hissa/contracts/company-profile';
import { ItemCards } from './item-cards';
import { TextBlock } from './text-block';

/** Up to two initials of a name, for the avatar of a member without a photo. */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('');
}

/**
 * The team of a company (team members with title and biography): photo (or initials), name, title
 * and biography. `actions` adds the owner's buttons.
 */
export function TeamList({
  members,
  actions,
  emptyAction,
}: {
  members: TeamMember[];
  actions?: (member: TeamMember) => ReactNode;
  emptyAction?: ReactNode;
}) {
  const { t } = useTranslation('companyProfile');
  return (
    <ItemCards
      items={members}
      label={t('team.title')}
      empty={{
        icon: <IconUsers size={28} />,
        title: t('team.emptyTitle'),
        description: t(actions ? 'team.emptyOwner' : 'team.emptyPublic'),
        action: emptyAction,
      }}
      renderItem={(member) => (
        <>
          <Group gap="md" wrap="nowrap">
            <Avatar src={member.photo?.url} alt="" size={56} radius="xl" color="brand">
              {initialsOf(member.name)}
            </Avatar>
            <div>
              <Title order={3} size="h5" dir="auto">
                {member.name}
              </Title>
              <Text size="sm" c="brand.8" fw={500} dir="auto">
                {member.title}
              </Text>
            </div>
          </Group>
          <TextBlock size="sm" c="dimmed">
            {member.biography}
          </TextBlock>
          {actions?.(member)}
        </>
      )}
    />
  );
}
