import { z } from 'zod';
import { IdSchema, MAX_ID } from './http/common-schemas.ts';
import { PageRequestSchema, pageSchema } from './pagination.ts';
import { requiredString } from './auth.ts';
import {
  DOCUMENT_CONTENT_TYPES,
  REGISTRATION_KEYS,
  REGISTRATION_MAX_FILE_BYTES,
  emailField,
  nameField,
  phoneField,
} from './registration/registration-rules.ts';
import { isCalendarDate, riyadhToday } from './trading/trading-rules.ts';
import { USER_TYPES, type UserType } from './user-types.ts';

/*
 * Requests between the parties of the marketplace (the dashboards' my-requests and
 * other-requests; decision 006), written once for the web forms and the server; the endpoints
 * are in requests-endpoints.ts. Messages are keys; their texts are in messages/{en,ar}.json
 * under "requests". Times are ISO 8601 instants; dates YYYY-MM-DD.
 *
 * Who the parties are (the spec names the screens, not the parties; decision recorded here):
 * - A signed-in company user, shareholder or investor (REQUEST_USER_TYPES) sends a request
 *   to a company that has a registered company user, or to a registered shareholder or
 *   investor. A company is represented by its company user: requests to the company are
 *   the company user's "other requests", and requests that user sends show the company as
 *   the sender.
 * - A visitor (not signed in) sends a request to any company from its public profile; it goes
 *   to the platform admin, who contacts the visitor ('request initiated (admin will contact)').
 *   Visitors attach no files.
 * - A request can also go to a verified independent financial consultant (companies find them in
 *   the consultants directory; decision 043); the consultant answers it and sends none.
 * - Only the recipient answers (add-request-response); the sender edits or deletes the request.
 * - Attachments (of the request and of its answers) can be downloaded only by the two parties
 *   and the admin, whatever the type; a secured file share needs at least one file.
 * - "quotation" belongs to the services marketplace's quotations, not here.
 */

/** Request types: initial request, 1-2-1 meetings, request for information, secured file share. */
export const REQUEST_TYPES = [
  'initial_request',
  'one_to_one_meeting',
  'request_for_information',
  'secured_file_share',
] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];
/** The types a visitor can send: everything but the file share (visitors attach no files). */
export const VISITOR_REQUEST_TYPES = [
  'initial_request',
  'one_to_one_meeting',
  'request_for_information',
] as const satisfies readonly RequestType[];

/**
 * Statuses (like the service quotations): pending (awaiting an answer), responded (the
 * recipient answered), expired (the expiry date passed with no answer; shown inactive). An
 * expired request can no longer be answered or changed.
 */
