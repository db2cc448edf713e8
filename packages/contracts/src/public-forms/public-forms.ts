import { z } from 'zod';
import { EmailSchema } from '../auth.ts';
import { FOLLOW_UP_STATUSES, type FollowUpStatus } from '../follow-up.ts';
import { LANGUAGES } from '../languages.ts';
import { PageRequestSchema, pageSchema } from '../pagination.ts';
import { emailField, nameField, phoneField, REGISTRATION_KEYS } from '../registration/registration-rules.ts';

/*
 * The site's public forms (spec marketplace §2 Contact us, §3 contact message and newsletter
 * subscription, §5 newsletter rules, §7 public forms, §8 messages; docs/decisions/027): contact
 * us and book a demo tour land in an admin inbox with a follow-up state; a newsletter subscription
 * is confirmed by e-mail (double opt-in) and can be left from every mail.
 */

/** Contact hours (spec §1): 9:00 to 17:00 Arabia Standard Time, Sunday to Thursday. */
export const CONTACT_HOURS = { opens: '09:00', closes: '17:00', timeZone: 'Asia/Riyadh', days: 'sun-thu' } as const;

/**
 * The platform's published contact details (Contact us screen: address, phone, e-mail; decision
 * 040). The office is a fictional but realistic Riyadh address in the Saudi national address form
 * (building number, street, district, city, postal code, additional number) on the same street as
 * the invoices' seller address; `phone` is E.164 without the plus, `phoneDisplay` the grouped form
 * (a Riyadh landline: 11, then seven digits).
 */
export const CONTACT_DETAILS = {
  email: 'support@hissa.sa',
  phone: '966114882760',
  phoneDisplay: '+966 11 488 2760',
  addressEn: 'Office 1204, Building 7421, King Fahd Road, Al Olaya District, Riyadh 12214 - 3185, Saudi Arabia',
  addressAr: 'مكتب ١٢٠٤، مبنى ٧٤٢١، طريق الملك فهد، حي العليا، الرياض ١٢٢١٤ - ٣١٨٥، المملكة العربية السعودية',
} as const;

/** A contact message (contact-us) or a demo tour booking (book-demo-tour). */
export const CONTACT_MESSAGE_KINDS = ['contact', 'demo'] as const;
export type ContactMessageKind = (typeof CONTACT_MESSAGE_KINDS)[number];

/** The follow-up states of a contact message or demo booking (new, contacted, closed). */
export const CONTACT_MESSAGE_STATUSES = FOLLOW_UP_STATUSES;
export type ContactMessageStatus = FollowUpStatus;

/** pending: waiting for the e-mail confirmation; confirmed: receives the newsletter; unsubscribed: left. */
export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** Longest contact message and admin note (characters). */
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;
export const CONTACT_NOTE_MAX_LENGTH = 1000;
/** Longest company name and designation of a newsletter subscription or demo booking. */
export const PUBLIC_FORM_SHORT_TEXT_MAX_LENGTH = 100;

/** Per client address: contact messages and demo bookings together, per hour. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindowMs: 60 * 60 * 1000 } as const;
/** Per client address: newsletter subscriptions per hour (each sends a confirmation e-mail). */
export const NEWSLETTER_RATE_LIMIT = { max: 5, timeWindowMs: 60 * 60 * 1000 } as const;
/** How long a newsletter confirmation link works (ms): 7 days. */
export const NEWSLETTER_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export { NEWSLETTER_POPUP } from './newsletter-popup.ts';

/** Message keys of the public forms (namespace publicForms). */
export const PUBLIC_FORM_KEYS = {
  contactSubmitted: 'publicForms.contactSubmitted',
  contactFailed: 'publicForms.contactFailed',
  demoRequested: 'publicForms.demoRequested',
  messageRequired: 'publicForms.messageRequired',
  textTooLong: 'publicForms.textTooLong',
  fullNameRequired: 'publicForms.fullNameRequired',
  fullNameInvalid: 'publicForms.fullNameInvalid',
  companyNameInvalid: 'publicForms.companyNameInvalid',
  languageInvalid: 'publicForms.languageInvalid',
  subscribed: 'publicForms.subscribed',
  confirmed: 'publicForms.confirmed',
  linkInvalid: 'publicForms.linkInvalid',
  unsubscribed: 'publicForms.unsubscribed',
  statusInvalid: 'publicForms.statusInvalid',
  notFound: 'publicForms.notFound',
  updated: 'publicForms.updated',
} as const;
const K = PUBLIC_FORM_KEYS;

const text = (max: number) => z.string().trim().max(max, K.textTooLong);
const optionalText = (max: number) =>
  text(max)
    .optional()
    .transform((value) => (value ? value : undefined));
/** The honeypot: a field people never see and leave empty; a filled one marks a bot. */
const honeypot = { website: z.string().max(200).optional() };

/** Contact us (spec §3 contact message): first and last name, phone, email, message. */
export const ContactMessageSchema = z.object({
  firstName: nameField(REGISTRATION_KEYS.firstNameRequired),
  lastName: nameField(REGISTRATION_KEYS.lastNameRequired),
  phone: phoneField,
  email: emailField,
  message: text(CONTACT_MESSAGE_MAX_LENGTH).min(1, K.messageRequired),
  ...honeypot,
});
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;

