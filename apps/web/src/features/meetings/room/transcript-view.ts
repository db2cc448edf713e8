import type { TranscriptSegment } from '@hissa/contracts/meetings/transcription-rules';

/** Captions kept on screen (the saved transcript has them all). */
export const CAPTIONS_SHOWN = 50;

/**
 * The captions after `segment` arrived: a speaker's partial caption is replaced by its next
 * partial or final one; at most CAPTIONS_SHOWN are kept, newest last.
 */
export function withCaption(captions: TranscriptSegment[], segment: TranscriptSegment): TranscriptSegment[] {
  const kept = captions.filter((caption) => !(caption.isPartial && caption.attendeeId === segment.attendeeId));
  return [...kept, segment].slice(-CAPTIONS_SHOWN);
}

/** The transcript as plain text, one line per caption: "[mm:ss] Name: text". */
export function transcriptText(segments: TranscriptSegment[]): string {
  const clock = (ms: number) => {
    const seconds = Math.floor(ms / 1000);
    return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
  };
  return segments.map((segment) => `[${clock(segment.startMs)}] ${segment.name}: ${segment.text}`).join('\n');
}
