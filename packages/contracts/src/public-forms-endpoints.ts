import { z } from 'zod';
import { IdSchema, MessageDataSchema, MessageResponseSchema } from './http/common-schemas.ts';
import { defineEndpoint } from './http/endpoint.ts';
import {
  ContactMessagePageSchema,
  ContactMessageRecordSchema,
  ContactMessageSchema,
  ContactMessagesQuerySchema,
  DemoTourSchema,
  NewsletterStatusSchema,
  NewsletterSubscriberPageSchema,
  NewsletterSubscribersQuerySchema,
  NewsletterSubscriptionSchema,
  NewsletterTokenSchema,
  UpdateContactMessageSchema,
} from './public-forms/public-forms.ts';
import { USER_TYPES } from './user-types.ts';

/*
 * The site's public forms (spec §7: contact-us, book-demo-tour, newsletter-subscriptions/;
 * contracts public-forms/public-forms.ts; docs/decisions/027). Anyone may send them (rate-limited
 * per address; a filled honeypot is answered as a success and dropped); the admin (type 1) works
 * the inbox and the subscribers list. Errors: 400 field errors, 404 unknown, 429 too many.
 */

const tags = ['public forms'] as const;
const ADMIN = [USER_TYPES.admin] as const;

/** Contact us -> 201 'Contact us submitted successfully.' (spec §8). */
export const ContactUsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/public-api/contact-us',
  summary: 'Send a message to the team',
  tags,
  body: ContactMessageSchema,
  responses: { 201: MessageResponseSchema },
});

/** Book a demo tour -> 201 'demo requested' (spec §8). */
export const BookDemoTourEndpoint = defineEndpoint({
  method: 'POST',
  path: '/public-api/book-demo-tour',
  summary: 'Book a demo tour of the platform',
  tags,
  body: DemoTourSchema,
  responses: { 201: MessageResponseSchema },
});

/**
 * Subscribe to the newsletter (spec §3 fields) -> 201: a confirmation e-mail is sent (double
 * opt-in); an address already confirmed gets the same answer and no mail.
 */
export const SubscribeNewsletterEndpoint = defineEndpoint({
  method: 'POST',
  path: '/public-api/newsletter-subscriptions/',
  summary: 'Subscribe to the newsletter (confirmed by e-mail)',
  tags,
  body: NewsletterSubscriptionSchema,
  responses: { 201: MessageResponseSchema },
});

/** Confirm a subscription from the e-mail's link; 400 publicForms.linkInvalid when unknown or expired. */
export const ConfirmNewsletterEndpoint = defineEndpoint({
  method: 'POST',
  path: '/public-api/newsletter-subscriptions/confirm',
  summary: 'Confirm a newsletter subscription',
  tags,
  body: NewsletterTokenSchema,
  responses: { 200: MessageResponseSchema },
});

/**
 * Leave the newsletter with a mail's unsubscribe token (the page's button, and the List-Unsubscribe
 * one-click POST of RFC 8058, whose form body is ignored); 400 publicForms.linkInvalid when unknown.
 */
export const UnsubscribeNewsletterEndpoint = defineEndpoint({
  method: 'POST',
  path: '/public-api/newsletter-subscriptions/unsubscribe/:token',
  summary: 'Unsubscribe from the newsletter',
  tags,
  params: NewsletterTokenSchema,
  responses: { 200: MessageResponseSchema },
});

/** Whether the signed-in user's e-mail is subscribed (pending or confirmed): the popup stays away then. */
export const MyNewsletterStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: '/common-api/newsletter-subscriptions/me',
  summary: 'Is the signed-in user subscribed to the newsletter',
  tags,
  access: Object.values(USER_TYPES),
  responses: { 200: NewsletterStatusSchema },
});

/** The admin inbox of contact messages and demo bookings, newest first. */
export const ContactMessagesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin-api/contact-messages',
  summary: 'Contact messages and demo bookings',
  tags,
  access: ADMIN,
  query: ContactMessagesQuerySchema,
  responses: { 200: ContactMessagePageSchema },
});

/** Move a message to new, contacted or closed with a note; 404 publicForms.notFound. */
export const UpdateContactMessageEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/admin-api/contact-messages/:messageId',
  summary: 'Change a contact message status and note',
  tags,
  access: ADMIN,
  params: z.object({ messageId: IdSchema }),
  body: UpdateContactMessageSchema,
  responses: { 200: MessageDataSchema(ContactMessageRecordSchema) },
});

/** Newsletter subscribers, newest first, by status. */
export const NewsletterSubscribersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin-api/newsletter-subscribers',
  summary: 'Newsletter subscribers',
  tags,
  access: ADMIN,
  query: NewsletterSubscribersQuerySchema,
  responses: { 200: NewsletterSubscriberPageSchema },
});

/** Every subscriber of the status filter as CSV (UTF-8 with a BOM, so Arabic names stay legible). */
export const NewsletterSubscribersCsvEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin-api/newsletter-subscribers/export.csv',
  summary: 'Export newsletter subscribers as CSV',
  tags,
  access: ADMIN,
  file: true,
  query: NewsletterSubscribersQuerySchema.omit({ page: true, size: true }),
  responses: { 200: z.unknown().describe('text/csv') },
});
