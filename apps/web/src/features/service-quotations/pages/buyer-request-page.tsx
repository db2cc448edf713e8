import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  Rating,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowLeft, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  QUOTATION_PAGES,
  QuotationRequestDetailsSchema,
  ReviewQuotationSchema,
  type BuyerQuotation,
  type BuyerRequestDetail,
} from '@hissa/contracts/services-marketplace/quotations';
import { riyadhToday } from '@hissa/contracts/trading/trading-rules';
import { showNotification } from '../../../lib/notify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { NotFoundState } from '../../../components/not-found-state';
import { PageTitle } from '../../../components/page-title';
import { ApiError } from '../../../lib/api-client';
import { contractFormSchema } from '../../../lib/contract-form-schema';
import { useFormatters } from '../../../lib/formatting';
import { readRouteId } from '../../../lib/route-id';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useValidatedForm } from '../../../lib/use-validated-form';
import {
  useBuyerRequest,
  useDecideQuotation,
  useDeleteQuotationRequest,
  useReviewQuotation,
  useUpdateQuotationRequest,
} from '../api/quotations-api';
import {
  AttachmentLinks,
  ProviderRating,
  QuotationStatusBadge,
  useSarFromHalalas,
  useVatRate,
} from '../components/quotation-bits';
import classes from '../components/quotations.module.css';

type Decision = { quotation: BuyerQuotation; decision: 'accept' | 'decline' };

/**
 * One of the buyer's quotation requests (/sp/requests/:requestId; decision 018): the request,
 * then every provider's quotation side by side (price, VAT, total, delivery, provider, rating,
 * status) with accept and decline; edit and delete while nothing is accepted; rate and review a
 * completed engagement.
 */
export function BuyerRequestPage() {
  const { t } = useTranslation('serviceQuotations');
  const requestId = readRouteId(useParams().requestId);
  const request = useBuyerRequest(requestId ?? 0);
  useDocumentTitle(request.data?.data.title ?? t('buyer.title'));
  if (requestId === null)
    return (
      <NotFoundState
        title={t('notFound.title')}
        description={t('notFound.text')}
        browseLabel={t('buyer.back')}
        browseTo={QUOTATION_PAGES.buyerRequests}
      />
    );
  if (request.isError)
    return request.error instanceof ApiError && request.error.status === 404 ? (
      <NotFoundState
        title={t('notFound.title')}
        description={t('notFound.text')}
        browseLabel={t('buyer.back')}
        browseTo={QUOTATION_PAGES.buyerRequests}
      />
    ) : (
      <ErrorState error={request.error} onRetry={() => void request.refetch()} />
    );
  if (!request.data)
    return (
      <div className={classes.page}>
        <Skeleton height={400} radius="lg" />
      </div>
    );
  return <RequestDetail detail={request.data.data} />;
}

