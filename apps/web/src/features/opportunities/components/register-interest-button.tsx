import { Button, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHandFinger } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { INTEREST_ROUND_STATUSES, INTEREST_USER_TYPES } from '@hissa/contracts/funding-opportunities';
import type { FundingRoundStatus } from '@hissa/contracts/funding';
import { getLastEndReason, useSession } from '../../../lib/session/session';
import { loginPathFrom } from '../../../lib/session/landing-path';
import type { InterestRound } from './register-interest-dialog';

/** The register-interest dialog, fetched when a signed-in investor opens it (decision 064). */
const RegisterInterestDialog = lazy(async () => ({
  default: (await import('./register-interest-dialog')).RegisterInterestDialog,
}));

/**
 * "Register interest" on a funding round (RegisterInterestEndpoint): for signed-in shareholders and
 * investors it opens the dialog while the round takes interest (upcoming or open; otherwise it is
 * disabled and says why); visitors are sent to sign in and come back; other account types
 * (companies, buyers) do not see it.
 */
export function RegisterInterestButton({
  round,
  status,
  fullWidth = false,
}: {
  round: InterestRound;
  status: string;
  fullWidth?: boolean;
}) {
  const { t } = useTranslation('opportunities');
  const session = useSession();
  const { pathname, search } = useLocation();
  const [opened, dialog] = useDisclosure(false);

  if (!session) {
    return (
      <Button
        component={Link}
        to={loginPathFrom(`${pathname}${search}`, getLastEndReason())}
        variant="light"
        fullWidth={fullWidth}
      >
        {t('interest.signInToRegister')}
      </Button>
    );
  }
  if (!INTEREST_USER_TYPES.includes(session.claims.type)) return null;
  const isTakingInterest = INTEREST_ROUND_STATUSES.some((code: FundingRoundStatus) => code === status);
  if (!isTakingInterest) {
    return (
      <Tooltip label={t('interest.notTaking')}>
        <Button
          variant="default"
          data-disabled
          fullWidth={fullWidth}
          onClick={(event) => event.preventDefault()}
          aria-disabled="true"
        >
          {t('interest.register')}
        </Button>
      </Tooltip>
    );
  }
  return (
    <>
      <Button
        leftSection={<IconHandFinger size={16} aria-hidden="true" />}
        onClick={dialog.open}
        fullWidth={fullWidth}
        aria-label={t('interest.registerIn', { round: round.roundName, company: round.companyName })}
      >
        {t('interest.register')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <RegisterInterestDialog opened={opened} onClose={dialog.close} round={round} />
        </Suspense>
      )}
    </>
  );
}
