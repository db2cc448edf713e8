import { Alert, Anchor, Button, Group, Rating, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QUOTATION_PAGES, type ProviderQuotationDetail } from '@hissa/contracts/services-marketplace/quotations';
import { showNotification } from '../../../lib/notify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { NotFoundState } from '../../../components/not-found-state';
import { PageTitle } from '../../../components/page-title';
import { ApiError } from '../../../lib/api-client';
import { useFormatters } from '../../../lib/formatting';
import { readRouteId } from '../../../lib/route-id';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProviderAction, useProviderQuotation, useRespondQuotation } from '../api/quotations-api';
import { AttachmentLinks, QuotationStatusBadge, useSarFromHalalas, useVatRate } from '../components/quotation-bits';
import classes from '../components/quotations.module.css';
import { RespondForm } from '../components/respond-form';

/**
 * One service quotation of the provider (/sp/quotations/:quotationId; decision 018): the buyer's
 * request with its files, and the provider's quotation: answer (price in SAR with the 15 % VAT
 * shown, delivery days, message, one file), change or withdraw it while not accepted, mark an
 * accepted engagement complete. Expired requests are shown inactive and cannot be answered.
 */
export function ProviderQuotationPage() {
  const { t } = useTranslation('serviceQuotations');
  const quotationId = readRouteId(useParams().quotationId);
  const quotation = useProviderQuotation(quotationId ?? 0);
  useDocumentTitle(quotation.data?.data.title ?? t('provider.title'));
  const notFound = (
    <NotFoundState
      title={t('notFound.title')}
      description={t('notFound.text')}
      browseLabel={t('provider.back')}
      browseTo={QUOTATION_PAGES.providerInbox}
    />
  );
  if (quotationId === null) return notFound;
  if (quotation.isError)
    return quotation.error instanceof ApiError && quotation.error.status === 404 ? (
      notFound
    ) : (
      <ErrorState error={quotation.error} onRetry={() => void quotation.refetch()} />
    );
  if (!quotation.data)
    return (
      <div className={classes.page}>
        <Skeleton height={400} radius="lg" />
      </div>
    );
  return <QuotationDetail detail={quotation.data.data} />;
}

function QuotationDetail({ detail }: { detail: ProviderQuotationDetail }) {
  const { t } = useTranslation('serviceQuotations');
  const format = useFormatters();
  const sar = useSarFromHalalas();
  const rate = useVatRate();
  const action = useProviderAction(detail.id);
  const respond = useRespondQuotation(detail.id);
  const [confirming, setConfirming] = useState<'withdraw' | 'complete' | null>(null);
  const [isEditing, setIsEditing] = useState(false);
  const isInactive = detail.status === 'expired' || detail.status === 'declined';

  return (
    <div className={classes.page}>
      <Anchor component={Link} to={QUOTATION_PAGES.providerInbox} size="sm">
        <Group gap={6}>
          <IconArrowLeft size={16} aria-hidden="true" className="flip-rtl" />
          {t('provider.back')}
        </Group>
      </Anchor>
      <div className={classes.header}>
        <PageTitle title={detail.title} subtitle={t('list.requester', { name: detail.requesterName })} />
        <QuotationStatusBadge status={detail.status} />
      </div>
      <section className={`${classes.panel} ${isInactive ? classes.inactive : ''}`} aria-labelledby="request-heading">
        <Stack gap="sm">
          <Title order={2} size="h4" id="request-heading">
            {t('provider.request')}
          </Title>
          <dl className={classes.figures}>
            <dt>{t('provider.deadline')}</dt>
            <dd>{format.gregorianDate(detail.submissionDeadline)}</dd>
            <dt>{t('provider.received')}</dt>
            <dd>{format.dateTime(detail.createdAt)}</dd>
          </dl>
          <Text className={classes.message}>{detail.description}</Text>
          <AttachmentLinks files={detail.requestAttachments} />
        </Stack>
      </section>
      <section className={classes.panel} aria-labelledby="response-heading">
        <Stack gap="md">
          <Title order={2} size="h4" id="response-heading">
            {t('provider.respondTitle')}
          </Title>
          {detail.status === 'expired' && <Alert color="gray">{t('provider.expiredNote')}</Alert>}
          {detail.response && !isEditing && (
            <>
              <dl className={classes.figures}>
                <dt>{t('buyer.price')}</dt>
                <dd>{sar(detail.response.priceHalalas)}</dd>
                <dt>{t('buyer.vat', { rate })}</dt>
                <dd>{sar(detail.response.vatHalalas)}</dd>
                <dt>
                  <strong>{t('buyer.totalLabel')}</strong>
                </dt>
                <dd>
                  <strong>{sar(detail.response.totalHalalas)}</strong>
                </dd>
                <dt>{t('buyer.delivery')}</dt>
                <dd>
                  {t('buyer.days', {
                    count: detail.response.deliveryDays,
                    formattedCount: format.number(detail.response.deliveryDays),
                  })}
                </dd>
              </dl>
              <Text className={classes.message}>{detail.response.message}</Text>
              <AttachmentLinks files={detail.response.attachments} />
            </>
          )}
          {(detail.canRespond || isEditing) && (
            <RespondForm
              response={detail.response}
              mutation={respond}
              submitLabel={detail.response ? t('provider.update') : t('provider.send')}
              onDone={() => setIsEditing(false)}
              onCancel={isEditing ? () => setIsEditing(false) : undefined}
            />
          )}
          {!isEditing && (
            <Group gap="sm">
              {detail.canEditResponse && (
                <>
                  <Button variant="default" onClick={() => setIsEditing(true)}>
                    {t('provider.update')}
                  </Button>
                  <Button variant="light" color="red" onClick={() => setConfirming('withdraw')}>
                    {t('provider.withdraw')}
                  </Button>
                </>
              )}
              {detail.canComplete && (
                <Button onClick={() => setConfirming('complete')}>{t('provider.complete')}</Button>
              )}
            </Group>
          )}
          {detail.review && (
            <Stack gap={4}>
              <Text fw={600}>{t('provider.buyerReview')}</Text>
              <Rating value={detail.review.rating} readOnly aria-hidden="true" />
              <VisuallyHidden>{`${detail.review.rating}/5`}</VisuallyHidden>
              <Text className={classes.message}>{detail.review.comment}</Text>
            </Stack>
          )}
        </Stack>
      </section>
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming === 'complete' ? t('provider.completeTitle') : t('provider.withdrawTitle')}
        body={confirming === 'complete' ? t('provider.completeText') : t('provider.withdrawText')}
        confirmLabel={confirming === 'complete' ? t('provider.complete') : t('provider.withdraw')}
        color={confirming === 'complete' ? 'brand' : 'red'}
        isPending={action.isPending}
        error={action.error}
        onClose={() => {
          setConfirming(null);
          action.reset();
        }}
        onConfirm={() =>
          confirming &&
          action.mutate(confirming, {
            onSuccess: (answer) => {
              showNotification({ color: 'green', message: answer.message });
              setConfirming(null);
            },
          })
        }
      />
    </div>
  );
}