/** Book a demo tour: who to show the platform to, and optionally their company and wishes. */
export const DemoTourSchema = z.object({
  firstName: nameField(REGISTRATION_KEYS.firstNameRequired),
  lastName: nameField(REGISTRATION_KEYS.lastNameRequired),
  phone: phoneField,
  email: emailField,
  companyName: optionalText(PUBLIC_FORM_SHORT_TEXT_MAX_LENGTH),
  message: optionalText(CONTACT_MESSAGE_MAX_LENGTH),
  ...honeypot,
});
export type DemoTourInput = z.input<typeof DemoTourSchema>;

/** At least one letter (English or Arabic). */
const HAS_LETTER = /[A-Za-z\u0621-\u064A]/;
/** Letters (English or Arabic) and spaces only: the newsletter full name (enterFullNameValidValue). */
const LETTERS_AND_SPACES = /^[A-Za-z\u0621-\u064A ]+$/;
/** Letters, digits, spaces and the punctuation of company names (& . , ' - ( ) /). */
const COMPANY_CHARACTERS = /^[A-Za-z\u0621-\u064A0-9 &.,'()/-]+$/;

/** The newsletter subscription (spec §3, §5; meeting-and-shell §5). */
export const NewsletterSubscriptionSchema = z.object({
  fullName: z
    .string(K.fullNameRequired)
    .trim()
    .min(1, K.fullNameRequired)
    .max(PUBLIC_FORM_SHORT_TEXT_MAX_LENGTH, K.textTooLong)
    .regex(HAS_LETTER, K.fullNameInvalid)
    .regex(LETTERS_AND_SPACES, K.fullNameInvalid),
  designation: optionalText(PUBLIC_FORM_SHORT_TEXT_MAX_LENGTH),
  companyName: z
    .string()
    .trim()
    .max(PUBLIC_FORM_SHORT_TEXT_MAX_LENGTH, K.textTooLong)
    .refine((value) => value === '' || (HAS_LETTER.test(value) && COMPANY_CHARACTERS.test(value)), K.companyNameInvalid)
    .optional()
    .transform((value) => (value ? value : undefined)),
  email: EmailSchema.pipe(z.string().max(254, K.textTooLong)),
  languageCode: z.enum(
    LANGUAGES.map((language) => language.code),
    K.languageInvalid,
  ),
  ...honeypot,
});
export type NewsletterSubscriptionInput = z.input<typeof NewsletterSubscriptionSchema>;

/** A confirmation or unsubscribe link's token. */
export const NewsletterTokenSchema = z.object({ token: z.string().min(1, K.linkInvalid).max(256, K.linkInvalid) });

/** Whether the signed-in user's e-mail has a live (pending or confirmed) subscription. */
export const NewsletterStatusSchema = z.object({ subscribed: z.boolean() });

/** A contact message or demo booking as the admin inbox shows it. */
export const ContactMessageRecordSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTACT_MESSAGE_KINDS),
  status: z.enum(CONTACT_MESSAGE_STATUSES),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.string(),
  companyName: z.string().nullable(),
  message: z.string().nullable(),
  adminNote: z.string().nullable(),
  fromUser: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContactMessageRecord = z.infer<typeof ContactMessageRecordSchema>;

/** The inbox's filters: kind, status; paged. */
export const ContactMessagesQuerySchema = PageRequestSchema.extend({
  kind: z.enum(CONTACT_MESSAGE_KINDS, K.statusInvalid).optional(),
  status: z.enum(CONTACT_MESSAGE_STATUSES, K.statusInvalid).optional(),
});
export type ContactMessagesQuery = z.input<typeof ContactMessagesQuerySchema>;
export const ContactMessagePageSchema = pageSchema(ContactMessageRecordSchema);

/** The admin moves a message on and may note what was said. */
export const UpdateContactMessageSchema = z.object({
  status: z.enum(CONTACT_MESSAGE_STATUSES, K.statusInvalid),
  adminNote: optionalText(CONTACT_NOTE_MAX_LENGTH),
});
export type UpdateContactMessage = z.input<typeof UpdateContactMessageSchema>;

/** A newsletter subscriber as the admin list (and its CSV export) shows it. */
export const NewsletterSubscriberSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  designation: z.string().nullable(),
  companyName: z.string().nullable(),
  languageCode: z.string(),
  status: z.enum(NEWSLETTER_STATUSES),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
export type NewsletterSubscriber = z.infer<typeof NewsletterSubscriberSchema>;

/** The subscribers list: by status, paged (the export asks for every page). */
export const NewsletterSubscribersQuerySchema = PageRequestSchema.extend({
  status: z.enum(NEWSLETTER_STATUSES, K.statusInvalid).optional(),
});
export type NewsletterSubscribersQuery = z.input<typeof NewsletterSubscribersQuerySchema>;
export const NewsletterSubscriberPageSchema = pageSchema(NewsletterSubscriberSchema);

/** Web pages the e-mails link to, and the admin pages (the API builds the links). */
export const PUBLIC_FORM_PAGES = {
  confirmNewsletter: '/newsletter/confirm',
  unsubscribeNewsletter: '/newsletter/unsubscribe',
  adminInbox: '/admin/contact-messages',
  adminSubscribers: '/admin/newsletter-subscribers',
} as const;
