import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SalesRequestForm } from '../components/sales-request-form';
import classes from '../components/sales-requests.module.css';

/**
 * /sp/plan/custom-package (spec §2 custom media package request; decision 023): the plans page's
 * "Talk to sales" lands here. Open to visitors and signed-in users alike.
 */
export function CustomPackagePage() {
  const { t } = useTranslation('salesRequests');
  useDocumentTitle(t('media.title'));
  return (
    <div className={classes.page}>
      <PageTitle title={t('media.title')} subtitle={t('media.subtitle')} />
      <div className={classes.panel}>
        <Text fw={600} mb="xs">
          {t('media.howTitle')}
        </Text>
        <List spacing={4} size="sm">
          <List.Item>{t('media.how1')}</List.Item>
          <List.Item>{t('media.how2')}</List.Item>
          <List.Item>{t('media.how3')}</List.Item>
        </List>
      </div>
      <SalesRequestForm kind="media" />
    </div>
  );
}
