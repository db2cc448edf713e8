import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Language } from '@hissa/contracts/languages';
import { EntityLogo } from './entity-logo';
import classes from './profile-header.module.css';

/**
 * The header card of a company or provider profile: logo, the name in the current language as
 * the page heading, the name in the other language beneath (marked with its own lang and dir),
 * then badges and a line of key facts. `headingOrder` 2 when the page has its own h1.
 */
export function ProfileHeader({
  logoUrl,
  name,
  otherName,
  otherLanguage,
  badges,
  facts,
  headingOrder = 1,
}: {
  logoUrl: string | null;
  name: string;
  otherName: string | null;
  otherLanguage: Language;
  badges?: ReactNode;
  facts?: ReactNode;
  headingOrder?: 1 | 2;
}) {
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} radius="lg" className={classes.card}>
      <Group gap="lg" wrap="nowrap" align="flex-start" className={classes.layout}>
        <div className={classes.logo}>
          <EntityLogo src={logoUrl} name={name} size="100%" radius="lg" />
        </div>
        <Stack gap={8} className={classes.body}>
          <div>
            <Title order={headingOrder} size="h1" className={classes.name}>
              {name}
            </Title>
            {otherName && otherName !== name && (
              <Text c="dimmed" size="lg" className={classes.otherName}>
                <bdi lang={otherLanguage} dir={otherLanguage === 'ar' ? 'rtl' : 'ltr'}>
                  {otherName}
                </bdi>
              </Text>
            )}
          </div>
          {badges && <Group gap={8}>{badges}</Group>}
          {facts && (
            <Group gap="lg" mt={4} className={classes.facts}>
              {facts}
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** One key fact of a profile header: an icon and a short text. */
export function ProfileFact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" className={classes.fact}>
      <span className={classes.factIcon} aria-hidden="true">
        {icon}
      </span>
      <Text size="sm" component="span">
        {children}
      </Text>
    </Group>
  );
}

/** Placeholder of ProfileHeader while the profile loads: the logo, the name, the other name and, with `withBadges`, the badges. */
export function ProfileHeaderSkeleton({ withBadges = false }: { withBadges?: boolean }) {
  return (
    <Paper withBorder p="xl" radius="lg">
      <Group gap="lg" wrap="nowrap">
        <Skeleton height={88} width={88} radius="lg" />
        <Stack gap="sm" style={{ flex: 1 }}>
          <Skeleton height={26} width="45%" radius="sm" />
          <Skeleton height={16} width="30%" radius="sm" />
          {withBadges && <Skeleton height={20} width="20%" radius="sm" />}
        </Stack>
      </Group>
    </Paper>
  );
}
