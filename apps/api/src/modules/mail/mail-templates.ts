import { type Language, LANGUAGES } from '@hissa/contracts/languages';
import { translate } from '../../plugins/i18n.ts';

/**
 * The e-mails the platform sends. Each is a group of keys under "<name>" in the contracts'
 * messages/mail-{en,ar}.json (translated as "mail.<name>"): subject, intro, action (the link's
 * label), expiry and ignore. Adding a template
 * means adding its name here and its keys in both languages (`action` only when it carries a link).
 */
export const MAIL_TEMPLATES = [
  'passwordReset',
  'emailConfirmation',
  'emailOtp',
  'registrationApproved',
  'registrationRejected',
  'providerClaim',
  'quotationRequested',
  'quotationResponded',
  'quotationAccepted',
  'salesRequested',
  'subscriptionRenewal',
  'subscriptionCardRenewed',
  'subscriptionCardDeclined',
  'newsletterConfirmation',
  'contactReceived',
  'loanSubmitted',
  'loanStatusChanged',
  'loanSubmittedTeam',
  'fintechClaim',
  'fintechClaimRejected',
  'fintechCompaniesAlert',
  'fintechRoundsAlert',
  'reportLink',
  'newsletterIssue',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

/**
 * What a template is filled with: the recipient's name as written (`name`), their name in Arabic
 * when they gave one (`nameAr`, used by the Arabic text; decision 047), the link (if any) and the
 * texts' params.
 */
export type MailParams = { name: string; nameAr?: string | null; link?: string } & Record<
  string,
  string | number | null | undefined
>;

/** A mail's subject, plain-text part and HTML part. */
export type RenderedMail = { subject: string; text: string; html: string };

/** `text` with the HTML-special characters as character references. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * Renders `template` in the recipient's `language` (users.preferred_language), or in English then
 * Arabic in one message when it is unknown (null): the subject, a plain-text part and a simple
 * right-to-left-aware HTML part. The Arabic text greets by `nameAr` when there is one.
 */
export function renderMail(template: MailTemplate, params: MailParams, language: Language | null = null): RenderedMail {
  const languages = LANGUAGES.filter(({ code }) => language === null || code === language);
  const sections = languages.map(({ code, dir }) => {
    const name = code === 'ar' && params.nameAr ? params.nameAr : params.name;
    const t = (part: string) => translate(code, `mail.${part}`, { ...params, name });
    const paragraphs = [
      t('greeting'),
      t(`${template}.intro`),
      t(`${template}.expiry`),
      t(`${template}.ignore`),
      t('signature'),
    ];
    return {
      code,
      dir,
      subject: t(`${template}.subject`),
      paragraphs,
      action: params.link ? { label: t(`${template}.action`), link: params.link } : undefined,
    };
  });
  const text = sections
    .map(({ paragraphs, action }) => {
      const [greeting, intro, ...rest] = paragraphs;
      return [greeting, intro, action ? `${action.label}: ${action.link}` : undefined, ...rest]
        .filter(Boolean)
        .join('\n\n');
    })
    .join('\n\n----------\n\n');
  const html = sections
    .map(({ code, dir, paragraphs, action }) => {
      const [greeting, intro, ...rest] = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`);
      const button = action ? `<p><a href="${escapeHtml(action.link)}">${escapeHtml(action.label)}</a></p>` : '';
      return `<div lang="${code}" dir="${dir}">${greeting ?? ''}${intro ?? ''}${button}${rest.join('')}</div>`;
    })
    .join('<hr>');
  return {
    subject: sections.map((section) => section.subject).join(' | '),
    text,
    html: `<!doctype html><html><body style="font-family:sans-serif">${html}</body></html>`,
  };
}
