import { ActionIcon, Button, Group, Skeleton, Stack, Title, Tooltip } from '@mantine/core';
import { IconCoins, IconEdit, IconPlus, IconTrash, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FundingRound } from '@hissa/contracts/funding';
import { showNotification } from '../../../lib/notify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMyCompanyFunding } from '../api/get-my-company-funding';
import { useDeleteFundingRound } from '../api/save-funding-round';
import { FundRoundDialog } from '../components/fund-round-dialog';
import { FundingFigures } from '../components/funding-profile-tab';
import { FundingProfileForm } from '../components/funding-profile-form';
import { FundingRoundsList } from '../components/funding-rounds-list';
import { RoundInterestsDrawer } from '../components/round-interests-drawer';
import { PageTitle } from '../../../components/page-title';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete';

/**
 * The company user's funding page (dashboard/company/funding-profile; MyCompanyFundingEndpoint;
 * decision 005: the company user manages its funding profile and rounds, deleting a round asks for
 * confirmation): the profile's figures and form, and the rounds with add, edit, delete (confirmed,
 * saying what is lost) and the interests registered in each.
 */
export function CompanyFundingPage() {
  const { t } = useTranslation('funding');
  useDocumentTitle(t('edit.title'));
  const funding = useMyCompanyFunding();
  const [editing, setEditing] = useState<{ round: FundingRound | null } | null>(null);
  const [showingInterests, setShowingInterests] = useState<FundingRound | null>(null);
  const deletion = useConfirmedDelete(
    useDeleteFundingRound(),
    (round: FundingRound) => round.roundId,
    (message) => showNotification({ color: 'green', message }),
  );

  const header = <PageTitle title={t('edit.title')} subtitle={t('edit.subtitle')} />;

  if (funding.isError) {
    return (
      <Stack gap="xl">
        {header}
        <ErrorState error={funding.error} onRetry={() => void funding.refetch()} />
      </Stack>
    );
  }
  if (funding.data === undefined) {
    return (
      <Stack gap="xl">
        {header}
        <Skeleton height={320} radius="lg" />
      </Stack>
    );
  }
  if (funding.data === null) {
    return (
      <Stack gap="xl">
        {header}
        <EmptyState
          icon={<IconCoins size={28} />}
          title={t('edit.noCompanyTitle')}
          description={t('edit.noCompanyText')}
        />
      </Stack>
    );
  }

  const { companyId, profile, rounds } = funding.data;

  return (
    <Stack gap="xl">
      {header}
      <Stack gap="md" component="section" aria-labelledby="funding-profile-heading">
        <Title order={2} size="h3" id="funding-profile-heading">
          {t('edit.profileHeading')}
        </Title>
        {profile && <FundingFigures profile={profile} />}
        <FundingProfileForm key={JSON.stringify(profile)} companyId={companyId} profile={profile} />
      </Stack>

      <Stack gap="md" component="section" aria-labelledby="funding-rounds-heading">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3" id="funding-rounds-heading">
            {t('edit.roundsHeading')}
          </Title>
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing({ round: null })}>
            {t('edit.addRound')}
          </Button>
        </Group>
        {rounds.length === 0 ? (
          <EmptyState
            icon={<IconCoins size={28} />}
            title={t('edit.noRoundsTitle')}
            description={t('edit.noRoundsText')}
            headingOrder={3}
            action={<Button onClick={() => setEditing({ round: null })}>{t('edit.addRound')}</Button>}
          />
        ) : (
          <FundingRoundsList
            rounds={rounds}
            caption={t('edit.roundsCaption')}
            renderActions={(round) => (
              <>
                <Tooltip label={t('edit.interestsOf', { round: round.roundName })}>
                  <ActionIcon
                    variant="light"
                    aria-label={t('edit.interestsOf', { round: round.roundName })}
                    onClick={() => setShowingInterests(round)}
                  >
                    <IconUsers size={18} aria-hidden="true" />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('edit.editRoundNamed', { round: round.roundName })}>
                  <ActionIcon
                    variant="light"
                    aria-label={t('edit.editRoundNamed', { round: round.roundName })}
                    onClick={() => setEditing({ round })}
                  >
                    <IconEdit size={18} aria-hidden="true" />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('edit.deleteRoundNamed', { round: round.roundName })}>
                  <ActionIcon
                    variant="light"
                    color="red"
                    aria-label={t('edit.deleteRoundNamed', { round: round.roundName })}
                    onClick={() => deletion.ask(round)}
                  >
                    <IconTrash size={18} aria-hidden="true" />
                  </ActionIcon>
                </Tooltip>
              </>
            )}
          />
        )}
      </Stack>

      <FundRoundDialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        companyId={companyId}
        round={editing?.round ?? null}
      />
      <ConfirmDialog
        {...deletion.dialogProps}
        title={t('edit.deleteTitle')}
        body={t('edit.deleteBody', { round: deletion.target?.roundName ?? '' })}
        confirmLabel={t('edit.deleteConfirm')}
      />
      <RoundInterestsDrawer round={showingInterests} onClose={() => setShowingInterests(null)} />
    </Stack>
  );
}
