import { useCallback, useRef, useState } from 'react';
import type { JoinInfo } from '@hissa/contracts/meetings/meeting-rules';
import type { PromotionState } from '@hissa/contracts/meetings/replica-rules';
import { errorMessage } from '../../../lib/api-client';
import { demoteFromPrimary, promoteToPrimary } from '../api/replica-api';
import type { RoomClosure } from '../room/meeting-room';

/** A replica attendee's promotion (§4, decision 048) as the page shows it. */
export type ReplicaPromotion = {
  state: PromotionState;
  /** The join info of our attendee in the primary meeting while promoted. */
  promotedInfo: JoinInfo | null;
  /** The last refusal (the server's message), or why the primary meeting sent us back (ended, or its room closed). */
  notice: { kind: 'error'; text: string } | { kind: 'ended' | 'returned' } | null;
  /** The promote button: promotes when demoted, demotes when promoted. */
  toggle: () => void;
  /** The primary meeting's room closed (we demoted, it ended, or the connection failed): back to the replica. */
  onPrimaryClosed: (closure: RoomClosure) => void;
  dismissNotice: () => void;
};

/**
 * Promote and demote for the attendee of a replica meeting `info` (§4): demoted at first;
 * promoting asks the server for an attendee of the primary meeting, whose room the page then
 * joins; demoting releases it (the server closes that room's socket). A primary room that
 * closes by itself (the primary meeting ended, the connection failed) also demotes.
 */
export function useReplicaPromotion(info: JoinInfo): ReplicaPromotion {
  const [state, setState] = useState<PromotionState>('demoted');
  const [promotedInfo, setPromotedInfo] = useState<JoinInfo | null>(null);
  const [notice, setNotice] = useState<ReplicaPromotion['notice']>(null);
  const stateRef = useRef(state);
  const { meetingId } = info.meeting;
  const { token } = info.attendee;
  const actor = { meetingId, token };
  const moveTo = useCallback((next: PromotionState) => {
    stateRef.current = next;
    setState(next);
  }, []);

  const toggle = () => {
    setNotice(null);
    if (stateRef.current === 'demoted') {
      moveTo('promoting');
      promoteToPrimary(actor)
        .then((joined) => {
          setPromotedInfo(joined);
          moveTo('promoted');
        })
        .catch((error: unknown) => {
          setNotice({ kind: 'error', text: errorMessage(error) });
          moveTo('demoted');
        });
    } else if (stateRef.current === 'promoted') {
      moveTo('demoting');
      demoteFromPrimary(actor)
        .catch((error: unknown) => setNotice({ kind: 'error', text: errorMessage(error) }))
        .finally(() => {
          setPromotedInfo(null);
          moveTo('demoted');
        });
    }
  };

  const onPrimaryClosed = useCallback(
    (closure: RoomClosure) => {
      if (stateRef.current !== 'promoted') return;
      // the primary room closed without our demote: release the promotion so it can be made again
      void demoteFromPrimary({ meetingId, token }).catch(() => undefined);
      setNotice({ kind: closure.reason === 'ended' ? 'ended' : 'returned' });
      setPromotedInfo(null);
      moveTo('demoted');
    },
    [meetingId, token, moveTo],
  );

  return { state, promotedInfo, notice, toggle, onPrimaryClosed, dismissNotice: () => setNotice(null) };
}
