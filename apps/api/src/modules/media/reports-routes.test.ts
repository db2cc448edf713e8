import { eq } from 'drizzle-orm';
import ar from '@hissa/contracts/messages/ar.json' with { type: 'json' };
import en from '@hissa/contracts/messages/en.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import { endpointUrl } from '@hissa/contracts/http/endpoint';
import {
  MEDIA_PAGES,
  REPORT_LINK_TTL_MS,
  type Report,
  type ReportInput,
  type ReportRequest,
} from '@hissa/contracts/media/media';
import {
  CreateReportEndpoint,
  ReportDownloadEndpoint,
  ReportLinkEndpoint,
  ReportRequestsEndpoint,
  ReportsEndpoint,
  RequestReportEndpoint,
  UpdateReportEndpoint,
  UploadReportFileEndpoint,
} from '@hissa/contracts/media-endpoints';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { reportRequests } from '../../db/schema/media.ts';
import { loginAs, nextRemoteAddress } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { samplePng } from '../files/sample-files.ts';
import { sampleReportPdf } from './media-samples.ts';
import { call, mailsTo, upload } from '../../test/media-helpers.ts';
import { reportLinkToken } from './report-link.ts';

/*
 * Reports (spec §2 reports with filters, §3 report request; decision 030) through the HTTP layer:
 * the admin's PDF upload checked by content, the filters, and the download given only through an
 * e-mailed signed link that expires.
 */

let harness: TestApp;
let admin: Record<string, string>;
let report: Report;
beforeAll(async () => {
  harness = await createTestApp();
  admin = await loginAs(harness.app, USER_TYPES.admin);
});
afterAll(() => harness.close());

const reportInput: ReportInput = {
  titleEn: 'Logistics Sector Outlook 2019',
  titleAr: 'آفاق قطاع الخدمات اللوجستية 2019',
  descriptionEn: '<p>Warehousing<iframe src="https://evil.example"></iframe> and ports.</p>',
  descriptionAr: '<p>المستودعات والموانئ.</p>',
  status: 'draft',
  category: 'sector',
  publisher: 'Test Research House',
  publishedOn: '2019-05-01',
};
const requester = {
  fullName: 'Reem Al Qahtani',
  email: 'reem.qahtani@example.sa',
  companyName: 'Sadeem Partners',
  designation: 'Investment Analyst',
  languageCode: 'ar',
};
const requestReport = (reportId: number, payload: object, language = 'en') =>
  harness.app.inject({
    method: 'POST',
    url: endpointUrl(RequestReportEndpoint, { reportId }),
    headers: { 'accept-language': language },
    remoteAddress: nextRemoteAddress(),
    payload,
  });

describe('the admin publishes a report', () => {
  it('creates a draft, takes only a PDF by content, then publishes', async () => {
    const created = await call(harness, 'POST', CreateReportEndpoint.path, admin, reportInput);
    expect(created.statusCode).toBe(201);
    report = created.json<{ data: Report }>().data;
    expect(report.descriptionEn).toBe('<p>Warehousing and ports.</p>');
    const url = endpointUrl(UploadReportFileEndpoint, { reportId: report.id });
    const image = await upload(harness, url, admin, 'file', samplePng(), 'report.pdf');
    expect(image.statusCode).toBe(400);
    expect(image.json<ErrorEnvelope>().errors).toContainEqual({ field: 'body.file', message: en.media.reportType });
    const pdf = await sampleReportPdf({ ...reportInput, year: 2019, summaryEn: 'Ports', summaryAr: 'الموانئ' });
    const uploaded = await upload(harness, url, admin, 'file', pdf, 'outlook.pdf');
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json<{ data: Report }>().data.fileSizeBytes).toBe(pdf.length);
    const published = await call(harness, 'PUT', endpointUrl(UpdateReportEndpoint, { reportId: report.id }), admin, {
      ...reportInput,
      status: 'published',
    });
    expect(published.statusCode).toBe(200);
    const bad = await call(harness, 'POST', CreateReportEndpoint.path, admin, { ...reportInput, category: 'gossip' });
    expect(bad.json<ErrorEnvelope>().errors).toContainEqual({
      field: 'body.category',
      message: en.media.categoryInvalid,
    });
  });
});

