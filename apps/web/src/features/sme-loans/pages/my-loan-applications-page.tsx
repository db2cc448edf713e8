import { Alert, Button, Card, Group, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOAN_PACKAGES } from '@hissa/contracts/billing/catalog';
import { type LoanApplication, SME_LOAN_PATHS } from '@hissa/contracts/sme-loans/loan-application';
import { showNotification } from '../../../lib/notify';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageTitle } from '../../../components/page-title';
import { useLanguage } from '../../../i18n/use-language';
import { useFormatters } from '../../../lib/formatting';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMyApplications, useReply } from '../api/loans-api';
import { LoanStatusBadge, LoanTimeline } from '../components/loan-timeline';

/**
 * My loan applications (/dashboard/company/loan-applications; decision 026): each with its
 * status, amount, package (and the way to pay it while unpaid), the timeline, and the answer
 * form when the team asks for more information; a draft leads back to the wizard.
 */
export function MyLoanApplicationsPage() {
  const { t } = useTranslation('smeLoans');
  useDocumentTitle(t('mine.title'));
  const mine = useMyApplications();
  const list = mine.data?.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <PageTitle title={t('mine.title')} subtitle={t('mine.subtitle')} />
        <Button component={Link} to={SME_LOAN_PATHS.apply}>
          {t('mine.apply')}
        </Button>
      </Group>
      {mine.isError ? (
        <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />
      ) : !list ? (
        <Skeleton height={240} radius="md" />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<IconBuildingBank size={28} />}
          title={t('mine.empty')}
          description={t('landing.subtitle')}
          action={
            <Button component={Link} to={SME_LOAN_PATHS.landing}>
              {t('landing.apply')}
            </Button>
          }
        />
      ) : (
        list.map((application) => <ApplicationCard key={application.id} application={application} />)
      )}
    </Stack>
  );
}

function ApplicationCard({ application }: { application: LoanApplication }) {
  const { t } = useTranslation('smeLoans');
  const { language } = useLanguage();
  const format = useFormatters();
  const chosen = LOAN_PACKAGES.find((item) => item.code === application.packageCode);
  const payment = application.packagePayment;
  const { values } = application;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={`loan-${application.id}`}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} size="h4" id={`loan-${application.id}`} dir="auto">
              {values.companyName || t('mine.untitled')}
            </Title>
            <Text size="sm" c="dimmed">
              {application.reference}
              {application.submittedAt &&
                ` · ${t('mine.submittedOn', { date: format.gregorianDate(application.submittedAt.slice(0, 10)) })}`}
            </Text>
          </div>
          <LoanStatusBadge status={application.status} />
        </Group>
        {values.loanAmount && (
          <Text size="sm">
            {t('payment.loan')}: <b>{format.sar(values.loanAmount)}</b>
            {values.loanPurpose && ` · ${t(`purposes.${values.loanPurpose}` as 'purposes.microfinance')}`}
          </Text>
        )}
        {chosen && (
          <Group gap="sm">
            <Text size="sm">
              {t('payment.package')}: {language === 'ar' ? chosen.nameAr : chosen.nameEn} ·{' '}
              {application.packagePaidAt ? t('mine.packagePaid') : t('mine.packageAwaiting')}
            </Text>
            {payment && !application.packagePaidAt && payment.status !== 'cancelled' && (
              <Button component={Link} to={payment.paymentPagePath} size="compact-sm">
                {t('mine.pay')}
              </Button>
            )}
          </Group>
        )}
        {application.status === 'draft' ? (
          <Group>
            <Button component={Link} to={SME_LOAN_PATHS.apply} variant="light">
              {t('mine.continue')}
            </Button>
          </Group>
        ) : (
          <div>
            <Title order={3} size="h5" mb="xs">
              {t('mine.timeline')}
            </Title>
            <LoanTimeline timeline={application.timeline} />
          </div>
        )}
        {application.status === 'information_requested' && <ReplyForm applicationId={application.id} />}
      </Stack>
    </Card>
  );
}

/** The answer to the team's information request (sends the application back under review). */
function ReplyForm({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('smeLoans');
  const reply = useReply();
  const [note, setNote] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        reply.mutate(
          { applicationId, note },
          { onSuccess: (result) => showNotification({ color: 'teal', message: result.message }) },
        );
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={t('mine.replyLabel')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          autosize
          minRows={3}
          maxLength={2000}
        />
        {reply.error && <Alert color="red">{reply.error.message}</Alert>}
        <Group>
          <Button type="submit" loading={reply.isPending} disabled={note.trim() === ''}>
            {t('mine.replySend')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
