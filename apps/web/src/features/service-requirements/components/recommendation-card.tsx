import { Accordion, Anchor, Badge, Button, Checkbox, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconBriefcase, IconMapPin, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serviceProviderProfilePath } from '@hissa/contracts/service-providers';
import {
  RECOMMENDATION_FACTORS,
  type Recommendation,
  type RecommendationFactor,
  type Requirement,
} from '@hissa/contracts/services-marketplace/requirements';
import { EntityLogo } from '../../../components/entity-logo';
import { FeaturedBadge } from '../../../components/featured-badge';
import { useFormatters } from '../../../lib/formatting';
import classes from './requirements.module.css';

/** A share in [0, 1] as a percentage with Intl ("82%"). */
function usePercent() {
  const format = useFormatters();
  return (share: number) => format.percent(String(Math.round(share * 1000) / 10));
}

/**
 * The plain-words reason behind one factor of a recommendation ("Offers exactly this service",
 * "Based in Riyadh"), from the facts the API gives with it.
 */
function useFactorText() {
  const { t } = useTranslation('serviceRequirements');
  const format = useFormatters();
  const percent = usePercent();
  return (factor: RecommendationFactor, item: Recommendation, requirement: Requirement): string => {
    const facts = item.facts;
    switch (factor) {
      case 'serviceMatch':
        if (facts?.serviceMatch === 'service') return t('factors.serviceExact');
        if (facts?.serviceMatch === 'providerClass') return t('factors.providerClass');
        return t('factors.divisionOnly');
      case 'industry':
        return facts?.servesIndustry
          ? t('factors.industryYes', { industry: requirement.industryGroup?.name ?? '' })
          : t('factors.industryNo');
      case 'city':
        if (!item.city) return t('factors.noCity');
        if (facts?.sameCity) return t('factors.sameCity', { city: item.city.name });
        if (facts?.sameRegion) return t('factors.sameRegion', { city: item.city.name });
        return t('factors.elsewhere');
      case 'portfolio':
        return facts && facts.projectsInCategory > 0
          ? t('factors.projects', {
              count: facts.projectsInCategory,
              formatted: format.number(facts.projectsInCategory),
            })
          : t('factors.noProjects');
      case 'testimonials':
        return facts && facts.reviewCount > 0
          ? t('factors.reviews', {
              count: facts.reviewCount,
              formatted: format.number(facts.reviewCount),
              rating: format.number(facts.averageRating ?? 0),
            })
          : t('factors.noReviews');
      case 'responseRate':
        return facts && facts.quotationsReceived > 0
          ? t('factors.responded', {
              responded: format.number(facts.quotationsResponded),
              received: format.number(facts.quotationsReceived),
            })
          : t('factors.noQuotations');
      case 'completeness':
        return t('factors.completenessValue', {
          share: percent(facts?.completenessShare ?? item.factors[factor] ?? 0),
        });
    }
  };
}

/**
 * One recommended provider (RequirementRecommendationsEndpoint): rank, logo, name linking to the
 * profile (serviceProviderProfilePath), category and city, the score as a bar, the featured label
 * (and, when featuring placed it here, a note that it is not its score), a checkbox to select it
 * for quotations, and the expandable "Why recommended" breakdown: each factor's reason in plain
 * words, its value as a bar and its weight.
 */
export function RecommendationCard({
  item,
  requirement,
  isSelected,
  onSelect,
}: {
  item: Recommendation;
  requirement: Requirement;
  isSelected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const { t } = useTranslation('serviceRequirements');
  const format = useFormatters();
  const percent = usePercent();
  const factorText = useFactorText();
  const profilePath = serviceProviderProfilePath(item.providerId, item.providerName);
  const nameId = `recommendation-${item.providerId}`;
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      className={`${classes.card} ${item.isFeatured ? classes.featuredCard : ''} ${isSelected ? classes.selectedCard : ''}`}
      component="article"
      aria-labelledby={nameId}
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Badge size="lg" radius="sm" variant="filled" className={classes.rank}>
            {t('recommendations.rank', { rank: format.number(item.rank) })}
          </Badge>
          <EntityLogo src={item.logoUrl} name={item.providerName} size={48} />
          <Stack gap={4} className={classes.grow}>
            <Anchor component={Link} to={profilePath} fw={700} c="gray.9" id={nameId} className={classes.name}>
              {item.providerName}
            </Anchor>
            {item.isFeatured && <FeaturedBadge />}
          </Stack>
        </Group>

        <Stack gap={4}>
          {(item.subCategory ?? item.category) && (
            <Group gap={6} wrap="nowrap" c="gray.7">
              <IconBriefcase size={16} aria-hidden="true" style={{ flex: 'none' }} />
              <Text size="sm">{(item.subCategory ?? item.category)?.name}</Text>
            </Group>
          )}
          {item.city && (
            <Group gap={6} wrap="nowrap" c="gray.7">
              <IconMapPin size={16} aria-hidden="true" style={{ flex: 'none' }} />
              <Text size="sm">{item.city.name}</Text>
            </Group>
          )}
        </Stack>

        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600}>
              {t('recommendations.match')}
            </Text>
            <Text size="sm" fw={700}>
              {percent(item.score)}
            </Text>
          </Group>
          <Progress
            value={item.score * 100}
            size="lg"
            radius="xl"
            aria-label={t('recommendations.matchValue', { value: percent(item.score) })}
          />
        </Stack>

        {item.featuredBoost && (
          <Group gap={6} wrap="nowrap" align="flex-start" c="gold.9">
            <IconSparkles size={16} aria-hidden="true" style={{ flex: 'none', marginBlockStart: 2 }} />
            <Text size="sm">{t('recommendations.featuredBoost')}</Text>
          </Group>
        )}

        <Accordion variant="contained" radius="md" chevronPosition="right">
          <Accordion.Item value="why">
            <Accordion.Control>{t('recommendations.why')}</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm" component="ul" className={classes.factorList} m={0} p={0}>
                {RECOMMENDATION_FACTORS.map((factor) => {
                  const value = item.factors[factor] ?? 0;
                  return (
                    <li key={factor} className={classes.factorRow}>
                      <Text size="sm" fw={600}>
                        {t(`factors.${factor}`)}
                      </Text>
                      <Text size="xs" c="gray.7">
                        {t('recommendations.weight', { weight: percent(item.weights[factor] ?? 0) })}
                      </Text>
                      <Text size="sm" c="gray.8" className={classes.factorBar}>
                        {factorText(factor, item, requirement)}
                      </Text>
                      <Progress
                        value={value * 100}
                        size="sm"
                        color={value >= 0.75 ? 'teal' : value >= 0.4 ? 'brand' : 'gray'}
                        className={classes.factorBar}
                        aria-label={`${t(`factors.${factor}`)}: ${percent(value)}`}
                      />
                    </li>
                  );
                })}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>

        <Group gap="sm" justify="space-between">
          <Checkbox
            checked={isSelected}
            onChange={(event) => onSelect(event.currentTarget.checked)}
            label={t('recommendations.selectShort')}
          />
          <Button component={Link} to={profilePath} variant="light" size="sm">
            {t('recommendations.viewProfile')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
