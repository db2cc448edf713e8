import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on 127.0.0.1 that keeps what it receives, for mail tests. */
export type SmtpCatcher = {
  /** smtp://127.0.0.1:port, for SMTP_URL. */
  url: string;
  /** The next message sent to `to` (waits up to `timeoutMs` ms). Errors: rejects on time-out. */
  nextMailTo: (to: string, timeoutMs?: number) => Promise<ParsedMail>;
  close: () => Promise<void>;
};

/** Starts the server (no TLS, no auth) on a free port. */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const received: ParsedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // listen() on a TCP port: address() is an AddressInfo, not a pipe name
  const { port } = server.server.address() as AddressInfo;

  const isTo = (mail: ParsedMail, to: string) =>
    [mail.to ?? []].flat().some((address) => address.value.some((entry) => entry.address === to));

  async function nextMailTo(to: string, timeoutMs = 5000): Promise<ParsedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = received.findIndex((mail) => isTo(mail, to));
      const [mail] = index >= 0 ? received.splice(index, 1) : [];
      if (mail) return mail;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, left);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    nextMailTo,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
