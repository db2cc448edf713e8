import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBriefcase, IconCalendar, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serviceProviderProfilePath, type ProviderListItem } from '@hissa/contracts/service-providers';
import { EntityLogo } from '../../../components/entity-logo';
import { FeaturedBadge } from '../../../components/featured-badge';
import { useFormatters } from '../../../lib/formatting';
import classes from './services.module.css';
import surfaces from '../../../components/surfaces.module.css';

/**
 * Providers as cards linking to their profiles (sp/sp/{id}/{name}): logo, name, the featured
 * badge, category, city, business type and founding year. One column on phones, up to three.
 */
export function ProviderCards({ providers }: { providers: ProviderListItem[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" className={surfaces.cardList}>
      {providers.map((provider) => (
        <li key={provider.providerId}>
          <Paper
            withBorder
            p="md"
            radius="lg"
            className={`${surfaces.stackedCard} ${classes.card} ${provider.isFeatured ? classes.featuredCard : ''}`}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <EntityLogo src={provider.logoUrl} name={provider.providerName} size={48} />
              <Stack gap={4} className={classes.grow}>
                <Anchor
                  component={Link}
                  to={serviceProviderProfilePath(provider.providerId, provider.providerName)}
                  fw={600}
                  c="gray.9"
                  className={classes.cardTitle}
                >
                  {provider.providerName}
                </Anchor>
                {provider.isFeatured && <FeaturedBadge />}
              </Stack>
            </Group>
            <Stack gap={6}>
              {provider.category && (
                <Fact icon={<IconBriefcase size={16} aria-hidden="true" />} text={provider.category.name} />
              )}
              {provider.city && <Fact icon={<IconMapPin size={16} aria-hidden="true" />} text={provider.city.name} />}
              {(provider.businessType || provider.establishedDate) && (
                <Fact
                  icon={<IconCalendar size={16} aria-hidden="true" />}
                  text={[
                    provider.businessType?.name,
                    provider.establishedDate && t('services.since', { year: format.year(provider.establishedDate) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              )}
            </Stack>
          </Paper>
        </li>
      ))}
    </SimpleGrid>
  );
}

/** One line of a card: an icon and a short text. */
function Fact({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Group gap={6} wrap="nowrap" c="gray.7">
      {icon}
      <Text size="sm">{text}</Text>
    </Group>
  );
}
