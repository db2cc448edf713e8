import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLogin, IconUserPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { PATHS, REQUIREMENT_PATHS } from '../../../lib/routes';
import { useSession } from '../../../lib/session/session';

/**
 * Lets a signed-in buyer (type 11) through to `children`; a visitor is asked to sign in (coming
 * back here afterwards) or register as a buyer (sp/buyer); any other user type is told that
 * buyers post requirements and pointed to the public requirements.
 */
export function RequirementGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('serviceRequirements');
  const session = useSession();
  const location = useLocation();
  if (session?.claims.type === USER_TYPES.buyer) return children;
  const isVisitor = session === null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={640}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {isVisitor ? t('gate.visitorTitle') : t('gate.notBuyerTitle')}
        </Title>
        <Text c="gray.7">{isVisitor ? t('gate.visitorText') : t('gate.notBuyerText')}</Text>
        <Group gap="sm">
          {isVisitor ? (
            <>
              <Button
                component={Link}
                to={`${PATHS.login}?next=${encodeURIComponent(location.pathname)}`}
                leftSection={<IconLogin size={18} aria-hidden="true" />}
              >
                {t('gate.signIn')}
              </Button>
              <Button
                component={Link}
                to={REQUIREMENT_PATHS.buyerRegistration}
                variant="light"
                leftSection={<IconUserPlus size={18} aria-hidden="true" />}
              >
                {t('gate.register')}
              </Button>
            </>
          ) : (
            <Button component={Link} to={REQUIREMENT_PATHS.publicRequirements} variant="light">
              {t('gate.browseRequirements')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
