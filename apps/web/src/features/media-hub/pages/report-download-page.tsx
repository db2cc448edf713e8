import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { endpointUrl } from '@hissa/contracts/http/endpoint';
import { ReportDownloadEndpoint } from '@hissa/contracts/media-endpoints';
import { FullPageLoader } from '../../../components/full-page-loader';
import { MediaHubNav } from '../../../components/media-hub-nav';
import { errorMessage } from '../../../lib/api-client';
import { useFormatters } from '../../../lib/formatting';
import { MEDIA_PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useReportLink } from '../api/media-api';
import { useLocalized } from '../components/use-localized';
import classes from '../components/media-hub.module.css';

/**
 * /sharikat-news/reports/download/:token (the e-mailed link): checks the signed link and offers the
 * PDF. An altered (400) or expired (410) link shows the server's message and the way back in both
 * languages, since the reader may open the mail in another language than the site's.
 */
export function ReportDownloadPage() {
  const { t } = useTranslation('mediaHub');
  useDocumentTitle(t('download.title'));
  const { token = '' } = useParams();
  const link = useReportLink(token);
  const format = useFormatters();
  const local = useLocalized();
  if (link.isPending) return <FullPageLoader />;
  return (
    <Container size="xl" py="lg" className={classes.page}>
      <MediaHubNav />
      <div className={classes.card}>
        {link.isError ? (
          <Stack gap="sm">
            <Title order={1} size="h3">
              {t('download.refusedTitle')}
            </Title>
            <Alert color="red" variant="light" role="alert">
              <Text>{errorMessage(link.error)}</Text>
              <Text size="sm" mt="xs">
                {t('download.refusedBoth')}
              </Text>
            </Alert>
            <Button component={Link} to={MEDIA_PATHS.reports} variant="default" w="fit-content">
              {t('download.toReports')}
            </Button>
          </Stack>
        ) : (
          <Stack gap="sm">
            <Title order={1} size="h3" className={classes.title}>
              {local(link.data.data.report.titleEn, link.data.data.report.titleAr)}
            </Title>
            <Text>{t('download.ready', { date: format.dateTime(link.data.data.expiresAt) })}</Text>
            <Button
              component="a"
              href={endpointUrl(ReportDownloadEndpoint, { token })}
              download
              leftSection={<IconDownload size={18} />}
              w="fit-content"
            >
              {t('download.button')}
            </Button>
          </Stack>
        )}
      </div>
    </Container>
  );
}
