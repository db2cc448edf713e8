import { Button, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewsItem } from '@hissa/contracts/company-profile';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useDeleteNews } from '../api/publish-news';
import classes from '../components/company-profile.module.css';
import { NewsComposer } from '../components/news-composer';
import { NewsFeed } from '../components/news-feed';
import { showSaved } from '../components/show-saved';

/**
 * dashboard/company/news-and-announcements (MyCompanyNewsEndpoint): the company's own news and
 * announcements, latest first, filtered by type and paged; publishing a new one (with an optional
 * attachment); deleting one after a confirmation that says it leaves the public profile.
 */
export function NewsAndAnnouncementsPage() {
  const { t } = useTranslation('companyProfile');
  useDocumentTitle(t('pages.news'));
  const [isComposing, setIsComposing] = useState(false);
  const [deleting, setDeleting] = useState<NewsItem | null>(null);
  const remove = useDeleteNews();
  const publishButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setIsComposing(true)}>
      {t('news.compose')}
    </Button>
  );

  return (
    <div className={classes.page}>
      <div className={classes.pageHeader}>
        <div>
          <Title order={1}>{t('pages.news')}</Title>
          <Text c="dimmed">{t('pages.newsIntro')}</Text>
        </div>
        {publishButton}
      </div>
      <NewsFeed
        scope={{ kind: 'mine' }}
        label={t('news.pagesLabel')}
        emptyAction={publishButton}
        actions={(item) => (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden="true" />}
            onClick={() => {
              remove.reset();
              setDeleting(item);
            }}
            aria-label={t('edit.deleteNamed', { name: item.title })}
          >
            {t('edit.delete')}
          </Button>
        )}
      />
      <NewsComposer opened={isComposing} onClose={() => setIsComposing(false)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t(deleting?.type === 'announcement' ? 'news.confirmDeleteAnnouncement' : 'news.confirmDeleteNews')}
        body={t('news.confirmDeleteBody', { title: deleting?.title ?? '' })}
        confirmLabel={t('edit.delete')}
        isPending={remove.isPending}
        error={remove.error}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: (answer) => {
              showSaved(answer.message);
              setDeleting(null);
            },
          });
        }}
      />
    </div>
  );
}