export const REQUEST_STATUSES = ['pending', 'responded', 'expired'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Who sends requests: the company, shareholder and investor dashboards have my-requests. */
export const REQUEST_USER_TYPES: readonly UserType[] = [
  USER_TYPES.company,
  USER_TYPES.individualShareholder,
  USER_TYPES.institutionalShareholder,
  USER_TYPES.individualInvestor,
  USER_TYPES.institutionalInvestor,
];
/** Who a request can go to besides companies: registered shareholders and investors. */
export const REQUEST_RECIPIENT_USER_TYPES: readonly UserType[] = REQUEST_USER_TYPES.filter(
  (type) => type !== USER_TYPES.company,
);
/**
 * Who receives and answers requests (other-requests): the senders, and the independent
 * financial consultants that company users find in the consultants directory (decision 043; a
 * consultant receives requests only while verified, and sends none).
 */
export const REQUEST_RECEIVER_USER_TYPES: readonly UserType[] = [...REQUEST_USER_TYPES, USER_TYPES.financialConsultant];

/** Longest title ("request title limit 255"). */
export const REQUEST_TITLE_MAX_LENGTH = 255;
/** Longest message of a request or an answer (the spec is silent). */
export const REQUEST_MESSAGE_MAX_LENGTH = 5000;
/** Most files on one request or one answer (the spec is silent). */
export const REQUEST_MAX_ATTACHMENTS = 5;
/** Largest attachment, bytes ("under 2 MB in forms"). */
export const REQUEST_ATTACHMENT_MAX_BYTES = REGISTRATION_MAX_FILE_BYTES;
/** Types an attachment may be, as detected from its content: pdf, png, jpeg, jpg. */
export const REQUEST_ATTACHMENT_CONTENT_TYPES = DOCUMENT_CONTENT_TYPES;
/** The multipart field of the attachments (repeated once per file). */
export const REQUEST_ATTACHMENT_FIELD = 'attachments';
/** The multipart name of the `index`th attachment (attachments.0, attachments.1...): a name is sent once. */
export function requestAttachmentField(index: number): string {
  return `${REQUEST_ATTACHMENT_FIELD}.${index}`;
}
/** Matches the multipart name of an attachment. */
export const REQUEST_ATTACHMENT_FIELD_PATTERN = /^attachments\.\d{1,2}$/;
/** Longest meeting link. */
export const MEETING_LINK_MAX_LENGTH = 500;

/** Message keys of the request rules and answers (the specified texts, plus ours where it is silent). */
export const REQUEST_KEYS = {
  typeRequired: 'requests.typeRequired',
  titleRequired: 'requests.titleRequired',
  titleTooLong: 'requests.titleTooLong',
  messageRequired: 'requests.messageRequired',
  messageTooLong: 'requests.messageTooLong',
  meetingDateRequired: 'requests.meetingDateRequired',
  meetingDateInvalid: 'requests.meetingDateInvalid',
  meetingDatePast: 'requests.meetingDatePast',
  meetingLinkRequired: 'requests.meetingLinkRequired',
  meetingLinkInvalid: 'requests.meetingLinkInvalid',
  meetingOnly: 'requests.meetingOnly',
  expiryDateInvalid: 'requests.expiryDateInvalid',
  expiryDatePast: 'requests.expiryDatePast',
  recipientRequired: 'requests.recipientRequired',
  recipientNotFound: 'requests.recipientNotFound',
  ownRecipient: 'requests.ownRecipient',
  attachmentRequired: 'requests.attachmentRequired',
  tooManyAttachments: 'requests.tooManyAttachments',
  fileTooLarge: REGISTRATION_KEYS.fileTooLarge,
  attachmentType: REGISTRATION_KEYS.documentType,
  responseRequired: 'requests.responseRequired',
  notFound: 'requests.notFound',
  responseNotFound: 'requests.responseNotFound',
  notRecipient: 'requests.notRecipient',
  notSender: 'requests.notSender',
  notEditable: 'requests.notEditable',
  expired: 'requests.expired',
  noRequests: 'requests.noRequests',
  initiated: 'requests.initiated',
  visitorInitiated: 'requests.visitorInitiated',
  visitorContacted: 'requests.visitorContacted',
  updated: 'requests.updated',
  deleted: 'requests.deleted',
  responded: 'requests.responded',
  responseDeleted: 'requests.responseDeleted',
} as const;

const K = REQUEST_KEYS;

/** An optional text field: '' (an emptied input) counts as absent. */
function optionalText(schema: z.ZodString) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());
}

/** True when `value` is an http(s) address with a host that has a dot. */
function isWebAddress(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
}

/** The fields of a request that its sender writes (and may change while it is pending). */
const requestDetailsShape = {
  type: z.enum(REQUEST_TYPES, K.typeRequired),
  title: requiredString(K.titleRequired).trim().min(1, K.titleRequired).max(REQUEST_TITLE_MAX_LENGTH, K.titleTooLong),
  message: requiredString(K.messageRequired)
    .trim()
    .min(1, K.messageRequired)
    .max(REQUEST_MESSAGE_MAX_LENGTH, K.messageTooLong),
  /** One-to-one meetings: when (ISO instant, in the future). */
  meetingDate: optionalText(z.string()),
  /** One-to-one meetings: the http(s) address of the video call. */
  meetingLink: optionalText(z.string().trim().max(MEETING_LINK_MAX_LENGTH, K.meetingLinkInvalid)),
  /** The last day (Riyadh) the request can be answered; none means it does not expire. */
  expiryDate: optionalText(z.string()),
};

type RequestDetailsShape = { type: string; meetingDate?: string; meetingLink?: string; expiryDate?: string };

/**
 * The rules across fields: a one-to-one meeting needs a date in the future and a link, other
 * types have neither; an expiry date is a real date, today or later (Riyadh).
 */
