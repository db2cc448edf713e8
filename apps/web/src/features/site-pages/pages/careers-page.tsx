import { Button, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SITE_EMAILS } from '@hissa/contracts/site-pages';
import { PageTitle } from '../../../components/page-title';
import { useDocumentTitle } from '../../../lib/use-document-title';
import classes from '../components/site-page.module.css';

type Opening = { title: string; meta: string; summary: string };

/** /careers (spec §2 careers): the open positions and how to apply by e-mail. */
export function CareersPage() {
  const { t } = useTranslation('sitePages');
  useDocumentTitle(t('careers.title'));
  const openings = t('careers.openings', { returnObjects: true }) as Opening[];
  return (
    <article className={classes.page}>
      <PageTitle title={t('careers.title')} subtitle={t('careers.intro')} />
      <section className={classes.section} aria-labelledby="openings-heading">
        <Title order={2} size="h3" id="openings-heading" mb="sm">
          {t('careers.openingsHeading')}
        </Title>
        <Stack gap="sm">
          {openings.map((opening) => (
            <div key={opening.title} className={classes.opening}>
              <Title order={3} size="h5">
                {opening.title}
              </Title>
              <Text size="sm" c="dimmed" mb={6}>
                {opening.meta}
              </Text>
              <Text size="sm">{opening.summary}</Text>
              <Button
                component="a"
                href={`mailto:${SITE_EMAILS.careers}?subject=${encodeURIComponent(opening.title)}`}
                variant="light"
                size="xs"
                mt="sm"
                leftSection={<IconMail size={16} aria-hidden="true" />}
              >
                {t('careers.applyButton')}
              </Button>
            </div>
          ))}
        </Stack>
      </section>
      <section className={classes.section} aria-labelledby="apply-heading">
        <Title order={2} size="h3" id="apply-heading">
          {t('careers.applyHeading')}
        </Title>
        <Text>{t('careers.apply', { email: SITE_EMAILS.careers })}</Text>
        <Text mt="xs" c="dimmed">
          {t('careers.equal')}
        </Text>
      </section>
    </article>
  );
}
