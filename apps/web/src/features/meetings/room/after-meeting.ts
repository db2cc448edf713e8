/** §4: what the page does after the meeting stops for us (ended or left). */
export const AFTER_MEETING_BEHAVIOURS = ['nothing', 'leave', 'reload', 'spa', 'halt'] as const;
export type AfterMeeting = (typeof AFTER_MEETING_BEHAVIOURS)[number];

/** §4 halt: how long the "you left" / "ended" card shows before 'Gone' (ms). */
export const HALT_DELAY_MS = 2000;
