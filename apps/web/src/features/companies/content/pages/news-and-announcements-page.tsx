import { Button, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewsItem } from '@hissa/contracts/company-profile';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useDeleteNews } from '../api/publish-news';
import classes from '../components/company-profile.module.css';
import { NewsComposer } from '../components/news-composer';
import { NewsFeed } from '../components/news-feed';
import { useConfirmedDelete } from '../../../../lib/use-confirmed-delete';
import { DeleteButton } from '../components/delete-button';
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
  const deletion = useConfirmedDelete(useDeleteNews(), (item: NewsItem) => item.id, showSaved);
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
          <DeleteButton
            label={t('edit.delete')}
            ariaLabel={t('edit.deleteNamed', { name: item.title })}
            onClick={() => deletion.ask(item)}
          />
        )}
      />
      <NewsComposer opened={isComposing} onClose={() => setIsComposing(false)} />
      <ConfirmDialog
        {...deletion.dialogProps}
        title={t(
          deletion.target?.type === 'announcement' ? 'news.confirmDeleteAnnouncement' : 'news.confirmDeleteNews',
        )}
        body={t('news.confirmDeleteBody', { title: deletion.target?.title ?? '' })}
        confirmLabel={t('edit.delete')}
      />
    </div>
  );
}
