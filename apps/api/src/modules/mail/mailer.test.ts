import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { renderMail } from './mail-templates.ts';
import { createMailer } from './mailer.ts';

const outboxDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hissa-outbox-'));
afterAll(() => fs.rm(outboxDir, { recursive: true, force: true }));

describe('createMailer without SMTP_URL', () => {
  it('writes each message as an .eml file in the outbox, English and Arabic, text and HTML', async () => {
    const mailer = createMailer({
      smtpUrl: undefined,
      outboxDir,
      from: 'Hissa <no-reply@hissa.test>',
      log: Fastify().log,
    });
    await mailer.send({
      to: 'reader@hissa.test',
      template: 'passwordReset',
      params: { name: '<Sara>', link: 'http://hissa.test/auth/reset-password/abc', minutes: 60 },
    });
    mailer.close();
    const [file] = await fs.readdir(outboxDir);
    expect(file).toMatch(/\.eml$/);
    const mail = await simpleParser(await fs.readFile(path.join(outboxDir, file ?? '')));
    expect(mail.from?.value[0]).toEqual({ name: 'Hissa', address: 'no-reply@hissa.test' });
    expect(mail.text).toContain('Reset password: http://hissa.test/auth/reset-password/abc');
    expect(mail.text).toContain('إعادة تعيين كلمة المرور: http://hissa.test/auth/reset-password/abc');
    expect(mail.html).toContain('&#60;Sara&#62;');
    expect(mail.html).not.toContain('<Sara>');
  });
});

describe('renderMail in one language', () => {
  it('writes only the recipient’s language when it is known, both otherwise', () => {
    const params = { name: 'Sara', link: 'http://hissa.test/x', minutes: 60 };
    const arabic = renderMail('passwordReset', params, 'ar');
    expect(arabic.html).toContain('lang="ar"');
    expect(arabic.html).not.toContain('lang="en"');
    expect(arabic.subject).not.toContain('|');
    expect(renderMail('passwordReset', params, 'en').text).not.toMatch(/[\u0600-\u06FF]/);
    expect(renderMail('passwordReset', params).subject).toContain(' | ');
  });

  it('greets by the Arabic name in the Arabic text and by the name as written in the English', () => {
    const params = { name: 'Sara', nameAr: 'سارة', link: 'http://hissa.test/x', minutes: 60 };
    expect(renderMail('passwordReset', params, 'ar').text).toContain('مرحبًا سارة،');
    expect(renderMail('passwordReset', params, 'en').text).toContain('Hello Sara,');
    const both = renderMail('passwordReset', params).text;
    expect(both).toContain('Hello Sara,');
    expect(both).toContain('مرحبًا سارة،');
    expect(renderMail('passwordReset', { ...params, nameAr: null }, 'ar').text).toContain('مرحبًا Sara،');
  });
});