function RequestDetail({ detail }: { detail: BuyerRequestDetail }) {
  const { t } = useTranslation('serviceQuotations');
  const format = useFormatters();
  const sar = useSarFromHalalas();
  const rate = useVatRate();
  const navigate = useNavigate();
  const decide = useDecideQuotation();
  const remove = useDeleteQuotationRequest();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const [isEditing, setIsEditing] = useState(false);
  const [reviewing, setReviewing] = useState<BuyerQuotation | null>(null);
  /** The server's 409 on a decision (e.g. the provider changed the answer): shown above the quotations, which are fetched again. */
  const [conflict, setConflict] = useState<string | null>(null);

  return (
    <div className={classes.page}>
      <Anchor component={Link} to={QUOTATION_PAGES.buyerRequests} size="sm">
        <Group gap={6}>
          <IconArrowLeft size={16} aria-hidden="true" className="flip-rtl" />
          {t('buyer.back')}
        </Group>
      </Anchor>
      <div className={classes.header}>
        <PageTitle
          title={detail.title}
          subtitle={`${t('common.requestedOn', { date: format.dateTime(detail.createdAt) })} · ${t('list.deadline', {
            date: format.gregorianDate(detail.submissionDeadline),
          })}`}
        />
        {detail.canEdit && (
          <Group gap="sm">
            <Button variant="default" onClick={() => setIsEditing(true)}>
              {t('buyer.edit')}
            </Button>
            <Button variant="light" color="red" onClick={() => setIsDeleting(true)}>
              {t('buyer.delete')}
            </Button>
          </Group>
        )}
      </div>
      <section className={classes.panel} aria-labelledby="request-description">
        <Stack gap="sm">
          <Title order={2} size="h4" id="request-description">
            {t('buyer.description')}
          </Title>
          <Text className={classes.message}>{detail.description}</Text>
          <AttachmentLinks files={detail.attachments} />
        </Stack>
      </section>
      <section aria-labelledby="compare-heading">
        <Title order={2} size="h3" id="compare-heading" mb="md">
          {t('buyer.compare')}
        </Title>
        {conflict && (
          <Alert
            color="yellow"
            role="alert"
            mb="md"
            withCloseButton
            closeButtonLabel={t('common.dismiss')}
            onClose={() => setConflict(null)}
          >
            {conflict}
          </Alert>
        )}
        {detail.quotations.length === 0 ? (
          <Text c="dimmed">{t('buyer.none')}</Text>
        ) : (
          <div className={classes.compare}>
            {detail.quotations.map((quotation) => (
              <article
                key={quotation.id}
                className={`${classes.card} ${quotation.status === 'accepted' || quotation.status === 'completed' ? classes.chosen : ''} ${
                  quotation.status === 'expired' || quotation.status === 'declined' ? classes.inactive : ''
                }`}
                aria-label={quotation.providerName}
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Title order={3} size="h5">
                    {quotation.providerName}
                  </Title>
                  <QuotationStatusBadge status={quotation.status} />
                </Group>
                <ProviderRating rating={quotation.providerRating} count={quotation.providerReviewCount} />
                {!quotation.providerRegistered && (
                  <Text size="sm" c="dimmed">
                    {t('buyer.notRegistered')}
                  </Text>
                )}
                {quotation.response ? (
                  <>
                    <dl className={classes.figures}>
                      <dt>{t('buyer.price')}</dt>
                      <dd>{sar(quotation.response.priceHalalas)}</dd>
                      <dt>{t('buyer.vat', { rate })}</dt>
                      <dd>{sar(quotation.response.vatHalalas)}</dd>
                      <dt>
                        <strong>{t('buyer.totalLabel')}</strong>
                      </dt>
                      <dd>
                        <strong>{sar(quotation.response.totalHalalas)}</strong>
                      </dd>
                      <dt>{t('buyer.delivery')}</dt>
                      <dd>
                        {t('buyer.days', {
                          count: quotation.response.deliveryDays,
                          formattedCount: format.number(quotation.response.deliveryDays),
                        })}
                      </dd>
                    </dl>
                    <Text size="sm" className={classes.message}>
                      {quotation.response.message}
                    </Text>
                    <AttachmentLinks files={quotation.response.attachments} />
                  </>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('buyer.awaiting')}
                  </Text>
                )}
                {quotation.review && (
                  <Stack gap={4}>
                    <Group gap={6}>
                      <IconRosetteDiscountCheck size={18} aria-hidden="true" color="var(--mantine-color-teal-7)" />
                      <Text size="sm" fw={600}>
                        {t('buyer.verified')}
                      </Text>
                    </Group>
                    <Rating value={quotation.review.rating} readOnly size="sm" aria-hidden="true" />
                    <VisuallyHidden>{`${t('buyer.yourReview')}: ${quotation.review.rating}/5`}</VisuallyHidden>
                    <Text size="sm" className={classes.message}>
                      {quotation.review.comment}
                    </Text>
                  </Stack>
                )}
                {quotation.status === 'accepted' && (
                  <Text size="sm" c="dimmed">
                    {t('buyer.waitingCompletion')}
                  </Text>
                )}
                <Group gap="sm" mt="auto">
                  {quotation.canAccept && (
                    <Button onClick={() => setDecision({ quotation, decision: 'accept' })}>{t('buyer.accept')}</Button>
                  )}
                  {quotation.canDecline && (
                    <Button variant="default" onClick={() => setDecision({ quotation, decision: 'decline' })}>
                      {t('buyer.decline')}
                    </Button>
                  )}
                  {quotation.canReview && <Button onClick={() => setReviewing(quotation)}>{t('buyer.review')}</Button>}
                </Group>
              </article>
            ))}
          </div>
        )}
      </section>
      <ConfirmDialog
        opened={decision !== null}
        title={decision?.decision === 'accept' ? t('buyer.acceptTitle') : t('buyer.declineTitle')}
        body={
          decision?.decision === 'accept'
            ? t('buyer.acceptText', {
                provider: decision.quotation.providerName,
                total: sar(decision.quotation.response?.totalHalalas ?? 0),
              })
            : t('buyer.declineText', { provider: decision?.quotation.providerName ?? '' })
        }
        confirmLabel={decision?.decision === 'accept' ? t('buyer.accept') : t('buyer.decline')}
        color={decision?.decision === 'accept' ? 'brand' : 'red'}
        isPending={decide.isPending}
        error={decide.error}
        onClose={() => {
          setDecision(null);
          decide.reset();
        }}
        onConfirm={() =>
          decision &&
          decide.mutate(
            {
              quotationId: decision.quotation.id,
              decision: decision.decision,
              respondedAt: decision.quotation.response?.respondedAt ?? '',
            },
            {
              onSuccess: (answer) => {
                showNotification({ color: 'green', message: answer.message });
                setConflict(null);
                setDecision(null);
              },
              onError: (error) => {
                // a 409 means the quotations changed under the buyer: they are fetched again (the
                // mutation re-reads every quotations query) and the reason stays on the page
                if (error instanceof ApiError && error.status === 409) {
                  setConflict(error.message);
                  setDecision(null);
                  decide.reset();
                }
              },
            },
          )
        }
      />
      <ConfirmDialog
        opened={isDeleting}
        title={t('buyer.deleteTitle')}
        body={t('buyer.deleteText')}
        confirmLabel={t('buyer.delete')}
        isPending={remove.isPending}
        error={remove.error}
        onClose={() => setIsDeleting(false)}
        onConfirm={() =>
          remove.mutate(detail.id, {
            onSuccess: (answer) => {
              showNotification({ color: 'green', message: answer.message });
              void navigate(QUOTATION_PAGES.buyerRequests);
            },
          })
        }
      />
      {isEditing && <EditRequestDialog detail={detail} onClose={() => setIsEditing(false)} />}
      {reviewing && <ReviewDialog quotation={reviewing} onClose={() => setReviewing(null)} />}
    </div>
  );
}

