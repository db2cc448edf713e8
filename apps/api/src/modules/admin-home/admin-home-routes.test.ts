import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminSummaryEndpoint, type AdminSummary } from '@hissa/contracts/admin-home-endpoints';
import { PaymentQueueEndpoint } from '@hissa/contracts/payments-endpoints';
import { AdminRegistrationsEndpoint } from '@hissa/contracts/registration/registration-endpoints';
import { CustomMediaRequestEndpoint } from '@hissa/contracts/sales-requests-endpoints';
import { endpointUrl } from '@hissa/contracts/http/endpoint';
import { ReportsEndpoint, RequestReportEndpoint } from '@hissa/contracts/media-endpoints';
import { NewsroomListEndpoint } from '@hissa/contracts/news-endpoints';
import { AdminTradesEndpoint } from '@hissa/contracts/trading/trading-endpoints';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { loginAs, nextRemoteAddress } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * The admin home's counts (decision 028) through the HTTP layer: admin only, each count agrees
 * with its queue's own list, and a new item in a queue raises its count.
 */

let harness: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  harness = await createTestApp();
  admin = await loginAs(harness.app, USER_TYPES.admin);
});

afterAll(() => harness.close());

async function summary(): Promise<AdminSummary> {
  const response = await harness.app.inject({ method: 'GET', url: AdminSummaryEndpoint.path, headers: admin });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: AdminSummary }>().data;
}

/** The `total` of an admin queue's list under `query`. */
async function queueTotal(path: string, query: string): Promise<number> {
  const response = await harness.app.inject({ method: 'GET', url: `${path}?${query}`, headers: admin });
  expect(response.statusCode).toBe(200);
  return response.json<{ total: number }>().total;
}

describe('the admin summary', () => {
  it('is refused to visitors (401) and to other user types (403)', async () => {
    expect((await harness.app.inject({ method: 'GET', url: AdminSummaryEndpoint.path })).statusCode).toBe(401);
    const company = await loginAs(harness.app, USER_TYPES.company);
    const refused = await harness.app.inject({ method: 'GET', url: AdminSummaryEndpoint.path, headers: company });
    expect(refused.statusCode).toBe(403);
  });

  it('counts what the queues list as waiting: submitted registrations, executed trades, receipts', async () => {
    const counts = await summary();
    expect(counts.registrations).toBe(await queueTotal(AdminRegistrationsEndpoint.path, 'status=submitted'));
    expect(counts.trades).toBe(await queueTotal(AdminTradesEndpoint.path, 'status=executed'));
    expect(counts.payments).toBe(await queueTotal(PaymentQueueEndpoint.path, 'status=receipt_submitted'));
  });

  it('raises the sales requests count when a visitor sends one', async () => {
    const before = await summary();
    const sent = await harness.app.inject({
      method: 'POST',
      url: CustomMediaRequestEndpoint.path,
      remoteAddress: nextRemoteAddress(),
      payload: {
        fullName: 'Sara Al-Qahtani',
        email: 'sara.summary@example.sa',
        phone: '966501234567',
        countryCode: 'SA',
        companyName: 'Qimmah Media',
        selectedFeatures: ['press_release'],
      },
    });
    expect(sent.statusCode).toBe(201);
    const after = await summary();
    expect(after.salesRequests).toBe(before.salesRequests + 1);
    expect({ ...after, salesRequests: 0 }).toEqual({ ...before, salesRequests: 0 });
  });

  it('counts the newsroom: scheduled articles as the newsroom lists them, and a new report request', async () => {
    const before = await summary();
    expect(before.scheduledNews).toBe(await queueTotal(NewsroomListEndpoint.path, 'status=scheduled'));
    const reports = await harness.app.inject({ method: 'GET', url: `${ReportsEndpoint.path}?size=1` });
    const [report] = reports.json<{ data: { id: number }[] }>().data;
    const requested = await harness.app.inject({
      method: 'POST',
      url: endpointUrl(RequestReportEndpoint, { reportId: report?.id ?? 0 }),
      remoteAddress: nextRemoteAddress(),
      payload: {
        fullName: 'Faisal Al-Harbi',
        email: 'faisal.summary@example.sa',
        companyName: 'Nakheel Partners',
        designation: 'Analyst',
      },
    });
    expect(requested.statusCode).toBe(201);
    const after = await summary();
    expect(after.reportRequests).toBe(before.reportRequests + 1);
  });
});
