import type { JoinInfo } from '@hissa/contracts/meetings/meeting-rules';
import type { PromotionState } from '@hissa/contracts/meetings/replica-rules';
import { useMeetingSession } from '../hooks/use-meeting-session';
import type { RoomClosure } from '../room/meeting-room';
import type { DeviceChoice } from './device-selection';
import { MeetingPending, MeetingStage } from './meeting-stage';
import { AttendeeVolumesProvider } from './attendee-volumes';
import { RemoteAudio } from './remote-audio';

/**
 * One room of a meeting, entered with the devices of `choice` (its tile page size and media
 * options too): connects on mount and leaves on unmount, shows the connecting or waiting-room
 * state, then the stage with the other attendees' sound, each at the volume chosen in the roster. `startMuted` starts with the microphone muted (a replica's attendee just
 * promoted, §4); `replica` gives the stage the promote button (decision 048). `onClosed` hears how
 * the room ended for us; `onLeft` runs when we leave from the stage.
 */
export function SessionStage({
  info,
  choice,
  replica,
  startMuted = false,
  onClosed,
  onLeft,
}: {
  info: JoinInfo;
  choice: DeviceChoice;
  replica?: { state: PromotionState; onToggle: () => void };
  startMuted?: boolean;
  onClosed: (closure: RoomClosure) => void;
  onLeft: () => void;
}) {
  const session = useMeetingSession(info, choice, onClosed, { startMuted });
  if (session.phase !== 'in-meeting') return <MeetingPending isWaiting={session.phase === 'waiting'} />;
  return (
    <AttendeeVolumesProvider>
      <RemoteAudio remote={session.remote} speakerId={choice.speakerId} />
      <MeetingStage
        info={info}
        session={session}
        isViewOnly={choice.viewOnly}
        tilePageSize={choice.tilePageSize}
        replica={replica}
        media={choice.media}
        onLeft={onLeft}
      />
    </AttendeeVolumesProvider>
  );
}
