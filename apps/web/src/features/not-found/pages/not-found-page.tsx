import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../../lib/formatting';
import { PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import classes from './not-found-page.module.css';

/** Page not found: title, subtitle and a Home button. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  useDocumentTitle(t('notFound.title'));
  return (
    <Container py={{ base: 64, sm: 112 }}>
      <Stack align="center" gap="md" ta="center">
        <Text className={classes.code} aria-hidden="true">
          {format.number(404)}
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed" size="lg" maw={480}>
          {t('notFound.subtitle')}
        </Text>
        <Button
          component={Link}
          to={PATHS.home}
          size="md"
          mt="sm"
          leftSection={<IconArrowLeft size={18} aria-hidden="true" className="flip-rtl" />}
        >
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
