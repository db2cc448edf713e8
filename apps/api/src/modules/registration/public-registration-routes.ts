import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REGISTRATION_JOURNEYS } from '@hissa/contracts/registration/registration-api';
import {
  DirectoryCompanySearchEndpoint,
  GenerateEmailOtpEndpoint,
  REGISTRATION_SUBMIT_ENDPOINTS,
  RegisterIndividualInvestorEndpoint,
  VerifyConfirmationTokenEndpoint,
  VerifyEmailOtpEndpoint,
} from '@hissa/contracts/registration/registration-endpoints';
import type { FileFieldRule, RegistrationJourney } from '@hissa/contracts/registration/registration-journey';
import { fromMultipartFields } from '@hissa/contracts/registration/multipart-fields';
import {
  DOCUMENT_CONTENT_TYPES,
  IMAGE_CONTENT_TYPES,
  REGISTRATION_KEYS,
  REGISTRATION_MAX_FILE_BYTES,
} from '@hissa/contracts/registration/registration-rules';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { translate } from '../../plugins/i18n.ts';
import { validationError } from '../../plugins/errors.ts';
import { type FileFieldAccept, receiveMultipart } from '../files/receive-multipart.ts';
import { checkConfirmationToken } from './confirmation-token.ts';
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
/** Confirmation link checks per IP per 10 minutes (a link is 32 random bytes: this only bounds load). */
export const CONFIRMATION_CHECK_PER_IP = { max: 30, timeWindow: 10 * 60_000 };

const ACCEPT: Record<FileFieldRule['kind'], FileFieldAccept> = {
  document: { contentTypes: DOCUMENT_CONTENT_TYPES, typeErrorKey: REGISTRATION_KEYS.documentType },
  image: { contentTypes: IMAGE_CONTENT_TYPES, typeErrorKey: REGISTRATION_KEYS.imageType },
};

/** What a journey accepts in the multipart file field `name` (plain or keyMembers.{i}.photo), or undefined. */
function fileAccept(journey: RegistrationJourney, name: string): FileFieldAccept | undefined {
  const rule = journey.files.find((file) =>
    file.repeatedIn === undefined
      ? file.field === name
      : new RegExp(`^${file.repeatedIn}\\.\\d{1,2}\\.${file.field}$`).test(name),
  );
  return rule ? ACCEPT[rule.kind] : undefined;
}

/**
 * Registration, public side (decision 003; paths and schemas in contracts
 * registration-endpoints.ts). Error answers are the envelope.
 * - The six journeys: multipart (fields of the journey's schema in contracts/registration, files
 *   by their field names); the individual investor's is JSON. -> 201 {id, message}; 400 (field
 *   errors, 'No file Choosen', wrong type by content), 413 (file over REGISTRATION_MAX_FILE_BYTES
 *   bytes), 409 (account or pending registration), 429.
 * - The consultant's e-mail OTP: mail a code {email} -> {message}; 400, 429 (countdown). Check it
 *   {email, otp} -> {message}; 400 'Incorrect OTP', expired, attempts.
 * - The check of an e-mail confirmation link ?token= -> {message, data: {valid, email (masked),
 *   expiresAt}}; 404 unknown, 400 used or expired.
 * - The company form's directory look-up ?name= -> {data: [{companyId, companyName,
 *   companyNameAr, hasAccount}]}.
 */
export const publicRegistrationRoutes: FastifyPluginAsyncZod<{ context: RegistrationContext }> = async (
  app,
  { context },
) => {
  const submitted = (request: FastifyRequest, id: number) => ({
    id,
    message: translate(request.language, REGISTRATION_KEYS.submitted),
  });

  app.route({
    ...endpointRoute(app, RegisterIndividualInvestorEndpoint),
    config: { rateLimit: REGISTER_PER_IP },
    handler: async (request, reply) => {
      const journey = REGISTRATION_JOURNEYS['individual-investor'];
      return reply.status(201).send(submitted(request, await submitRegistration(context, journey, request.body, [])));
    },
  });

  for (const journey of Object.values(REGISTRATION_JOURNEYS)) {
    const endpoint = REGISTRATION_SUBMIT_ENDPOINTS[journey.kind];
    if (!('multipart' in endpoint)) continue;
    app.route({
      ...endpointRoute(app, endpoint),
      config: { rateLimit: REGISTER_PER_IP },
      handler: async (request, reply) => {
        const upload = await receiveMultipart(request, {
          store: context.fileStore,
          maxFileBytes: REGISTRATION_MAX_FILE_BYTES,
          tooLargeKey: REGISTRATION_KEYS.fileTooLarge,
          accept: (name) => fileAccept(journey, name),
        });
        try {
          const parsed = journey.schema.safeParse(fromMultipartFields(journey.schema, upload.fields));
          if (!parsed.success) throw validationError(parsed.error.issues);
          return reply
            .status(201)
            .send(submitted(request, await submitRegistration(context, journey, parsed.data, upload.files)));
        } catch (error) {
          await upload.discard();
          throw error;
        }
      },
    });
  }

  app.route({
    ...endpointRoute(app, GenerateEmailOtpEndpoint),
    config: { rateLimit: OTP_SEND_PER_IP },
    handler: async (request) => {
      await sendEmailOtp(context, request.body.email);
      return { message: translate(request.language, REGISTRATION_KEYS.otpSent) };
    },
  });

  app.route({
    ...endpointRoute(app, VerifyEmailOtpEndpoint),
    config: { rateLimit: OTP_VERIFY_PER_IP },
    handler: async (request) => {
      await verifyEmailOtp(context, request.body);
      return { message: translate(request.language, REGISTRATION_KEYS.otpVerified) };
    },
  });

  app.route({
    ...endpointRoute(app, VerifyConfirmationTokenEndpoint),
    config: { rateLimit: CONFIRMATION_CHECK_PER_IP },
    handler: async (request) => ({
      message: translate(request.language, REGISTRATION_KEYS.confirmationLinkValid),
      data: await checkConfirmationToken(context, request.query.token),
    }),
  });

  app.route({
    ...endpointRoute(app, DirectoryCompanySearchEndpoint),
    config: { rateLimit: COMPANY_SEARCH_PER_IP },
    handler: async (request) => ({ data: await searchRegistrableCompanies(context.db, request.query.name) }),
  });
};
