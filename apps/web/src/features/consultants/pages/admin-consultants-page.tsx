import { Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconRosetteDiscountCheck, IconUserSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSULTANT_VERIFICATION_STATUSES, type ConsultantVerificationStatus } from '@hissa/contracts/consultants';
import { showNotification } from '../../../lib/notify';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ListPagination } from '../../../components/list-pagination';
import { LtrText } from '../../../components/ltr-text';
import { PageTitle } from '../../../components/page-title';
import { QueueStatusFilter } from '../../../components/queue-status-filter';
import { errorMessage } from '../../../lib/api-client';
import { useFormatters } from '../../../lib/formatting';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  ADMIN_CONSULTANTS_PAGE_SIZE,
  useAdminConsultants,
  useSetConsultantVerification,
} from '../api/admin-consultants';
import { VerificationBadge } from '../components/verification-badge';
import classes from '../components/consultants.module.css';

/**
 * The admin's consultants (/admin/consultants; decision 043): those awaiting verification (first)
 * or verified, last changed first, each with e-mail, headline and whether the profile is
 * complete; "Verify" lists a consultant in the companies' directory, "Take back" unlists them.
 */
export function AdminConsultantsPage() {
  const { t } = useTranslation('consultants');
  const format = useFormatters();
  useDocumentTitle(t('admin.title'));
  const [status, setStatus] = useState<ConsultantVerificationStatus>('pending');
  const [page, setPage] = useState(0);
  const consultants = useAdminConsultants(status, page);
  const verification = useSetConsultantVerification();

  const decide = (consultantId: number, isVerified: boolean) =>
    verification.mutate(
      { consultantId, isVerified },
      {
        onSuccess: (answer) => showNotification({ color: 'green', message: answer.message }),
        onError: (error) => showNotification({ color: 'red', message: errorMessage(error) }),
      },
    );

  let content;
  if (consultants.isError)
    content = <ErrorState error={consultants.error} onRetry={() => void consultants.refetch()} />;
  else if (!consultants.data) content = <Skeleton height={240} radius="lg" />;
  else if (consultants.data.data.length === 0)
    content = (
      <EmptyState
        icon={<IconUserSearch size={28} />}
        title={t('admin.emptyTitle')}
        description={t(`admin.empty.${status}`)}
      />
    );
  else
    content = (
      <Stack gap="sm" component="ul" className={classes.grid} aria-label={t('admin.title')}>
        {consultants.data.data.map((consultant) => {
          const isVerified = consultant.verificationStatus === 'verified';
          return (
            <Paper key={consultant.consultantId} component="li" withBorder p="md" radius="lg" className={classes.card}>
              <Group justify="space-between" align="flex-start" gap="sm">
                <Stack gap={2} className={classes.cardBody}>
                  <Text fw={700}>
                    <bdi>{consultant.name}</bdi>
                  </Text>
                  <Text size="sm" c="dimmed">
                    <bdi>{consultant.headline}</bdi>
                  </Text>
                  <Text size="sm">
                    <LtrText>{consultant.email}</LtrText>
                  </Text>
                  <Group gap={6} mt={4}>
                    <VerificationBadge status={consultant.verificationStatus} />
                    <Badge variant="outline" color={consultant.isComplete ? 'teal' : 'gray'}>
                      {consultant.isComplete ? t('admin.complete') : t('admin.incomplete')}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      {t('admin.updated', { date: format.gregorianDate(consultant.updatedAt.slice(0, 10)) })}
                    </Text>
                  </Group>
                </Stack>
                <Button
                  variant={isVerified ? 'default' : 'filled'}
                  leftSection={isVerified ? undefined : <IconRosetteDiscountCheck size={16} aria-hidden="true" />}
                  loading={verification.isPending && verification.variables.consultantId === consultant.consultantId}
                  onClick={() => decide(consultant.consultantId, !isVerified)}
                  aria-label={t(isVerified ? 'admin.unverifyNamed' : 'admin.verifyNamed', { name: consultant.name })}
                >
                  {isVerified ? t('admin.unverify') : t('admin.verify')}
                </Button>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    );

  return (
    <Stack gap="lg">
      <PageTitle title={t('admin.title')} subtitle={t('admin.subtitle')} />
      <QueueStatusFilter
        label={t('admin.statusLabel')}
        value={status}
        options={CONSULTANT_VERIFICATION_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
        onChange={(next) => {
          setStatus(next);
          setPage(0);
        }}
        total={
          consultants.data
            ? t('admin.total', { count: consultants.data.total, total: format.number(consultants.data.total) })
            : undefined
        }
      />
      {content}
      {consultants.data && consultants.data.total > ADMIN_CONSULTANTS_PAGE_SIZE && (
        <ListPagination
          page={page + 1}
          totalPages={Math.ceil(consultants.data.total / ADMIN_CONSULTANTS_PAGE_SIZE)}
          onChange={(next) => setPage(next - 1)}
          label={t('admin.pages')}
        />
      )}
    </Stack>
  );
}