describe('visitors find reports', () => {
  it('filters by category, publisher and year and offers every publisher and year', async () => {
    const page = (query: string) =>
      call(harness, 'GET', `${ReportsEndpoint.path}?${query}`).then((response) =>
        response.json<{ data: Report[]; publishers: string[]; years: number[]; total: number }>(),
      );
    const filtered = await page('category=sector&publisher=Test%20Research%20House&year=2019');
    expect(filtered.data.map(({ id }) => id)).toEqual([report.id]);
    expect(filtered.publishers).toContain('Test Research House');
    expect(filtered.years).toContain(2019);
    expect((await page('category=market&publisher=Test%20Research%20House')).total).toBe(0);
    expect((await page('year=2018&publisher=Test%20Research%20House')).total).toBe(0);
    expect((await call(harness, 'GET', `${ReportsEndpoint.path}?year=twenty`)).statusCode).toBe(400);
  });
});

describe('requesting and downloading a report', () => {
  it('refuses a request with missing fields, in the user language, and for an unknown report', async () => {
    const missing = await requestReport(report.id, { ...requester, designation: '' }, 'ar');
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorEnvelope>().errors).toContainEqual({
      field: 'body.designation',
      message: ar.media.designationRequired,
    });
    expect((await requestReport(2_000_000, requester)).statusCode).toBe(404);
  });

  it('stores the request and e-mails a link that shows the report and downloads the PDF', async () => {
    const response = await requestReport(report.id, requester);
    expect(response.statusCode).toBe(201);
    expect(response.json<{ message: string }>().message).toBe(en.media.reportRequested);
    const stored = await harness.database.db
      .select()
      .from(reportRequests)
      .where(eq(reportRequests.email, requester.email));
    expect(stored).toHaveLength(1);
    const [mail] = await mailsTo(harness, requester.email);
    expect(mail).toContain('=?UTF-8?'); // the Arabic subject, encoded
    const token = new RegExp(`${MEDIA_PAGES.reportDownload}/([A-Za-z0-9._-]+)`).exec(mail ?? '')?.[1] ?? '';
    const link = await call(harness, 'GET', endpointUrl(ReportLinkEndpoint, { token }));
    expect(link.statusCode).toBe(200);
    expect(link.json<{ data: { report: Report } }>().data.report.id).toBe(report.id);
    const file = await call(harness, 'GET', endpointUrl(ReportDownloadEndpoint, { token }));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const listed = await call(harness, 'GET', ReportRequestsEndpoint.path, admin);
    expect(listed.json<{ data: ReportRequest[] }>().data[0]).toMatchObject({
      reportId: report.id,
      email: requester.email,
      designation: requester.designation,
    });
  });

  it('refuses an altered link with 400 and an expired one with 410, in the user language', async () => {
    const token = reportLinkToken(harness.config.jwtSecret, 1, report.id);
    const [requestId, reportId, expiry, signature] = token.split('.');
    const altered = `${requestId}.${reportId}.${Number(expiry) + 86_400}.${signature}`;
    for (const endpoint of [ReportLinkEndpoint, ReportDownloadEndpoint]) {
      const tampered = await call(harness, 'GET', endpointUrl(endpoint, { token: altered }), {
        'accept-language': 'ar',
      });
      expect(tampered.statusCode).toBe(400);
      expect(tampered.json<ErrorEnvelope>().message).toBe(ar.media.downloadLinkInvalid);
    }
    const expired = reportLinkToken(
      harness.config.jwtSecret,
      1,
      report.id,
      new Date(Date.now() - REPORT_LINK_TTL_MS - 1000),
    );
    for (const endpoint of [ReportLinkEndpoint, ReportDownloadEndpoint]) {
      const old = await call(harness, 'GET', endpointUrl(endpoint, { token: expired }));
      expect(old.statusCode).toBe(410);
      expect(old.json<ErrorEnvelope>().message).toBe(en.media.downloadLinkExpired);
    }
  });
});
