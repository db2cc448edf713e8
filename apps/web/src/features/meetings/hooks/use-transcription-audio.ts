import { useEffect } from 'react';
import { endpointUrl } from '@hissa/contracts/http/endpoint';
import type { JoinInfo } from '@hissa/contracts/meetings/meeting-rules';
import { TranscriptionAudioEndpoint } from '@hissa/contracts/meetings-endpoints';
import { sameOriginSocketUrl } from '../room/signal-socket';
import workletUrl from '../room/pcm-16k-worklet.ts?worker&url';

/**
 * While live transcription is on and the microphone is live (not muted), sends it to the server
 * (decision 038): an AudioWorklet from our origin downsamples it to 16 kHz mono 16-bit PCM, and
 * each 100 ms chunk goes as a binary frame over the transcription-audio WebSocket. Stops when
 * transcription stops, the microphone is muted or the page leaves.
 */
export function useTranscriptionAudio(info: JoinInfo, microphone: MediaStreamTrack | null, isOn: boolean): void {
  useEffect(() => {
    if (!isOn || !microphone) return;
    const path = endpointUrl(TranscriptionAudioEndpoint, undefined, {
      meetingId: info.meeting.meetingId,
      attendeeId: info.attendee.attendeeId,
      token: info.attendee.token,
    });
    const socket = new WebSocket(sameOriginSocketUrl(path));
    socket.binaryType = 'arraybuffer';
    const context = new AudioContext();
    let isStopped = false;
    void context.audioWorklet.addModule(workletUrl).then(() => {
      if (isStopped) return;
      const source = context.createMediaStreamSource(new MediaStream([microphone]));
      const node = new AudioWorkletNode(context, 'pcm-16k');
      node.port.onmessage = (event: MessageEvent<ArrayBuffer>) => {
        if (socket.readyState === WebSocket.OPEN && microphone.enabled) socket.send(event.data);
      };
      source.connect(node);
    });
    return () => {
      isStopped = true;
      socket.close(1000);
      void context.close();
    };
  }, [info, microphone, isOn]);
}
