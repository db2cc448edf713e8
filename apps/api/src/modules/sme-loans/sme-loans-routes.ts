import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DOCUMENT_CONTENT_TYPES,
  REGISTRATION_KEYS as RK,
  REGISTRATION_MAX_FILE_BYTES,
} from '@hissa/contracts/registration/registration-rules';
import { LOAN_FILE_FIELD_NAMES, SME_LOAN_KEYS as K } from '@hissa/contracts/sme-loans/loan-application';
import {
  LoanFileEndpoint,
  LoanQueueEndpoint,
  MoveLoanApplicationEndpoint,
  MyLoanApplicationEndpoint,
  MyLoanApplicationsEndpoint,
  ReplyLoanApplicationEndpoint,
  SaveLoanStepEndpoint,
  StartLoanApplicationEndpoint,
  SubmitLoanApplicationEndpoint,
  UploadLoanFileEndpoint,
} from '@hissa/contracts/sme-loans-endpoints';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { paymentPagePath } from '@hissa/contracts/billing/payments';
import type { BillingConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { requireUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { translate } from '../../plugins/i18n.ts';
import type { FileStore } from '../files/file-store.ts';
import { receiveMultipartForm } from '../files/receive-multipart-form.ts';
import { sendStoredFile } from '../files/send-stored-file.ts';
import { findStoredFile } from '../files/stored-files.ts';
import { type LoanMailContext, mailApplicant, mailTeam } from './loan-mail.ts';
import { findOwnApplication, listOwnApplications, toApplication, toApplications } from './loan-records.ts';
import {
  moveApplication,
  queuePage,
  recordLoanFile,
  replyToRequest,
  saveStep,
  startApplication,
  submitApplication,
} from './loan-service.ts';

/**
 * The SME-loan routes (contracts sme-loans-endpoints.ts; decision 026): the company user's draft
 * (start or resume, save a step, upload a document), submission with the package's payment, the
 * answer to an information request, the documents' download, and the admin's queue and moves.
 * E-mails (the applicant's, the team's on submission) go after the commit (loan-mail.ts).
 */
export const smeLoansRoutes: FastifyPluginAsyncZod<{
  db: Db;
  fileStore: FileStore;
  billing: BillingConfig;
  mail: Omit<LoanMailContext, 'log'>;
}> = async (app, { db, fileStore, billing, mail }) => {
  const mailContext: LoanMailContext = { ...mail, log: app.log };
  const say = (language: 'en' | 'ar', key: string, params?: Record<string, unknown>) =>
    translate(language, key, params);

  app.route({
    ...endpointRoute(app, StartLoanApplicationEndpoint),
    handler: async (request, reply) => {
      const { row, isNew } = await startApplication(db, requireUser(request).id);
      return reply.status(isNew ? 201 : 200).send({ data: await toApplication(db, row) });
    },
  });

  app.route({
    ...endpointRoute(app, MyLoanApplicationsEndpoint),
    handler: async (request) => ({
      data: await toApplications(db, await listOwnApplications(db, requireUser(request).id)),
    }),
  });

  app.route({
    ...endpointRoute(app, MyLoanApplicationEndpoint),
    handler: async (request) => {
      const row = await findOwnApplication(db, requireUser(request).id, request.params.applicationId);
      if (!row) throw new AppError(404, K.notFound);
      return { data: await toApplication(db, row) };
    },
  });

  app.route({
    ...endpointRoute(app, SaveLoanStepEndpoint),
    handler: async (request) => {
      const row = await saveStep(db, requireUser(request).id, request.params.applicationId, request.body);
      return { message: say(request.language, K.saved), data: await toApplication(db, row) };
    },
  });

  app.route({
    ...endpointRoute(app, UploadLoanFileEndpoint),
    handler: async (request) => {
      const userId = requireUser(request).id;
      const result = await receiveMultipartForm(
        request,
        {
          fileStore,
          schema: z.object({}),
          maxFileBytes: REGISTRATION_MAX_FILE_BYTES,
          tooLargeKey: RK.fileTooLarge,
          accept: (field) =>
            LOAN_FILE_FIELD_NAMES.some((name) => name === field)
              ? { contentTypes: DOCUMENT_CONTENT_TYPES, typeErrorKey: RK.documentType }
              : undefined,
        },
        (_fields, files) => recordLoanFile(db, userId, request.params.applicationId, files),
      );
      await Promise.all(result.replacedFileIds.map((fileId) => fileStore.delete(fileId)));
      return { message: say(request.language, K.fileSaved), data: await toApplication(db, result.row) };
    },
  });

  app.route({
    ...endpointRoute(app, LoanFileEndpoint),
    handler: async (request, reply) => {
      const viewer = requireUser(request);
      const file = await findStoredFile(db, request.params.fileId);
      const isOwner =
        file?.ownerType === 'loan_application' &&
        (viewer.userType === USER_TYPES.admin || (await findOwnApplication(db, viewer.id, file.ownerId)) !== undefined);
      if (!file || !isOwner) throw new AppError(404, K.notFound);
      return sendStoredFile(reply, fileStore, file);
    },
  });

  app.route({
    ...endpointRoute(app, SubmitLoanApplicationEndpoint),
    handler: async (request) => {
      const { row, payment } = await submitApplication(
        db,
        billing,
        requireUser(request).id,
        request.params.applicationId,
        request.body,
      );
      await mailApplicant(mailContext, 'loanSubmitted', row);
      await mailTeam(mailContext, row);
      return {
        message: say(request.language, K.submitted),
        data: {
          application: await toApplication(db, row),
          paymentPagePath: payment ? paymentPagePath(payment.reference) : null,
        },
      };
    },
  });

  app.route({
    ...endpointRoute(app, ReplyLoanApplicationEndpoint),
    handler: async (request) => {
      const row = await replyToRequest(db, requireUser(request).id, request.params.applicationId, request.body.note);
      return { message: say(request.language, K.replied), data: await toApplication(db, row) };
    },
  });

  app.route({
    ...endpointRoute(app, LoanQueueEndpoint),
    handler: async (request) => {
      const { rows, total } = await queuePage(db, request.query);
      return { data: await toApplications(db, rows), page: request.query.page, size: request.query.size, total };
    },
  });

  app.route({
    ...endpointRoute(app, MoveLoanApplicationEndpoint),
    handler: async (request) => {
      const row = await moveApplication(db, requireUser(request).id, request.params.applicationId, request.body);
      await mailApplicant(mailContext, 'loanStatusChanged', row, request.body.note);
      const status = say(request.language, `smeLoans.status.${row.status}`);
      return { message: say(request.language, K.statusChanged, { status }), data: await toApplication(db, row) };
    },
  });
};
