import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OpportunityPreviews } from './opportunity-previews';
import classes from './opportunities.module.css';

/** Cards per list on home. */
const HOME_PREVIEW_SIZE = 3;

/**
 * Home's top opportunities (spec §2 Home, issue 15): the open funding rounds that raised the
 * most and the lowest-priced secondary offerings of the public book, live from the data, each
 * list with its "See all".
 */
export function TopOpportunities() {
  const { t } = useTranslation('opportunities');
  return (
    <Container component="section" aria-labelledby="home-opportunities-title" className={classes.homeSection}>
      <Stack gap="xl">
        <Stack gap="xs" align="center" ta="center">
          <Title order={2} id="home-opportunities-title">
            {t('home.heading')}
          </Title>
          <Text c="dimmed" maw={640}>
            {t('home.subheading')}
          </Text>
        </Stack>
        <OpportunityPreviews
          size={HOME_PREVIEW_SIZE}
          roundSort="mostRaised"
          headingOrder={3}
          offersTitle={t('home.offers')}
        />
      </Stack>
    </Container>
  );
}
