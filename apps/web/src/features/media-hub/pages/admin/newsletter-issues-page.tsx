import { Anchor, Badge, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NewsletterIssueStatus } from '@hissa/contracts/media/newsletter-issues';
import { useFormatters } from '../../../../lib/formatting';
import { MEDIA_ADMIN_PATHS } from '../../../../lib/routes';
import { useNewsletterIssues } from '../../api/media-admin-api';
import { AdminListFrame } from '../../admin/admin-list-frame';
import { useLocalized } from '../../components/use-localized';

const STATUS_COLOR: Record<NewsletterIssueStatus, string> = { draft: 'gray', sending: 'blue', sent: 'green' };

/** The newsletter issues (/admin/newsroom/newsletter-issues; decision 040): newest first, with their sending state. */
export function NewsletterIssuesPage() {
  const { t } = useTranslation('mediaHub');
  const localized = useLocalized();
  const format = useFormatters();
  const [page, setPage] = useState(0);
  const issues = useNewsletterIssues(page);
  return (
    <AdminListFrame
      title={t('admin.issue.listTitle')}
      subtitle={t('admin.issue.listSubtitle')}
      newLabel={t('admin.issue.new')}
      newTo={`${MEDIA_ADMIN_PATHS.newsletterIssues}/new`}
      query={issues}
      page={page}
      onPageChange={setPage}
    >
      {(rows) => (
        <Table striped verticalSpacing="sm" miw={720}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.issue.subject')}</Table.Th>
              <Table.Th>{t('admin.status')}</Table.Th>
              <Table.Th>{t('admin.issue.recipients')}</Table.Th>
              <Table.Th>{t('admin.issue.sentAt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Anchor component={Link} to={`${MEDIA_ADMIN_PATHS.newsletterIssues}/${row.id}`}>
                    {localized(row.subjectEn, row.subjectAr)}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={STATUS_COLOR[row.status]} c="dark.7">
                    {t(`admin.issue.statuses.${row.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{row.recipientCount === null ? '—' : format.number(row.recipientCount)}</Table.Td>
                <Table.Td>{row.sentAt ? format.dateTime(row.sentAt) : '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </AdminListFrame>
  );
}
