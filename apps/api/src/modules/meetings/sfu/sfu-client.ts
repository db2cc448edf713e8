import { type ChildProcess, fork } from 'node:child_process';
import type { FastifyBaseLogger } from 'fastify';
import type { SfuCommand, SfuEvent, SfuSettings } from './sfu-protocol.ts';

/** The SFU process's entry file, run with tsx like the API itself. */
const SFU_ENTRY = new URL('./sfu-process.ts', import.meta.url);

/** How the media side reaches the SFU that serves a room: this process's own, or (decision 063) another instance's. */
export interface SfuLink {
  /** Sends a command to the SFU serving its room, starting (or, across instances, claiming) one if none does. */
  send(command: SfuCommand): void;
  /** Sends a command only where an SFU already serves its room (a leave or a close needs no new one). */
  sendIfServing(command: SfuCommand): void;
  /** Gets ready to route commands (connects to Redis across instances). */
  start(): Promise<void>;
  /** Stops this instance's SFU process and its routing (the API is closing). */
  stop(): Promise<void>;
}

/**
 * The API's handle on its SFU child process (decision 037). The process starts with the first
 * command (a deployment whose rooms stay on the mesh never starts it) and again after a crash;
 * the rooms it held are then lost, and their browsers see the media stop. `onEvent` hears
 * everything the process says.
 */
export class SfuClient implements SfuLink {
  private child: ChildProcess | null = null;

  constructor(
    private readonly settings: SfuSettings,
    private readonly onEvent: (event: SfuEvent) => void,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The process id once started (the benchmark reads its CPU). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Sends one command, starting the process if needed. */
  send(command: SfuCommand): void {
    this.process().send(command);
  }

  /** Sends a command only when the process runs (a process that is not running has nothing to act on). */
  sendIfServing(command: SfuCommand): void {
    this.child?.send(command);
  }

  /** Nothing to prepare: the process starts with its first command. */
  async start(): Promise<void> {}

  /** Stops the process (the API is closing). */
  async stop(): Promise<void> {
    this.child?.kill();
    this.child = null;
  }

  private process(): ChildProcess {
    if (this.child) return this.child;
    const child = fork(SFU_ENTRY, [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (event: SfuEvent) => this.onEvent(event));
    child.on('exit', (code, signal) => {
      if (this.child !== child) return;
      this.child = null;
      this.log.error({ code, signal }, 'the meeting SFU process stopped');
    });
    child.send({ type: 'settings', settings: this.settings } satisfies SfuCommand);
    this.child = child;
    return child;
  }
}
