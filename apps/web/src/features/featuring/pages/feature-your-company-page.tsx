import { Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { PageTitle } from '../../../components/page-title';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFeaturingOptions, useMyFeaturings } from '../api/featuring-api';
import { FeaturedStatus } from '../components/featured-status';
import { FeaturingOrderForm } from '../components/featuring-order-form';
import classes from '../components/featuring.module.css';

/**
 * /sp/plan/feature-your-company (spec §2; decision 023): my company's featuring now and before,
 * what featuring gives, and the order form (3, 6 or 12 months, or 30 days at the top of one
 * of my sub-industries) that leads to the payment page.
 */
export function FeatureYourCompanyPage() {
  const { t } = useTranslation('featuring');
  useDocumentTitle(t('title'));
  const options = useFeaturingOptions();
  const mine = useMyFeaturings();
  return (
    <div className={classes.page}>
      <PageTitle title={t('title')} subtitle={t('subtitle')} />
      {options.isError || mine.isError ? (
        <ErrorState error={options.error ?? mine.error} />
      ) : !options.data || !mine.data ? (
        <Center py="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      ) : (
        <Stack gap="lg">
          <FeaturedStatus mine={mine.data.data} />
          <FeaturingOrderForm options={options.data.data} />
        </Stack>
      )}
    </div>
  );
}
