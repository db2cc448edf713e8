import { Button } from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FOLLOWER_USER_TYPES } from '@hissa/contracts/follow';
import { showNotification } from '../../../lib/notify';
import { useSession } from '../../../lib/session/session';
import { useFollowStatus, useSetFollowing } from '../api/follow-company';

/** The confirmation, fetched when it first opens: a profile's first paint does not wait for a dialog (decision 064). */
const ConfirmDialog = lazy(async () => ({
  default: (await import('../../../components/confirm-dialog')).ConfirmDialog,
}));

/**
 * Follow / Unfollow on a company profile (FollowCompanyEndpoint, UnfollowCompanyEndpoint; both ask
 * for confirmation, following is undone by unfollowing; shareholders and investors follow
 * companies; 'followed the company'). Only signed-in shareholders and investors see it; each action
 * confirms first, and the server's message shows as a toast.
 */
export function FollowButton({ companyId }: { companyId: number }) {
  const { t } = useTranslation('following');
  const session = useSession();
  const isFollower = session !== null && FOLLOWER_USER_TYPES.includes(session.claims.type);
  const status = useFollowStatus(companyId, isFollower);
  const setFollowing = useSetFollowing();
  const [isConfirming, setIsConfirming] = useState(false);
  if (!isFollower) return null;

  const isFollowing = status.data === true;
  const confirm = () =>
    setFollowing.mutate(
      { companyId, isFollowing: !isFollowing },
      {
        onSuccess: (answer) => {
          showNotification({ color: 'green', message: answer.message });
          setIsConfirming(false);
        },
      },
    );

  return (
    <>
      <Button
        variant={isFollowing ? 'light' : 'filled'}
        leftSection={
          isFollowing ? <IconCheck size={16} aria-hidden="true" /> : <IconPlus size={16} aria-hidden="true" />
        }
        loading={status.isPending}
        onClick={() => {
          setFollowing.reset();
          setIsConfirming(true);
        }}
      >
        {isFollowing ? t('button.following') : t('button.follow')}
      </Button>
      {isConfirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            opened
            title={isFollowing ? t('confirm.unfollowTitle') : t('confirm.followTitle')}
            body={isFollowing ? t('confirm.unfollowBody') : t('confirm.followBody')}
            confirmLabel={isFollowing ? t('confirm.unfollow') : t('confirm.follow')}
            color={isFollowing ? 'red' : 'brand'}
            isPending={setFollowing.isPending}
            error={setFollowing.error}
            onConfirm={confirm}
            onClose={() => setIsConfirming(false)}
          />
        </Suspense>
      )}
    </>
  );
}
