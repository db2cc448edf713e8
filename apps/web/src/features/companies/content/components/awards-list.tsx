import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAward } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Award } from '@hissa/contracts/company-profile';
import { EmptyState } from '../../../../components/empty-state';
import { useFormatters } from '../../../../lib/formatting';
import classes from './company-profile.module.css';
import { TextBlock } from './text-block';
import surfaces from '../../../../components/surfaces.module.css';

/**
 * Honours and awards of a company (contracts company-profile.ts AwardSchema: year, title, description,
 * issuing institute), latest first. `actions` adds the owner's buttons.
 */
export function AwardsList({
  awards,
  actions,
  emptyAction,
}: {
  awards: Award[];
  actions?: (award: Award) => ReactNode;
  emptyAction?: ReactNode;
}) {
  const { t } = useTranslation('companyProfile');
  const format = useFormatters();
  if (awards.length === 0) {
    return (
      <EmptyState
        icon={<IconAward size={28} />}
        title={t('awards.emptyTitle')}
        description={t(actions ? 'awards.emptyOwner' : 'awards.emptyPublic')}
        action={emptyAction}
        headingOrder={3}
      />
    );
  }
  return (
    <Stack gap="sm" component="ul" className={surfaces.cardList} aria-label={t('awards.title')}>
      {awards.map((award) => (
        <Paper
          key={award.id}
          component="li"
          withBorder
          radius="lg"
          p="md"
          className={`${surfaces.surface} ${classes.card}`}
        >
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={40} radius="md" variant="light" color="gold" c="gold.9" aria-hidden="true">
              <IconAward size={22} />
            </ThemeIcon>
            <Stack gap={4} style={{ flex: 1, minInlineSize: 0 }}>
              <Group gap="xs" justify="space-between" align="baseline">
                <Title order={3} size="h5" dir="auto">
                  {award.title}
                </Title>
                <Text fw={600} className={classes.year}>
                  {format.year(`${award.year}-01-01`)}
                </Text>
              </Group>
              <Text size="sm" c="dimmed" dir="auto">
                {t('awards.issuedBy', { issuer: award.issuer })}
              </Text>
              {award.description && <TextBlock size="sm">{award.description}</TextBlock>}
              {actions?.(award)}
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
