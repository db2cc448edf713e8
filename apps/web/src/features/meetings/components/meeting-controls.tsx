import { Button, Group } from '@mantine/core';
import {
  IconDoorExit,
  IconChartBar,
  IconArrowBigUpLines,
  IconHandStop,
  IconMicrophone,
  IconMicrophoneOff,
  IconPlayerRecord,
  IconPlayerStop,
  IconPower,
  IconScreenShare,
  IconScreenShareOff,
  IconVideo,
  IconVideoOff,
  IconVolumeOff,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PromotionState } from '@hissa/contracts/meetings/replica-rules';

/** The state of each §2 control button. */
export type ControlsState = {
  isMuted: boolean;
  isCameraOn: boolean;
  isSharing: boolean;
  isHandRaised: boolean;
  isRecording: boolean;
  isStatsOn: boolean;
  /** §4 view-only: every button but leave and video stats is disabled. */
  isViewOnly: boolean;
  /** End for everyone: any attendee of an unhosted meeting, the host of a hosted one. */
  canEnd: boolean;
  isHost: boolean;
  /** A replica meeting's promotion (§4, decision 048); absent in a meeting that is not a replica (the button is hidden). */
  promotion?: PromotionState;
};

/**
 * §2 in-meeting controls: microphone, camera, content share, raise hand, self recording, video stats, the
 * host's mute everyone, promote to primary (replica meetings only: on while promoted), leave and
 * end for everyone. Toggle buttons say their state (aria-pressed).
 */
export function MeetingControls({
  state,
  onMute,
  onCamera,
  onShare,
  onHand,
  onRecord,
  onStats,
  onMuteAll,
  onPromote,
  onLeave,
  onEnd,
}: {
  state: ControlsState;
  onMute: () => void;
  onCamera: () => void;
  onShare: () => void;
  onHand: () => void;
  onRecord: () => void;
  onStats: () => void;
  onMuteAll: () => void;
  onPromote?: () => void;
  onLeave: () => void;
  onEnd: () => void;
}) {
  const { t } = useTranslation('meetings');
  const icon = { size: 18, 'aria-hidden': true } as const;
  const toggle = (isOn: boolean) => ({ variant: isOn ? 'filled' : 'light', 'aria-pressed': isOn }) as const;
  return (
    <Group gap="xs" justify="center" role="toolbar" aria-label={t('controls.label')}>
      <Button
        {...toggle(!state.isMuted)}
        disabled={state.isViewOnly}
        leftSection={state.isMuted ? <IconMicrophoneOff {...icon} /> : <IconMicrophone {...icon} />}
        onClick={onMute}
      >
        {t('controls.microphone')}
      </Button>
      <Button
        {...toggle(state.isCameraOn)}
        disabled={state.isViewOnly}
        leftSection={state.isCameraOn ? <IconVideo {...icon} /> : <IconVideoOff {...icon} />}
        onClick={onCamera}
      >
        {t('controls.camera')}
      </Button>
      <Button
        {...toggle(state.isSharing)}
        disabled={state.isViewOnly}
        leftSection={state.isSharing ? <IconScreenShareOff {...icon} /> : <IconScreenShare {...icon} />}
        onClick={onShare}
      >
        {t('controls.share')}
      </Button>
      <Button
        {...toggle(state.isHandRaised)}
        disabled={state.isViewOnly}
        leftSection={<IconHandStop {...icon} />}
        onClick={onHand}
      >
        {t('controls.raiseHand')}
      </Button>
      <Button
        {...toggle(state.isRecording)}
        disabled={state.isViewOnly}
        leftSection={state.isRecording ? <IconPlayerStop {...icon} /> : <IconPlayerRecord {...icon} />}
        onClick={onRecord}
      >
        {state.isRecording ? t('controls.stopRecording') : t('controls.record')}
      </Button>
      <Button {...toggle(state.isStatsOn)} leftSection={<IconChartBar {...icon} />} onClick={onStats}>
        {t('controls.stats')}
      </Button>
      {state.promotion && (
        <Button
          {...toggle(state.promotion === 'promoted')}
          color="teal"
          loading={state.promotion === 'promoting' || state.promotion === 'demoting'}
          leftSection={<IconArrowBigUpLines {...icon} />}
          onClick={onPromote}
        >
          {t('controls.promote')}
        </Button>
      )}
      {state.isHost && (
        <Button variant="light" leftSection={<IconVolumeOff {...icon} />} onClick={onMuteAll}>
          {t('controls.muteAll')}
        </Button>
      )}
      <Button variant="default" leftSection={<IconDoorExit {...icon} className="flip-rtl" />} onClick={onLeave}>
        {t('controls.leave')}
      </Button>
      {state.canEnd && (
        <Button color="red" leftSection={<IconPower {...icon} />} onClick={onEnd}>
          {t('controls.end')}
        </Button>
      )}
    </Group>
  );
}
