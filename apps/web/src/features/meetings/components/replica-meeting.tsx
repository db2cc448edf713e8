import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { JoinInfo } from '@hissa/contracts/meetings/meeting-rules';
import { useMeetingSession } from '../hooks/use-meeting-session';
import { usePrimaryMedia } from '../hooks/use-primary-media';
import { useReplicaPromotion } from '../hooks/use-replica-promotion';
import type { RoomClosure } from '../room/meeting-room';
import type { DeviceChoice } from './device-selection';
import { MeetingPending, MeetingStage } from './meeting-stage';
import { PrimaryMediaGrid } from './primary-media-grid';
import { RemoteAudio } from './remote-audio';
import { SessionStage } from './session-stage';

/**
 * A replica meeting's attendee (§4, decision 048). Demoted, it is in the replica's room with
 * every control but video stats and promote disabled and its audio muted (view-only), and
 * watches the primary meeting's cameras and shares above it (decision 052); promoted,
 * it joins the primary meeting's room as its own attendee with the devices it chose, microphone
 * muted and camera off at first (the promote button on, the others off). The replica's room
 * stays connected meanwhile, so demoting returns to it at once.
 */
export function ReplicaMeeting({
  info,
  choice,
  onClosed,
}: {
  info: JoinInfo;
  choice: DeviceChoice;
  onClosed: (closure: RoomClosure) => void;
}) {
  const { t } = useTranslation('meetings');
  const promotion = useReplicaPromotion(info);
  const session = useMeetingSession(info, { ...choice, viewOnly: true }, onClosed);
  const isWatching = session.phase === 'in-meeting' && promotion.promotedInfo === null;
  const primary = usePrimaryMedia(session.primaryChannel, isWatching, info.iceServers);
  if (session.phase !== 'in-meeting') return <MeetingPending isWaiting={session.phase === 'waiting'} />;
  const replica = { state: promotion.state, onToggle: promotion.toggle };
  const isPromoted = promotion.promotedInfo !== null;
  return (
    <Stack gap="sm">
      <Alert color={isPromoted ? 'teal' : 'blue'} variant="light" p="xs" aria-live="polite">
        <Group gap="xs" wrap="wrap">
          <Badge color={isPromoted ? 'teal' : 'blue'} variant="filled" data-testid="promotion-state">
            {t(`replica.states.${promotion.state}`)}
          </Badge>
          <Text size="sm">{isPromoted ? t('replica.promotedText') : t('replica.demotedText')}</Text>
        </Group>
      </Alert>
      {promotion.notice && (
        <Alert
          color={promotion.notice.kind === 'error' ? 'red' : 'yellow'}
          variant="light"
          p="xs"
          withCloseButton
          onClose={promotion.dismissNotice}
        >
          {promotion.notice.kind === 'error' ? promotion.notice.text : t(`replica.${promotion.notice.kind}`)}
        </Alert>
      )}
      {promotion.promotedInfo ? (
        // our attendee in the primary meeting: its own room, microphone muted at first
        <SessionStage
          key={promotion.promotedInfo.attendee.attendeeId}
          info={promotion.promotedInfo}
          choice={choice}
          replica={replica}
          startMuted
          onClosed={promotion.onPrimaryClosed}
          onLeft={() => onClosed({ reason: 'left' })}
        />
      ) : (
        <>
          <RemoteAudio
            remote={primary.attendees.map(({ attendeeId, media }) => [attendeeId, media] as const)}
            speakerId={choice.speakerId}
          />
          <PrimaryMediaGrid primary={primary} isAvailable={session.primaryChannel.isAvailable()} />
          <MeetingStage
            info={info}
            session={session}
            isViewOnly
            tilePageSize={choice.tilePageSize}
            replica={replica}
            media={choice.media}
            onLeft={() => onClosed({ reason: 'left' })}
          />
        </>
      )}
    </Stack>
  );
}
