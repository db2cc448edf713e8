import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MEDIA_KEYS,
  MEDIA_PAGES,
  REPORT_CONTENT_TYPES,
  REPORT_FILE_FIELD,
  REPORT_FILE_MAX_BYTES,
  REPORT_LINK_TTL_MS,
  REPORT_REQUEST_RATE_LIMIT,
} from '@hissa/contracts/media/media';
import {
  AdminReportEndpoint,
  AdminReportsEndpoint,
  CreateReportEndpoint,
  ReportDownloadEndpoint,
  ReportLinkEndpoint,
  ReportRequestsEndpoint,
  ReportsEndpoint,
  RequestReportEndpoint,
  UpdateReportEndpoint,
  UploadReportFileEndpoint,
} from '@hissa/contracts/media-endpoints';
import { PUBLIC_FORM_KEYS } from '@hissa/contracts/public-forms/public-forms';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { AppError } from '../../plugins/errors.ts';
import { translate } from '../../plugins/i18n.ts';
import type { FileStore } from '../files/file-store.ts';
import { receiveMultipartForm } from '../files/receive-multipart-form.ts';
import { sendStoredFile } from '../files/send-stored-file.ts';
import type { Mailer } from '../mail/mailer.ts';
import { missingFile, toReport } from './media-records.ts';
import { readReportLink, reportLinkToken } from './report-link.ts';
import {
  createReport,
  createReportRequest,
  findReport,
  listAdminReports,
  listPublishedReports,
  listReportRequests,
  setReportFile,
  updateReport,
} from './reports-service.ts';

/** What the report routes' e-mail needs; `secret` signs the download links. */
export type ReportMailContext = { mailer: Mailer; appUrl: string; secret: string };

/**
 * The report routes (contracts media-endpoints.ts; decision 030): the filtered list, the report
 * request (stored, then the signed download link e-mailed), the link's check and download; the
 * admin's list, create, edit, PDF upload and the requests list.
 */
export const reportsRoutes: FastifyPluginAsyncZod<{ db: Db; fileStore: FileStore; mail: ReportMailContext }> = async (
  app,
  { db, fileStore, mail },
) => {
  const requestLimit = app.limitPerKey({ name: 'report-requests', ...REPORT_REQUEST_RATE_LIMIT, key: (r) => r.ip });

  app.route({
    ...endpointRoute(app, ReportsEndpoint),
    handler: async (request) => {
      const { rows, total, publishers, years } = await listPublishedReports(db, request.query);
      return {
        data: rows.map(({ row, file }) => toReport(row, file)),
        page: request.query.page,
        size: request.query.size,
        total,
        publishers,
        years,
      };
    },
  });

  app.route({
    ...endpointRoute(app, RequestReportEndpoint),
    onRequest: requestLimit,
    handler: async (request, reply) => {
      const { website, ...fields } = request.body;
      if (website) {
        await findReport(db, request.params.reportId);
      } else {
        const created = await createReportRequest(db, request.params.reportId, fields);
        await mailReportLink(mail, request.log, created);
      }
      return reply.status(201).send({ message: translate(request.language, MEDIA_KEYS.reportRequested) });
    },
  });

  app.route({
    ...endpointRoute(app, ReportLinkEndpoint),
    handler: async (request) => {
      const { reportId, expiresAt } = readReportLink(mail.secret, request.params.token);
      const { row, file } = await findReport(db, reportId);
      return { data: { report: toReport(row, file), expiresAt: expiresAt.toISOString() } };
    },
  });

  app.route({
    ...endpointRoute(app, ReportDownloadEndpoint),
    handler: async (request, reply) => {
      const { reportId } = readReportLink(mail.secret, request.params.token);
      const { row, file } = await findReport(db, reportId);
      if (!file) throw new AppError(404, MEDIA_KEYS.notFound);
      return sendStoredFile(reply, fileStore, { ...file, originalName: `${row.titleEn}.pdf` });
    },
  });

  app.route({
    ...endpointRoute(app, AdminReportsEndpoint),
    handler: async (request) => {
      const { rows, total } = await listAdminReports(db, request.query);
      return {
        data: rows.map(({ row, file }) => toReport(row, file)),
        page: request.query.page,
        size: request.query.size,
        total,
      };
    },
  });

  app.route({
    ...endpointRoute(app, AdminReportEndpoint),
    handler: async (request) => {
      const { row, file } = await findReport(db, request.params.reportId, true);
      return { data: toReport(row, file) };
    },
  });

  app.route({
    ...endpointRoute(app, CreateReportEndpoint),
    handler: async (request, reply) => {
      const { row, file } = await createReport(db, request.body);
      return reply
        .status(201)
        .send({ message: translate(request.language, MEDIA_KEYS.saved), data: toReport(row, file) });
    },
  });

  app.route({
    ...endpointRoute(app, UpdateReportEndpoint),
    handler: async (request) => {
      const { row, file } = await updateReport(db, request.params.reportId, request.body);
      return { message: translate(request.language, MEDIA_KEYS.saved), data: toReport(row, file) };
    },
  });

  app.route({
    ...endpointRoute(app, UploadReportFileEndpoint),
    handler: async (request) => {
      const reportId = request.params.reportId;
      await findReport(db, reportId, true);
      const { report, replacedFileId } = await receiveMultipartForm(
        request,
        {
          fileStore,
          schema: z.object({}),
          maxFileBytes: REPORT_FILE_MAX_BYTES,
          tooLargeKey: MEDIA_KEYS.reportTooLarge,
          accept: (field) =>
            field === REPORT_FILE_FIELD
              ? { contentTypes: REPORT_CONTENT_TYPES, typeErrorKey: MEDIA_KEYS.reportType }
              : undefined,
        },
        async (_fields, files) => {
          const [file] = files;
          if (!file) throw missingFile(REPORT_FILE_FIELD);
          return setReportFile(db, reportId, file);
        },
      );
      if (replacedFileId) await fileStore.delete(replacedFileId);
      return { message: translate(request.language, MEDIA_KEYS.fileSaved), data: toReport(report.row, report.file) };
    },
  });

  app.route({
    ...endpointRoute(app, ReportRequestsEndpoint),
    handler: async (request) => ({
      ...(await listReportRequests(db, request.query)),
      page: request.query.page,
      size: request.query.size,
    }),
  });
};

/**
 * E-mails the signed download link of a new report request, in the requester's language.
 * Errors: 503 publicForms.contactFailed ("Couldn't send the message now.", spec §8) when the
 * mail cannot be sent, since the visitor would otherwise wait for a mail that never comes.
 */
async function mailReportLink(
  mail: ReportMailContext,
  log: FastifyBaseLogger,
  created: Awaited<ReturnType<typeof createReportRequest>>,
): Promise<void> {
  const { report, request } = created;
  const token = reportLinkToken(mail.secret, request.id, report.row.id);
  const language = request.languageCode === 'ar' ? 'ar' : 'en';
  try {
    await mail.mailer.send({
      to: request.email,
      template: 'reportLink',
      language,
      params: {
        name: request.fullName,
        link: `${mail.appUrl}${MEDIA_PAGES.reportDownload}/${token}`,
        report: language === 'ar' ? report.row.titleAr : report.row.titleEn,
        hours: REPORT_LINK_TTL_MS / (60 * 60 * 1000),
      },
    });
  } catch (error) {
    log.error({ err: error }, 'report link mail not sent');
    throw new AppError(503, PUBLIC_FORM_KEYS.contactFailed);
  }
}
