import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessage, IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RequestSummary } from '@hissa/contracts/requests';
import { useFormatters } from '../../../lib/formatting';
import type { RequestSide } from '../api/use-requests-mutation';
import { RequestBadges } from './request-badges';
import classes from './requests.module.css';
import surfaces from '../../../components/surfaces.module.css';

/** Counts of files and answers of a request, with icons and words. */
function Counts({ request }: { request: RequestSummary }) {
  const { t } = useTranslation('requests');
  const format = useFormatters();
  return (
    <Group gap="sm" c="dimmed">
      <Group gap={4} wrap="nowrap">
        <IconPaperclip size={14} aria-hidden="true" />
        <Text size="xs">{t('list.files', { count: format.number(request.attachmentCount) })}</Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        <IconMessage size={14} aria-hidden="true" />
        <Text size="xs">{t('list.answers', { count: format.number(request.responseCount) })}</Text>
      </Group>
    </Group>
  );
}

/**
 * The rows of my-requests ('mine': who it went to) or other-requests ('others': who sent it):
 * title (a link to the request, under `basePath`), counterpart, type and status, sent date and expiry. A table
 * from 576 px, cards on phones (design.md, "Tables become cards on mobile").
 */
export function RequestsList({
  requests,
  side,
  basePath = '',
}: {
  requests: RequestSummary[];
  side: RequestSide;
  /** Where the requests' pages are ('/dashboard/consultant/other-requests/'); '' when the list is on that page. */
  basePath?: string;
}) {
  const { t } = useTranslation('requests');
  const format = useFormatters();
  const isPhone = useMediaQuery('(max-width: 575px)');
  const counterpart = (request: RequestSummary) => (side === 'mine' ? request.recipient : request.sender);
  const counterpartLabel = side === 'mine' ? t('list.columnTo') : t('list.columnFrom');
  const expiry = (request: RequestSummary) =>
    request.expiryDate ? format.gregorianDate(request.expiryDate) : t('list.noExpiry');

  if (isPhone) {
    return (
      <ul className={surfaces.cardStack} aria-label={t('list.label')}>
        {requests.map((request) => (
          <li key={request.id}>
            <Link to={`${basePath}${request.id}`} className={classes.card}>
              <Stack gap={6}>
                <Text className={classes.titleLink} c="brand.8">
                  <bdi>{request.title}</bdi>
                </Text>
                <Text size="sm">
                  {counterpartLabel}: <bdi>{counterpart(request).name}</bdi>
                </Text>
                <RequestBadges type={request.type} status={request.status} />
                <Text size="xs" c="dimmed" className={classes.meta}>
                  {t('list.columnSent')}: {format.gregorianDate(request.createdAt)} · {t('list.columnExpiry')}:{' '}
                  {expiry(request)}
                </Text>
                <Counts request={request} />
              </Stack>
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={surfaces.tableCard}>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-label={t('list.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('list.columnTitle')}</Table.Th>
              <Table.Th>{counterpartLabel}</Table.Th>
              <Table.Th>{t('list.columnStatus')}</Table.Th>
              <Table.Th>{t('list.columnSent')}</Table.Th>
              <Table.Th>{t('list.columnExpiry')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {requests.map((request) => (
              <Table.Tr key={request.id}>
                <Table.Td maw={360}>
                  <Stack gap={4}>
                    <Anchor component={Link} to={`${basePath}${request.id}`} className={classes.titleLink}>
                      <bdi>{request.title}</bdi>
                    </Anchor>
                    <Counts request={request} />
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <bdi>{counterpart(request).name}</bdi>
                </Table.Td>
                <Table.Td>
                  <RequestBadges type={request.type} status={request.status} />
                </Table.Td>
                <Table.Td className={classes.meta}>{format.gregorianDate(request.createdAt)}</Table.Td>
                <Table.Td className={classes.meta}>{expiry(request)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}
