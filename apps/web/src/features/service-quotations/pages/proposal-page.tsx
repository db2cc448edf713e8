import { Alert, Anchor, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { QUOTATION_PAGES, type ProposalTarget } from '@hissa/contracts/services-marketplace/quotations';
import { ErrorState } from '../../../components/error-state';
import { NotFoundState } from '../../../components/not-found-state';
import { PageTitle } from '../../../components/page-title';
import { ApiError } from '../../../lib/api-client';
import { useFormatters } from '../../../lib/formatting';
import { readRouteId } from '../../../lib/route-id';
import { REQUIREMENT_PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProposalTarget, useSendProposal } from '../api/quotations-api';
import { useVatRate } from '../components/quotation-bits';
import classes from '../components/quotations.module.css';
import { RespondForm } from '../components/respond-form';

/**
 * A provider user's proposal on an open public requirement
 * (/sp/public/requirements/:requirementId/propose; decision 018): the requirement, then the
 * answer form (price in SAR with VAT 15 % and total shown, delivery days, message, one file).
 * Sending opens the new quotation in the provider's service quotations; the buyer compares it with
 * the others on their request. A closed requirement, or one the provider already has a quotation
 * on, shows why and links to that quotation. 404s (private, absent, account not linked to a
 * provider) show the server's reason.
 */
export function ProposalPage() {
  const { t } = useTranslation('serviceQuotations');
  const requirementId = readRouteId(useParams().requirementId);
  const target = useProposalTarget(requirementId ?? 0);
  useDocumentTitle(t('proposal.title'));
  const notFound = (description: string) => (
    <NotFoundState
      title={t('proposal.notFoundTitle')}
      description={description}
      browseLabel={t('proposal.back')}
      browseTo={REQUIREMENT_PATHS.publicRequirements}
    />
  );
  if (requirementId === null) return notFound(t('proposal.notFoundText'));
  if (target.isError)
    return target.error instanceof ApiError && target.error.status === 404 ? (
      notFound(target.error.message)
    ) : (
      <ErrorState error={target.error} onRetry={() => void target.refetch()} />
    );
  if (!target.data)
    return (
      <div className={classes.page}>
        <Skeleton height={420} radius="lg" />
      </div>
    );
  return <Proposal target={target.data.data} />;
}

function Proposal({ target }: { target: ProposalTarget }) {
  const { t } = useTranslation('serviceQuotations');
  const format = useFormatters();
  const navigate = useNavigate();
  const send = useSendProposal(target.requirementId);
  const rate = useVatRate();

  return (
    <div className={`${classes.page} ${classes.narrow}`}>
      <Anchor component={Link} to={REQUIREMENT_PATHS.publicRequirements} size="sm">
        <Group gap={6}>
          <IconArrowLeft size={16} aria-hidden="true" className="flip-rtl" />
          {t('proposal.back')}
        </Group>
      </Anchor>
      <PageTitle title={t('proposal.title')} subtitle={t('proposal.subtitle')} />
      <section className={classes.panel} aria-labelledby="requirement-heading">
        <Stack gap="xs">
          <Group gap="xs" justify="space-between">
            <Badge variant="light">{t('proposal.requirement')}</Badge>
            <Text size="sm" c="dimmed">
              {t('proposal.posted', { date: format.dateTime(target.createdAt) })}
            </Text>
          </Group>
          <Title order={2} size="h4" id="requirement-heading">
            {target.title}
          </Title>
          <Text className={classes.message}>{target.description}</Text>
        </Stack>
      </section>
      <section className={classes.panel} aria-labelledby="proposal-heading">
        <Stack gap="md">
          <Title order={2} size="h4" id="proposal-heading">
            {t('proposal.yours')}
          </Title>
          {target.quotationId !== null ? (
            <Alert color="blue">
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{t('proposal.already')}</Text>
                <Button component={Link} to={QUOTATION_PAGES.providerQuotation(target.quotationId)} size="xs">
                  {t('proposal.open')}
                </Button>
              </Stack>
            </Alert>
          ) : !target.isOpen ? (
            <Alert color="gray">{t('proposal.closed')}</Alert>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {t('proposal.hint', { rate })}
              </Text>
              <RespondForm
                response={null}
                mutation={send}
                submitLabel={t('proposal.send')}
                onDone={(answer) => void navigate(QUOTATION_PAGES.providerQuotation(answer.data.id))}
              />
            </>
          )}
        </Stack>
      </section>
    </div>
  );
}
