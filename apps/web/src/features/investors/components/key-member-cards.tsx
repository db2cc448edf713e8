import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './investors.module.css';
import surfaces from '../../../components/surfaces.module.css';

/** A key member as a card shows it: name, designation (already named), degree, and any buttons (the owner's edit and delete). */
type KeyMemberCard = {
  key: number | string;
  fullName: string;
  designation: string | null;
  degree: string;
  actions?: ReactNode;
};

/**
 * Key members of an institutional investor as cards (contracts investors.ts InvestorKeyMemberSchema:
 * name, photo, designation, degree).
 */
export function KeyMemberCards({ members }: { members: KeyMemberCard[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" component="ul" className={surfaces.cardList}>
      {members.map((member) => (
        <Paper key={member.key} component="li" withBorder p="md" radius="md" className={surfaces.stackedCard}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <div className={classes.body}>
              <Text fw={600} className={classes.name}>
                <bdi>{member.fullName}</bdi>
              </Text>
              {member.designation && (
                <Text size="sm" c="dimmed">
                  {member.designation}
                </Text>
              )}
              <Text size="sm">
                <bdi>{member.degree}</bdi>
              </Text>
            </div>
            {member.actions}
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
