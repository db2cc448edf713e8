import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Language } from '@hissa/contracts/languages';
import { type MailParams, type MailTemplate, type RenderedMail, renderMail } from './mail-templates.ts';

/**
 * Sends one templated e-mail, in the recipient's `language` (both languages when it is null or
 * absent); `headers` adds message headers (e.g. List-Unsubscribe); `content`, when given, is sent
 * instead of the template's texts (a newsletter issue written by the admin). Errors: rejects when
 * the transport fails (SMTP down, disk full).
 */
export type Mailer = {
  send: (mail: {
    to: string;
    template: MailTemplate;
    params: MailParams;
    language?: Language | null;
    headers?: Record<string, string>;
    content?: RenderedMail;
  }) => Promise<void>;
  close: () => void;
};

/**
 * The platform's mailer (architecture.md, mail row): through SMTP when `smtpUrl` is set,
 * otherwise each message is written as an .eml file to `outboxDir` and its link is logged, so
 * a developer can follow it without a mail server.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl, outboxDir, from, log } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      send: async ({ to, template, params, language = null, headers, content }) => {
        await transport.sendMail({ from, to, headers, ...(content ?? renderMail(template, params, language)) });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    send: async ({ to, template, params, language = null, headers, content }) => {
      const info = await transport.sendMail({
        from,
        to,
        headers,
        ...(content ?? renderMail(template, params, language)),
      });
      await fs.mkdir(outboxDir, { recursive: true });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      await fs.writeFile(file, info.message);
      log.info({ to, template, link: params.link, file }, 'mail written to the outbox');
    },
    close: () => transport.close(),
  };
}
