import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingPlus, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AccountPage } from '../components/account-page';
import { MARKETPLACE_PATHS } from '../marketplace-paths';

function ChoiceCard({
  icon,
  title,
  text,
  action,
  to,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: string;
  to: string;
}) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm" h="100%">
        <ThemeIcon size={48} radius="xl" variant="light" color="brand" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dimmed" style={{ flexGrow: 1 }}>
          {text}
        </Text>
        <Button component={Link} to={to} fullWidth>
          {action}
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * sp/register (decision 015): the provider's choice between registering a new company
 * (sp/register/sp) and claiming one already in the directory (sp/register/search-company), with
 * a link for buyers (sp/buyer).
 */
export function RegisterChoicePage() {
  const { t } = useTranslation('marketplaceAccounts');
  useDocumentTitle(t('choice.title'));
  return (
    <AccountPage title={t('choice.title')} subtitle={t('choice.subtitle')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <ChoiceCard
          icon={<IconBuildingPlus size={26} />}
          title={t('choice.newTitle')}
          text={t('choice.newText')}
          action={t('choice.newAction')}
          to={MARKETPLACE_PATHS.registerProvider}
        />
        <ChoiceCard
          icon={<IconSearch size={26} />}
          title={t('choice.claimTitle')}
          text={t('choice.claimText')}
          action={t('choice.claimAction')}
          to={MARKETPLACE_PATHS.searchCompany}
        />
      </SimpleGrid>
      <Group gap={6} justify="center">
        <Text c="dimmed">{t('choice.buyerText')}</Text>
        <Anchor component={Link} to={MARKETPLACE_PATHS.buyer}>
          {t('choice.buyerAction')}
        </Anchor>
      </Group>
    </AccountPage>
  );
}