function checkRequestDetails(details: RequestDetailsShape, context: z.RefinementCtx, now = new Date()): void {
  const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
  if (details.type === 'one_to_one_meeting') {
    if (!details.meetingDate) issue('meetingDate', K.meetingDateRequired);
    else if (!z.iso.datetime({ offset: true }).safeParse(details.meetingDate).success)
      issue('meetingDate', K.meetingDateInvalid);
    else if (Date.parse(details.meetingDate) <= now.getTime()) issue('meetingDate', K.meetingDatePast);
    if (!details.meetingLink) issue('meetingLink', K.meetingLinkRequired);
    else if (!isWebAddress(details.meetingLink)) issue('meetingLink', K.meetingLinkInvalid);
  } else {
    if (details.meetingDate) issue('meetingDate', K.meetingOnly);
    if (details.meetingLink) issue('meetingLink', K.meetingOnly);
  }
  if (details.expiryDate) {
    if (!isCalendarDate(details.expiryDate)) issue('expiryDate', K.expiryDateInvalid);
    else if (details.expiryDate < riyadhToday(now)) issue('expiryDate', K.expiryDatePast);
  }
}

/** Body of changing a request I sent (JSON): the details, checked like the new-request form. */
export const UpdateRequestSchema = z
  .object(requestDetailsShape)
  .superRefine((details, context) => checkRequestDetails(details, context));
export type UpdateRequest = z.infer<typeof UpdateRequestSchema>;

/** Whom a request goes to: a company (its company user answers) or a registered shareholder or investor. */
export const RECIPIENT_KINDS = ['company', 'user'] as const;
export type RecipientKind = (typeof RECIPIENT_KINDS)[number];

/**
 * A new request: the text fields of the multipart body (files in REQUEST_ATTACHMENT_FIELD).
 * The server adds what only it can check: the recipient exists and is not the sender, the
 * file count and types, and that a secured file share has a file.
 */
export const InitiateRequestSchema = z
  .object({
    ...requestDetailsShape,
    recipientKind: z.enum(RECIPIENT_KINDS, K.recipientRequired),
    recipientId: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.coerce
        .number(K.recipientRequired)
        .int(K.recipientRequired)
        .min(1, K.recipientRequired)
        .max(MAX_ID, K.recipientRequired),
    ),
  })
  .superRefine((details, context) => checkRequestDetails(details, context));
export type InitiateRequest = z.infer<typeof InitiateRequestSchema>;

/** A visitor's request to a company (JSON), followed up by the admin. */
export const VisitorRequestSchema = z
  .object({
    ...requestDetailsShape,
    type: z.enum(VISITOR_REQUEST_TYPES, K.typeRequired),
    companyId: IdSchema,
    fullName: nameField(REGISTRATION_KEYS.fullNameRequired),
    email: emailField,
    phone: phoneField,
  })
  .superRefine((details, context) => checkRequestDetails(details, context));
export type VisitorRequest = z.infer<typeof VisitorRequestSchema>;

/** An answer to a request: its text (multipart, files in REQUEST_ATTACHMENT_FIELD). */
export const RespondRequestSchema = z.object({
  message: requiredString(K.responseRequired)
    .trim()
    .min(1, K.responseRequired)
    .max(REQUEST_MESSAGE_MAX_LENGTH, K.messageTooLong),
});
export type RespondRequest = z.infer<typeof RespondRequestSchema>;

/** Query of search-my-requests and search-other-requests: text in title and message, type, status, page. */
export const RequestSearchQuerySchema = z.object({
  search: z.string().trim().max(100, 'validation.tooLong').optional(),
  type: z.enum(REQUEST_TYPES, 'validation.invalidValue').optional(),
  status: z.enum(REQUEST_STATUSES, 'validation.invalidValue').optional(),
  page: z.coerce.number().int('validation.wholeNumber').min(0, 'validation.pageNegative').default(0),
  size: z.coerce
    .number()
    .int('validation.wholeNumber')
    .min(1, 'validation.sizeRange')
    .max(50, 'validation.sizeRange')
    .default(10),
});
export type RequestSearchQuery = z.infer<typeof RequestSearchQuerySchema>;

const Time = z.string().describe('ISO 8601 instant');

/** A party of a request: a company (by its company id) or a person (by user id). */
export const RequestPartySchema = z.object({ kind: z.enum(RECIPIENT_KINDS), id: z.number().int(), name: z.string() });
export type RequestParty = z.infer<typeof RequestPartySchema>;

