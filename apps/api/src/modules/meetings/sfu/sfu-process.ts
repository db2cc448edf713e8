import { mkdir } from 'node:fs/promises';
import type { SfuCommand, SfuEvent, SfuSettings } from './sfu-protocol.ts';
import { ForwardingRoom } from './forwarding-room.ts';
import { RoomRecorder } from './room-recorder.ts';

/*
 * The SFU child process (decision 037): started by the API (sfu-client.ts) with Node's IPC
 * channel, it holds one ForwardingRoom per meeting and its recorder, so the media's work never
 * runs on the API's event loop. It exits when the API goes away.
 */

type Room = { forwarding: ForwardingRoom; recorder: RoomRecorder | null };

const rooms = new Map<string, Room>();
let settings: SfuSettings = { iceServers: [] };

function emit(event: SfuEvent): void {
  process.send?.(event);
}

function roomOf(roomId: string): Room {
  const existing = rooms.get(roomId);
  if (existing) return existing;
  const room: Room = {
    forwarding: new ForwardingRoom(settings, {
      signal: (peerId, signal) => emit({ type: 'signal', roomId, peerId, signal }),
      published: (peerId, source, track) => room.recorder?.add(peerId, source, track),
      unpublished: (peerId) => void room.recorder?.stop(peerId),
    }),
    recorder: null,
  };
  rooms.set(roomId, room);
  return room;
}

async function startCapture(roomId: string, dir: string): Promise<void> {
  const room = roomOf(roomId);
  if (room.recorder) return;
  await mkdir(dir, { recursive: true });
  const recorder = new RoomRecorder(dir, roomId, {
    started: (peerId, file) => emit({ type: 'recording-started', roomId, peerId, file }),
    ended: (peerId, file, bytes) => emit({ type: 'recording-ended', roomId, peerId, file, bytes }),
    needKeyframe: (peerId) => room.forwarding.requestKeyframe(peerId, 'camera'),
  });
  room.recorder = recorder;
  for (const { peerId, source, track } of room.forwarding.publishedTracks()) recorder.add(peerId, source, track);
}

async function run(command: SfuCommand): Promise<void> {
  switch (command.type) {
    case 'settings':
      settings = command.settings;
      return;
    case 'signal':
      return roomOf(command.roomId).forwarding.handle(command.peerId, command.signal);
    case 'leave': {
      const room = rooms.get(command.roomId);
      await room?.recorder?.stop(command.peerId);
      room?.forwarding.leave(command.peerId);
      return;
    }
    case 'close-room': {
      const room = rooms.get(command.roomId);
      rooms.delete(command.roomId);
      await room?.recorder?.stopAll();
      room?.forwarding.close();
      return;
    }
    case 'capture-start':
      return startCapture(command.roomId, command.dir);
    case 'capture-stop': {
      const room = rooms.get(command.roomId);
      const recorder = room?.recorder;
      if (room) room.recorder = null;
      await recorder?.stopAll();
      return;
    }
    case 'usage': {
      const { user, system } = process.cpuUsage();
      const forwardedStreams = [...rooms.values()].reduce((sum, room) => sum + room.forwarding.forwardedStreams, 0);
      emit({ type: 'usage', cpuMicros: user + system, forwardedStreams });
      return;
    }
  }
}

// commands run one after another, in the order the API sent them
let queue = Promise.resolve();
process.on('message', (command: SfuCommand) => {
  queue = queue
    .then(() => run(command))
    .catch((error: unknown) => console.error('sfu command failed', command.type, error));
});
process.on('disconnect', () => process.exit(0));
// one room's failure (a connection closed under a negotiation) must not stop every meeting's media
process.on('unhandledRejection', (error) => console.error('sfu task failed', error));
