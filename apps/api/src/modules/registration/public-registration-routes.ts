import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompanySearchQuerySchema,
  CompanySearchResultSchema,
  GenerateEmailOtpRequestSchema,
  REGISTRATION_JOURNEYS,
  RegistrationMessageSchema,
  RegistrationSubmittedSchema,
  VerifyEmailOtpRequestSchema,
} from '@hissa/contracts/registration/registration-api';
import type { FileFieldRule, RegistrationJourney } from '@hissa/contracts/registration/registration-journey';
import { fromMultipartFields } from '@hissa/contracts/registration/multipart-fields';
import {
  DOCUMENT_CONTENT_TYPES,
  IMAGE_CONTENT_TYPES,
  REGISTRATION_KEYS,
  REGISTRATION_MAX_FILE_BYTES,
} from '@hissa/contracts/registration/registration-rules';
import { translate } from '../../plugins/i18n.ts';
import { validationError } from '../../plugins/errors.ts';
import { type FileFieldAccept, receiveMultipart } from '../files/receive-multipart.ts';
import { sendEmailOtp, verifyEmailOtp } from './email-otp.ts';
import type { RegistrationContext } from './registration-context.ts';
import { searchRegistrableCompanies } from './registration-queries.ts';
import { submitRegistration } from './submit-registration.ts';

/** Submissions per IP per hour (offices behind one address still fit). */
export const REGISTER_PER_IP = { max: 20, timeWindow: 60 * 60_000 };
/** OTP e-mails per IP per 10 minutes, on top of the per-e-mail resend countdown. */
export const OTP_SEND_PER_IP = { max: 10, timeWindow: 10 * 60_000 };
/** OTP checks per IP per 10 minutes, on top of the per-code attempt limit. */
export const OTP_VERIFY_PER_IP = { max: 30, timeWindow: 10 * 60_000 };
/** Directory look-ups of the company form per IP per minute. */
export const COMPANY_SEARCH_PER_IP = { max: 60, timeWindow: 60_000 };

const ACCEPT: Record<FileFieldRule['kind'], FileFieldAccept> = {
  document: { contentTypes: DOCUMENT_CONTENT_TYPES, typeErrorKey: REGISTRATION_KEYS.documentType },
  image: { contentTypes: IMAGE_CONTENT_TYPES, typeErrorKey: REGISTRATION_KEYS.imageType },
};

/** What a journey accepts in the multipart file field `name` (plain or keyMembers.{i}.photo), or undefined. */
function fileAccept(journey: RegistrationJourney, name: string): FileFieldAccept | undefined {
  const rule = journey.files.find((file) =>
    file.repeatedIn === undefined ? file.field === name : new RegExp(`^${file.repeatedIn}\\.\\d{1,2}\\.${file.field}$`).test(name),
  );
  return rule ? ACCEPT[rule.kind] : undefined;
}

/**
 * Registration (marketplace.txt sections 2-5, 7-9; issue 3). Error answers are the envelope.
 * - POST /public-api/register/{individual-shareholder|institutional-shareholder|company|
 *   institutional-investor|financial-consultation}: multipart (fields of the journey's schema
 *   in contracts/registration, files by their field names); individual-investor: JSON.
 *   -> 201 {id, message}; 400 (field errors, 'No file Choosen', wrong type by content), 413
 *   (file over REGISTRATION_MAX_FILE_BYTES bytes), 409 (account or pending registration), 429.
 * - POST /public-api/register/generate-verification-email-otp {email} -> {message}; 400, 429 (countdown).
 * - POST /public-api/register/verify-email-otp {email, otp} -> {message}; 400 'Incorrect OTP', expired, attempts.
 * - GET /public-api/register/search/company?name= -> {data: [{companyId, companyName, companyNameAr, hasAccount}]}.
 */
export const publicRegistrationRoutes: FastifyPluginAsyncZod<{ context: RegistrationContext }> = async (app, { context }) => {
  const submitted = (request: FastifyRequest, id: number) => ({ id, message: translate(request.language, REGISTRATION_KEYS.submitted) });
  const response = { 201: RegistrationSubmittedSchema };

  for (const journey of Object.values(REGISTRATION_JOURNEYS)) {
    const url = `/public-api/register/${journey.kind}`;
    if (journey.encoding === 'json') {
      app.post(
        url,
        { schema: { tags: ['registration'], summary: `Register: ${journey.kind}`, body: journey.schema, response }, config: { rateLimit: REGISTER_PER_IP } },
        async (request, reply) => {
          // the route schema is journey.schema: the body is its checked output
          const payload = request.body as Record<string, unknown>;
          return reply.status(201).send(submitted(request, await submitRegistration(context, journey, payload, [])));
        },
      );
      continue;
    }
    app.post(
      url,
      { schema: { tags: ['registration'], summary: `Register: ${journey.kind} (multipart)`, consumes: ['multipart/form-data'], response }, config: { rateLimit: REGISTER_PER_IP } },
      async (request, reply) => {
        const upload = await receiveMultipart(request, {
          store: context.fileStore,
          maxFileBytes: REGISTRATION_MAX_FILE_BYTES,
          tooLargeKey: REGISTRATION_KEYS.fileTooLarge,
          accept: (name) => fileAccept(journey, name),
        });
        try {
          const parsed = journey.schema.safeParse(fromMultipartFields(journey.schema, upload.fields));
          if (!parsed.success) throw validationError(parsed.error.issues);
          return reply.status(201).send(submitted(request, await submitRegistration(context, journey, parsed.data, upload.files)));
        } catch (error) {
          await upload.discard();
          throw error;
        }
      },
    );
  }

  app.post(
    '/public-api/register/generate-verification-email-otp',
    {
      schema: { tags: ['registration'], summary: 'Mail a 6-digit e-mail verification code', body: GenerateEmailOtpRequestSchema, response: { 200: RegistrationMessageSchema } },
      config: { rateLimit: OTP_SEND_PER_IP },
    },
    async (request) => {
      await sendEmailOtp(context, request.body.email);
      return { message: translate(request.language, REGISTRATION_KEYS.otpSent) };
    },
  );

  app.post(
    '/public-api/register/verify-email-otp',
    {
      schema: { tags: ['registration'], summary: 'Check an e-mail verification code', body: VerifyEmailOtpRequestSchema, response: { 200: RegistrationMessageSchema } },
      config: { rateLimit: OTP_VERIFY_PER_IP },
    },
    async (request) => {
      await verifyEmailOtp(context, request.body);
      return { message: translate(request.language, REGISTRATION_KEYS.otpVerified) };
    },
  );

  app.get(
    '/public-api/register/search/company',
    {
      schema: { tags: ['registration'], summary: 'Find a directory company to register for', querystring: CompanySearchQuerySchema, response: { 200: CompanySearchResultSchema } },
      config: { rateLimit: COMPANY_SEARCH_PER_IP },
    },
    async (request) => ({ data: await searchRegistrableCompanies(context.db, request.query.name) }),
  );
};