/** A file of a request or an answer; downloaded by its fileId (RequestAttachmentEndpoint). */
export const RequestAttachmentSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});
export type RequestAttachment = z.infer<typeof RequestAttachmentSchema>;

/** An answer of the recipient. */
export const RequestResponseViewSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  responderName: z.string(),
  /** True when the viewer wrote it (and so may delete it). */
  isMine: z.boolean(),
  attachments: z.array(RequestAttachmentSchema),
  createdAt: Time,
});
export type RequestResponseView = z.infer<typeof RequestResponseViewSchema>;

/** A row of my-requests or other-requests. */
export const RequestSummarySchema = z.object({
  id: z.number().int(),
  type: z.enum(REQUEST_TYPES),
  title: z.string(),
  status: z.enum(REQUEST_STATUSES),
  sender: RequestPartySchema,
  recipient: RequestPartySchema,
  meetingDate: Time.nullable(),
  expiryDate: z.string().nullable(),
  attachmentCount: z.number().int(),
  responseCount: z.number().int(),
  createdAt: Time,
  updatedAt: Time,
});
export type RequestSummary = z.infer<typeof RequestSummarySchema>;

/** One request with its files and answers, and what the viewer may do with it. */
export const RequestDetailSchema = RequestSummarySchema.extend({
  message: z.string(),
  meetingLink: z.string().nullable(),
  attachments: z.array(RequestAttachmentSchema),
  responses: z.array(RequestResponseViewSchema),
  /** The sender, while the request is pending. */
  canEdit: z.boolean(),
  /** The recipient, until the request expires. */
  canRespond: z.boolean(),
});
export type RequestDetail = z.infer<typeof RequestDetailSchema>;

export const RequestPageSchema = pageSchema(RequestSummarySchema);
export type RequestPage = z.infer<typeof RequestPageSchema>;
export const RequestDetailResponseSchema = z.object({ data: RequestDetailSchema });
export const RequestMessageDetailSchema = z.object({ message: z.string(), data: RequestDetailSchema });
export const RequestMessageSchema = z.object({ message: z.string() });

/** Who a request can go to, searched by name. */
export const RecipientsQuerySchema = z.object({ search: z.string().trim().max(100, 'validation.tooLong').optional() });
export const RecipientsResponseSchema = z.object({
  data: z.object({
    /** Companies with a registered company user. */
    companies: z.array(z.object({ id: z.number().int(), name: z.string() })),
    /** Registered shareholders and investors (not the viewer). */
    people: z.array(z.object({ id: z.number().int(), name: z.string(), userType: z.number().int() })),
  }),
});
export type Recipients = z.infer<typeof RecipientsResponseSchema>['data'];
/** Most recipients of each group one look-up returns. */
export const RECIPIENTS_LIMIT = 20;

/** A visitor's request as the admin's follow-up list shows it. */
export const VisitorRequestViewSchema = z.object({
  id: z.number().int(),
  type: z.enum(REQUEST_TYPES),
  title: z.string(),
  message: z.string(),
  meetingDate: Time.nullable(),
  meetingLink: z.string().nullable(),
  expiryDate: z.string().nullable(),
  companyId: z.number().int(),
  companyName: z.string(),
  visitorName: z.string(),
  visitorEmail: z.string(),
  visitorPhone: z.string(),
  createdAt: Time,
  /** When the admin marked the visitor as contacted; null while they are still to contact. */
  contactedAt: Time.nullable(),
});
export type VisitorRequestView = z.infer<typeof VisitorRequestViewSchema>;

/** The admin's follow-up states of visitors' requests: still to contact, or contacted. */
export const VISITOR_FOLLOW_UP_STATES = ['to_contact', 'contacted'] as const;
export type VisitorFollowUpState = (typeof VISITOR_FOLLOW_UP_STATES)[number];

/** Query of the admin's visitor requests: the page, and one follow-up state (both when absent). */
export const VisitorRequestsQuerySchema = PageRequestSchema.extend({
  state: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(VISITOR_FOLLOW_UP_STATES, 'validation.invalidValue').optional(),
  ),
});
export const VisitorRequestPageSchema = pageSchema(VisitorRequestViewSchema);
export type VisitorRequestPage = z.infer<typeof VisitorRequestPageSchema>;
