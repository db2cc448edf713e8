import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

/** Each remote attendee's playback volume on this page, 0-1 (1, the default, is as received). */
type AttendeeVolumes = {
  volumeOf: (attendeeId: string) => number;
  setVolume: (attendeeId: string, volume: number) => void;
};

const FULL_VOLUME: AttendeeVolumes = { volumeOf: () => 1, setVolume: () => undefined };

const AttendeeVolumesContext = createContext<AttendeeVolumes>(FULL_VOLUME);

/**
 * Holds the volume this user chose for each other attendee for as long as the room is shown
 * (decision 060): only this page plays quieter or louder, the attendee and everyone else hear
 * nothing different. Outside a provider every attendee plays at full volume.
 */
export function AttendeeVolumesProvider({ children }: { children: ReactNode }) {
  const [volumes, setVolumes] = useState<ReadonlyMap<string, number>>(() => new Map());
  const setVolume = useCallback(
    (attendeeId: string, volume: number) =>
      setVolumes((current) => new Map(current).set(attendeeId, Math.min(1, Math.max(0, volume)))),
    [],
  );
  const value = useMemo(
    () => ({ volumeOf: (attendeeId: string) => volumes.get(attendeeId) ?? 1, setVolume }),
    [volumes, setVolume],
  );
  return <AttendeeVolumesContext.Provider value={value}>{children}</AttendeeVolumesContext.Provider>;
}

/** The page's chosen volume of each attendee and the way to change it (AttendeeVolumesProvider). */
export function useAttendeeVolumes(): AttendeeVolumes {
  return useContext(AttendeeVolumesContext);
}
