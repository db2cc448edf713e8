import { Button, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailCheck, IconMailX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useConfirmSubscription } from '../api/newsletter-api';
import classes from '../components/newsletter.module.css';

/** /newsletter/confirm/:token (decision 027, double opt-in): posts the token once on load and shows the outcome. */
export function ConfirmSubscriptionPage() {
  const { t } = useTranslation('newsletter');
  useDocumentTitle(t('confirm.title'));
  const { token = '' } = useParams();
  const { mutate, isSuccess, isError, error, data } = useConfirmSubscription();
  // Strict Mode runs effects twice: post the token once.
  const posted = useRef<string | null>(null);
  useEffect(() => {
    if (posted.current === token) return;
    posted.current = token;
    mutate(token);
  }, [mutate, token]);

  return (
    <div className={classes.page}>
      <div className={classes.card}>
        {isSuccess || isError ? (
          <Stack align="center" gap="sm">
            <ThemeIcon size={56} radius="xl" variant="light" color={isSuccess ? 'green' : 'red'} aria-hidden="true">
              {isSuccess ? <IconMailCheck size={30} /> : <IconMailX size={30} />}
            </ThemeIcon>
            <Title order={1} size="h3">
              {t(isSuccess ? 'confirm.successHeading' : 'confirm.failedHeading')}
            </Title>
            <Text>{isSuccess ? data.message : errorMessage(error)}</Text>
            <Button component={Link} to="/home">
              {t('thankYou.home')}
            </Button>
          </Stack>
        ) : (
          <Stack align="center" gap="sm" role="status">
            <Loader aria-hidden="true" />
            <Text c="dimmed">{t('confirm.confirming')}</Text>
          </Stack>
        )}
      </div>
    </div>
  );
}