type EditValues = { title: string; description: string; submissionDeadline: string };
const editSchema = contractFormSchema(QuotationRequestDetailsSchema, (values: EditValues) => values);

/** Changes title, description and deadline (while nothing is accepted). */
function EditRequestDialog({ detail, onClose }: { detail: BuyerRequestDetail; onClose: () => void }) {
  const { t } = useTranslation('serviceQuotations');
  const update = useUpdateQuotationRequest(detail.id);
  const { inputProps, onSubmit, applyServerErrors } = useValidatedForm<EditValues>({
    schema: editSchema,
    initialValues: {
      title: detail.title,
      description: detail.description,
      submissionDeadline: detail.submissionDeadline,
    },
  });
  return (
    <Modal opened onClose={onClose} title={t('buyer.edit')} size="lg">
      <form
        noValidate
        onSubmit={onSubmit((values) =>
          update.mutate(values, {
            onSuccess: (answer) => {
              showNotification({ color: 'green', message: answer.message });
              onClose();
            },
            onError: applyServerErrors,
          }),
        )}
      >
        <Stack gap="md">
          <TextInput {...inputProps('title')} label={t('form.titleLabel')} required />
          <Textarea {...inputProps('description')} label={t('form.descriptionLabel')} required autosize minRows={4} />
          <TextInput
            {...inputProps('submissionDeadline')}
            type="date"
            min={riyadhToday()}
            label={t('form.deadlineLabel')}
            description={t('form.deadlineHint')}
            required
          />
          {update.isError && !(update.error instanceof ApiError && update.error.fieldErrors.length > 0) && (
            <ErrorState error={update.error} />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('buyer.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

type ReviewValues = { comment: string };

/** Rates (1–5) and reviews a completed engagement; refused by the server before completion. */
function ReviewDialog({ quotation, onClose }: { quotation: BuyerQuotation; onClose: () => void }) {
  const { t } = useTranslation('serviceQuotations');
  const review = useReviewQuotation();
  const [rating, setRating] = useState(0);
  const schema = contractFormSchema(ReviewQuotationSchema, (values: ReviewValues) => ({ ...values, rating }));
  const [isAttempted, setIsAttempted] = useState(false);
  const { inputProps, onSubmit, applyServerErrors, clientErrors, translate } = useValidatedForm<ReviewValues>({
    schema,
    initialValues: { comment: '' },
  });
  return (
    <Modal opened onClose={onClose} title={t('buyer.reviewTitle', { provider: quotation.providerName })}>
      <form
        noValidate
        onSubmit={onSubmit((values) =>
          review.mutate(
            { quotationId: quotation.id, body: { rating, comment: values.comment } },
            {
              onSuccess: (answer) => {
                showNotification({ color: 'green', message: answer.message });
                onClose();
              },
              onError: applyServerErrors,
            },
          ),
        )}
      >
        <Stack gap="md">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="rating-label">
              {t('buyer.ratingLabel')}
            </Text>
            <Rating value={rating} onChange={setRating} size="lg" aria-labelledby="rating-label" />
            {isAttempted && clientErrors.has('rating') && (
              <Text size="xs" c="red">
                {translate(clientErrors.get('rating') ?? '')}
              </Text>
            )}
          </Stack>
          <Textarea {...inputProps('comment')} label={t('buyer.commentLabel')} required autosize minRows={4} />
          {review.isError && <Alert color="red">{review.error.message}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={review.isPending} onClick={() => setIsAttempted(true)}>
              {t('buyer.submitReview')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
