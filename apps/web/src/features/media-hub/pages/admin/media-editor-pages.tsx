import { useTranslation } from 'react-i18next';
import { MEDIA_ADMIN_PATHS } from '../../../../lib/routes';
import { useAdminEpisode, useAdminEvent, useAdminReport, useNewsletterIssue } from '../../api/media-admin-api';
import { EditorFrame, useEditedId } from '../../admin/editor-frame';
import { EpisodeForm } from '../../admin/episode-form';
import { EventForm } from '../../admin/event-form';
import { IssueForm } from '../../admin/issue-form';
import { ReportForm } from '../../admin/report-form';

/*
 * The newsroom's media editors (decision 040): `.../new` for a new item, `.../:itemId` to edit one.
 */

/** /admin/newsroom/events/new and /admin/newsroom/events/:itemId. */
export function EventEditorPage() {
  const { t } = useTranslation('mediaHub');
  const id = useEditedId();
  const event = useAdminEvent(id);
  return (
    <EditorFrame
      id={id}
      item={event}
      backTo={MEDIA_ADMIN_PATHS.events}
      backLabel={t('admin.event.back')}
      newTitle={t('admin.event.new')}
      editTitle={t('admin.event.edit')}
    >
      {(item) => <EventForm key={item?.id ?? 'new'} event={item} />}
    </EditorFrame>
  );
}

/** /admin/newsroom/podcasts/new and /admin/newsroom/podcasts/:itemId. */
export function EpisodeEditorPage() {
  const { t } = useTranslation('mediaHub');
  const id = useEditedId();
  const episode = useAdminEpisode(id);
  return (
    <EditorFrame
      id={id}
      item={episode}
      backTo={MEDIA_ADMIN_PATHS.podcasts}
      backLabel={t('admin.episode.back')}
      newTitle={t('admin.episode.new')}
      editTitle={t('admin.episode.edit')}
    >
      {(item) => <EpisodeForm key={item?.id ?? 'new'} episode={item} />}
    </EditorFrame>
  );
}

/** /admin/newsroom/reports/new and /admin/newsroom/reports/:itemId. */
export function ReportEditorPage() {
  const { t } = useTranslation('mediaHub');
  const id = useEditedId();
  const report = useAdminReport(id);
  return (
    <EditorFrame
      id={id}
      item={report}
      backTo={MEDIA_ADMIN_PATHS.reports}
      backLabel={t('admin.report.back')}
      newTitle={t('admin.report.new')}
      editTitle={t('admin.report.edit')}
    >
      {(item) => <ReportForm key={item?.id ?? 'new'} report={item} />}
    </EditorFrame>
  );
}

/** /admin/newsroom/newsletter-issues/new and /admin/newsroom/newsletter-issues/:itemId. */
export function IssueEditorPage() {
  const { t } = useTranslation('mediaHub');
  const id = useEditedId();
  const issue = useNewsletterIssue(id);
  return (
    <EditorFrame
      id={id}
      item={issue}
      backTo={MEDIA_ADMIN_PATHS.newsletterIssues}
      backLabel={t('admin.issue.back')}
      newTitle={t('admin.issue.new')}
      editTitle={t('admin.issue.edit')}
    >
      {(item) => <IssueForm key={item?.id ?? 'new'} issue={item} />}
    </EditorFrame>
  );
}
