import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import ar from '@hissa/contracts/messages/ar.json' with { type: 'json' };
import en from '@hissa/contracts/messages/en.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import {
  REQUEST_ATTACHMENT_MAX_BYTES,
  requestAttachmentField,
  type RequestDetail,
  type RequestPage,
  type Recipients,
  type VisitorRequestPage,
} from '@hissa/contracts/requests';
import { USER_TYPES, type UserType } from '@hissa/contracts/user-types';
import { requests } from '../../db/schema/requests.ts';
import { users } from '../../db/schema/users.ts';
import { loginAs, nextRemoteAddress } from '../../test/auth-helpers.ts';
import { multipartPayload } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uploadsDir } from '../files/disk-file-store.ts';
import { samplePdf, samplePng } from '../files/sample-files.ts';

let harness: TestApp;
/** The demo company's id (the company user acts for it) and the demo people's user ids. */
let companyId: number;
const userIds: Partial<Record<UserType, number>> = {};

beforeAll(async () => {
  harness = await createTestApp();
  const rows = await harness.database.db
    .select({ id: users.id, userType: users.userType, companyId: users.companyId, email: users.email })
    .from(users);
  for (const row of rows.filter((user) => user.email.endsWith('@demo.hissa.sa') && !user.email.startsWith('first.'))) {
    userIds[row.userType as UserType] = row.id; // demo e-mails carry a valid user type
    if (row.userType === USER_TYPES.company && row.companyId !== null) companyId = row.companyId;
  }
});
afterAll(() => harness.close());

const BASE = '/common-api/request';
type Attachment = { name: string; content: Buffer; contentType: string };
const pdf = (name = 'terms.pdf', text = 'Draft terms'): Attachment => ({
  name,
  content: samplePdf(text),
  contentType: 'application/pdf',
});

/** The id of the demo account of `type`. */
function idOf(type: UserType): number {
  const id = userIds[type];
  if (id === undefined) throw new Error(`no demo user of type ${type}`);
  return id;
}

async function as(type: UserType) {
  return loginAs(harness.app, type);
}

/** A multipart call (initiate-request, add-request-response): text fields and attachments.{i}. */
async function postMultipart(
  url: string,
  type: UserType,
  fields: Record<string, string>,
  files: Attachment[] = [],
  language = 'en',
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  files.forEach((file, index) =>
    form.append(
      requestAttachmentField(index),
      new File([new Uint8Array(file.content)], file.name, { type: file.contentType }),
    ),
  );
  const body = await multipartPayload(form);
  return harness.app.inject({
    method: 'POST',
    url,
    headers: { ...(await as(type)), ...body.headers, 'accept-language': language },
    payload: body.payload,
  });
}

const toCompany = () => ({ recipientKind: 'company', recipientId: String(companyId) });

/** An initial request from `from` to the demo company (or `fields` over it). */
function sendRequest(from: UserType, fields: Record<string, string> = {}, files: Attachment[] = [], language = 'en') {
  return postMultipart(
    `${BASE}/initiate-request`,
    from,
    { type: 'initial_request', title: 'Introduction', message: 'We would like to talk.', ...toCompany(), ...fields },
    files,
    language,
  );
}

/** Sends a request and returns its detail. Errors: fails the test unless 201. */
async function createRequest(
  from: UserType,
  fields: Record<string, string> = {},
  files: Attachment[] = [],
): Promise<RequestDetail> {
  const response = await sendRequest(from, fields, files);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: RequestDetail }>().data;
}

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  type: UserType,
  payload?: Record<string, unknown>,
  language = 'en',
) {
  return harness.app.inject({
    method,
    url,
    headers: { ...(await as(type)), 'accept-language': language },
    ...(payload ? { payload } : {}),
  });
}

function respond(requestId: number, type: UserType, message: string, files: Attachment[] = [], language = 'en') {
  return postMultipart(`${BASE}/add-request-response/${requestId}`, type, { message }, files, language);
}

/** The stored files under the test's uploads folder. */
async function filesOnDisk(): Promise<string[]> {
  const root = uploadsDir(harness.config.dataDir);
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

const details = { title: 'Meeting about the round', message: 'Shall we meet?' };

describe('requests: send, receive, download, answer', () => {
  it('an investor sends a request with a PDF; the company finds it in other-requests, downloads the file and answers; the investor sees the answer', async () => {
    const sent = await sendRequest(USER_TYPES.individualInvestor, { title: 'Term sheet for the seed round' }, [
      pdf('term-sheet.pdf', 'Term sheet'),
    ]);
    expect(sent.statusCode).toBe(201);
    const { message, data } = sent.json<{ message: string; data: RequestDetail }>();
    expect(message).toBe('Your request has been sent.');
    expect(data).toMatchObject({
      title: 'Term sheet for the seed round',
      status: 'pending',
      recipient: { kind: 'company', id: companyId },
      canEdit: true,
      canRespond: false,
      responseCount: 0,
    });
    expect(data.attachments).toEqual([
      expect.objectContaining({ name: 'term-sheet.pdf', contentType: 'application/pdf' }),
    ]);

    const inbox = await call('GET', `${BASE}/search-other-requests?search=term%20sheet`, USER_TYPES.company);
    expect(inbox.statusCode).toBe(200);
    const row = inbox.json<RequestPage>().data.find((item) => item.id === data.id);
    expect(row).toMatchObject({
      sender: { kind: 'user', name: 'Reem Al-Shehri' },
      attachmentCount: 1,
      status: 'pending',
    });

    const detail = await call('GET', `${BASE}/other-requests/${data.id}`, USER_TYPES.company);
    expect(detail.json<{ data: RequestDetail }>().data).toMatchObject({ canRespond: true, canEdit: false });
    const [file] = data.attachments;
    const download = await call('GET', `${BASE}/attachments/${file?.fileId}`, USER_TYPES.company);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('term-sheet.pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const answer = await respond(
      data.id,
      USER_TYPES.company,
      'Thank you, our signed copy is attached.',
      [pdf('signed.pdf', 'Signed')],
      'ar',
    );
    expect(answer.statusCode).toBe(201);
    expect(answer.json<{ message: string }>().message).toBe('تم إرسال ردّك.');

    const mine = await call('GET', `${BASE}/my-requests/${data.id}`, USER_TYPES.individualInvestor);
    const seen = mine.json<{ data: RequestDetail }>().data;
    expect(seen).toMatchObject({ status: 'responded', canEdit: false, responseCount: 1 });
    expect(seen.responses).toEqual([
      expect.objectContaining({ message: 'Thank you, our signed copy is attached.', isMine: false }),
    ]);
    // the answer's file is the sender's to download too
    const answerFile = seen.responses[0]?.attachments[0];
    expect(
      (await call('GET', `${BASE}/attachments/${answerFile?.fileId}`, USER_TYPES.individualInvestor)).statusCode,
    ).toBe(200);
  });

  it('sends a request to a shareholder; the company shows as the sender and Arabic messages come back in Arabic', async () => {
    const response = await postMultipart(
      `${BASE}/initiate-request`,
      USER_TYPES.company,
      {
        type: 'request_for_information',
        title: 'طلب معلومات',
        message: 'نرجو تزويدنا بإثبات الملكية.',
        recipientKind: 'user',
        recipientId: String(idOf(USER_TYPES.institutionalShareholder)),
      },
      [],
      'ar',
    );
    expect(response.statusCode).toBe(201);
    const { message, data } = response.json<{ message: string; data: RequestDetail }>();
    expect(message).toBe('تم إرسال طلبك.');
    expect(data.sender).toMatchObject({ kind: 'company', id: companyId });
    const inbox = await call(
      'GET',
      `${BASE}/search-other-requests?search=${encodeURIComponent('معلومات')}`,
      USER_TYPES.institutionalShareholder,
    );
    expect(inbox.json<RequestPage>().data.map((item) => item.id)).toContain(data.id);
  });

  it('books a one-to-one meeting with its date and link', async () => {
    const meetingDate = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const data = await createRequest(USER_TYPES.institutionalInvestor, {
      type: 'one_to_one_meeting',
      ...details,
      meetingDate,
      meetingLink: 'https://meet.example.sa/abc',
    });
    expect(data).toMatchObject({ type: 'one_to_one_meeting', meetingDate, meetingLink: 'https://meet.example.sa/abc' });
  });
});

describe('requests: search, filters and paging', () => {
  it('finds by text (Arabic-aware), type and status, a page at a time, only on its side', async () => {
    const marker = `Paging${Date.now()}`;
    for (let index = 0; index < 3; index += 1)
      await createRequest(USER_TYPES.individualShareholder, { title: `${marker} ${index}` });
    const page = await call(
      'GET',
      `${BASE}/search-my-requests?search=${marker}&size=2&page=0`,
      USER_TYPES.individualShareholder,
    );
    expect(page.json<RequestPage>()).toMatchObject({ page: 0, size: 2, total: 3 });
    expect(page.json<RequestPage>().data.map((item) => item.title)).toEqual([`${marker} 2`, `${marker} 1`]);
    const second = await call(
      'GET',
      `${BASE}/search-my-requests?search=${marker}&size=2&page=1`,
      USER_TYPES.individualShareholder,
    );
    expect(second.json<RequestPage>().data.map((item) => item.title)).toEqual([`${marker} 0`]);

    // the seeded Arabic meeting request, found with the other spelling of the hamza and alef
    const seeded = await call(
      'GET',
      `${BASE}/search-other-requests?search=${encodeURIComponent('اجتماع لمناقشه فرص الاستثمار')}`,
      USER_TYPES.company,
    );
    expect(seeded.json<RequestPage>().data).toEqual([
      expect.objectContaining({ type: 'one_to_one_meeting', status: 'responded' }),
    ]);

    const byType = await call('GET', `${BASE}/search-other-requests?type=secured_file_share`, USER_TYPES.company);
    expect(byType.json<RequestPage>().data.every((item) => item.type === 'secured_file_share')).toBe(true);
    const byStatus = await call('GET', `${BASE}/search-other-requests?status=responded`, USER_TYPES.company);
    expect(byStatus.json<RequestPage>().data.length).toBeGreaterThan(0);
    expect(byStatus.json<RequestPage>().data.every((item) => item.status === 'responded')).toBe(true);

    // my sent requests are not in my other-requests
    const others = await call(
      'GET',
      `${BASE}/search-other-requests?search=${marker}`,
      USER_TYPES.individualShareholder,
    );
    expect(others.json<RequestPage>().total).toBe(0);
  });

  it('refuses a bad filter with 400', async () => {
    const response = await call('GET', `${BASE}/search-my-requests?status=open`, USER_TYPES.individualInvestor);
    expect(response.statusCode).toBe(400);
  });
});

describe('requests: ownership', () => {
  it('a third party cannot read, change, delete, answer or download; the wrong party gets 403', async () => {
    const data = await createRequest(
      USER_TYPES.individualInvestor,
      { type: 'secured_file_share', title: 'Private documents' },
      [pdf('private.pdf', 'Private')],
    );
    const fileId = data.attachments[0]?.fileId;
    const outsider = USER_TYPES.institutionalShareholder;
    const notFound = { error: true, message: "This request doesn't exist or isn't shared with you.", errors: [] };
    for (const response of [
      await call('GET', `${BASE}/my-requests/${data.id}`, outsider),
      await call('GET', `${BASE}/other-requests/${data.id}`, outsider),
      await call('PUT', `${BASE}/update-my-request/${data.id}`, outsider, { type: 'initial_request', ...details }),
      await call('DELETE', `${BASE}/delete-my-request/${data.id}`, outsider),
      await respond(data.id, outsider, 'Let me in'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorEnvelope>()).toEqual(notFound);
    }
    const download = await call('GET', `${BASE}/attachments/${fileId}`, outsider);
    expect(download.statusCode).toBe(404);
    // the recipient does not see it in my-requests, nor the sender in other-requests
    expect((await call('GET', `${BASE}/my-requests/${data.id}`, USER_TYPES.company)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/other-requests/${data.id}`, USER_TYPES.individualInvestor)).statusCode).toBe(
      404,
    );

    const recipientEdits = await call(
      'PUT',
      `${BASE}/update-my-request/${data.id}`,
      USER_TYPES.company,
      { type: 'initial_request', ...details },
      'ar',
    );
    expect(recipientEdits.statusCode).toBe(403);
    expect(recipientEdits.json<ErrorEnvelope>().message).toBe('لا يعدّل الطلب أو يحذفه إلا مُرسِله.');
    expect((await call('DELETE', `${BASE}/delete-my-request/${data.id}`, USER_TYPES.company)).statusCode).toBe(403);
    const senderAnswers = await respond(data.id, USER_TYPES.individualInvestor, 'Answering myself');
    expect(senderAnswers.statusCode).toBe(403);
    expect(senderAnswers.json<ErrorEnvelope>().message).toBe('Only the party the request was sent to can answer it.');

    // the admin can read files of any request (follow-up and disputes)
    expect((await call('GET', `${BASE}/attachments/${fileId}`, USER_TYPES.admin)).statusCode).toBe(200);
    // nothing changed
    const after = await call('GET', `${BASE}/my-requests/${data.id}`, USER_TYPES.individualInvestor);
    expect(after.json<{ data: RequestDetail }>().data).toMatchObject({
      title: 'Private documents',
      status: 'pending',
      responseCount: 0,
    });
  });

  it('only the author deletes an answer; the request is pending again without answers', async () => {
    const data = await createRequest(USER_TYPES.institutionalInvestor, { title: 'Answer me' });
    const answer = await respond(data.id, USER_TYPES.company, 'Here is our answer', [pdf('answer.pdf', 'Answer')]);
    const responseId = answer.json<{ data: RequestDetail }>().data.responses[0]?.id;
    const byOutsider = await call(
      'DELETE',
      `${BASE}/delete-other-request-response/${responseId}`,
      USER_TYPES.individualShareholder,
    );
    expect(byOutsider.statusCode).toBe(404);
    expect(byOutsider.json<ErrorEnvelope>().message).toBe("This answer doesn't exist.");
    expect(
      (await call('DELETE', `${BASE}/delete-other-request-response/${responseId}`, USER_TYPES.institutionalInvestor))
        .statusCode,
    ).toBe(403);

    const before = await filesOnDisk();
    const deleted = await call(
      'DELETE',
      `${BASE}/delete-other-request-response/${responseId}`,
      USER_TYPES.company,
      undefined,
      'ar',
    );
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<{ message: string; data: RequestDetail }>()).toMatchObject({
      message: 'تم حذف الرد.',
      data: { status: 'pending', responses: [] },
    });
    expect((await filesOnDisk()).length).toBe(before.length - 1);
    expect(
      (await call('DELETE', `${BASE}/delete-other-request-response/${responseId}`, USER_TYPES.company)).statusCode,
    ).toBe(404);
  });

  it('the sender deletes a request with its answers and files', async () => {
    const before = await filesOnDisk();
    const data = await createRequest(USER_TYPES.individualInvestor, { title: 'To be deleted' }, [pdf()]);
    await respond(data.id, USER_TYPES.company, 'Answer with a file', [pdf('reply.pdf', 'Reply')]);
    expect((await filesOnDisk()).length).toBe(before.length + 2);
    const deleted = await call('DELETE', `${BASE}/delete-my-request/${data.id}`, USER_TYPES.individualInvestor);
    expect(deleted.json()).toEqual({ message: 'Request deleted.' });
    expect(await filesOnDisk()).toEqual(before);
    expect((await call('GET', `${BASE}/other-requests/${data.id}`, USER_TYPES.company)).statusCode).toBe(404);
  });
});

describe('requests: update and expiry', () => {
  it('the sender updates while pending; answered or expired it is locked, and expired it can no longer be answered', async () => {
    const data = await createRequest(USER_TYPES.individualShareholder, { title: 'First title' });
    const updated = await call('PUT', `${BASE}/update-my-request/${data.id}`, USER_TYPES.individualShareholder, {
      type: 'request_for_information',
      title: 'Second title',
      message: 'More details',
      expiryDate: '2999-12-31',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<{ message: string; data: RequestDetail }>()).toMatchObject({
      message: 'Request updated.',
      data: { title: 'Second title', type: 'request_for_information', expiryDate: '2999-12-31' },
    });

    await harness.database.db
      .update(requests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(requests.id, data.id));
    const expired = await call('GET', `${BASE}/search-other-requests?status=expired`, USER_TYPES.company);
    expect(expired.json<RequestPage>().data.map((item) => item.id)).toContain(data.id);
    const late = await respond(data.id, USER_TYPES.company, 'Too late?', [], 'ar');
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorEnvelope>().message).toBe('انتهت صلاحية هذا الطلب ولم يعد بالإمكان الرد عليه.');
    const detail = await call('GET', `${BASE}/other-requests/${data.id}`, USER_TYPES.company);
    expect(detail.json<{ data: RequestDetail }>().data).toMatchObject({ status: 'expired', canRespond: false });
    const lockedUpdate = await call('PUT', `${BASE}/update-my-request/${data.id}`, USER_TYPES.individualShareholder, {
      type: 'initial_request',
      ...details,
    });
    expect(lockedUpdate.statusCode).toBe(409);

    const answered = await createRequest(USER_TYPES.individualShareholder);
    await respond(answered.id, USER_TYPES.company, 'Done');
    const afterAnswer = await call(
      'PUT',
      `${BASE}/update-my-request/${answered.id}`,
      USER_TYPES.individualShareholder,
      { type: 'initial_request', ...details },
    );
    expect(afterAnswer.statusCode).toBe(409);
    expect(afterAnswer.json<ErrorEnvelope>().message).toBe(
      'This request has been answered or has expired, so it can no longer be changed.',
    );
  });
});

describe('requests: validation', () => {
  it('refuses a 256-character title in both languages and takes 255', async () => {
    for (const [language, message] of [
      ['en', 'The request title can have at most 255 characters.'],
      ['ar', 'لا يمكن أن يتجاوز عنوان الطلب 255 حرفًا.'],
    ] as const) {
      const response = await sendRequest(USER_TYPES.individualInvestor, { title: 'x'.repeat(256) }, [], language);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorEnvelope>().errors).toEqual([{ field: 'body.title', message }]);
    }
    expect((await sendRequest(USER_TYPES.individualInvestor, { title: 'x'.repeat(255) })).statusCode).toBe(201);
    const update = await call('PUT', `${BASE}/update-my-request/1`, USER_TYPES.individualInvestor, {
      type: 'initial_request',
      title: 'y'.repeat(256),
      message: 'Hello',
    });
    expect(update.statusCode).toBe(400);
  });

  it("answers the spec's required messages and the meeting rules", async () => {
    const response = await postMultipart(`${BASE}/initiate-request`, USER_TYPES.individualInvestor, {
      message: 'Hello',
      ...toCompany(),
    });
    expect(response.json<ErrorEnvelope>().errors).toEqual([
      { field: 'body.type', message: 'Request Type is Required' },
      { field: 'body.title', message: 'Request Title is Required' },
    ]);
    const meeting = await sendRequest(
      USER_TYPES.individualInvestor,
      { type: 'one_to_one_meeting', meetingDate: '2020-01-01T10:00:00Z', meetingLink: 'not a link' },
      [],
      'ar',
    );
    expect(meeting.json<ErrorEnvelope>().errors).toEqual([
      { field: 'body.meetingDate', message: 'يجب أن يكون موعد الاجتماع في المستقبل.' },
      { field: 'body.meetingLink', message: 'أدخل رابط اجتماع صحيحًا يبدأ بـ https://' },
    ]);
    const noRecipient = await postMultipart(`${BASE}/initiate-request`, USER_TYPES.individualInvestor, {
      type: 'initial_request',
      ...details,
      recipientKind: 'company',
    });
    expect(noRecipient.json<ErrorEnvelope>().errors).toEqual([
      { field: 'body.recipientId', message: 'Choose who the request is for.' },
    ]);
    const noFile = await sendRequest(USER_TYPES.individualInvestor, { type: 'secured_file_share' });
    expect(noFile.json<ErrorEnvelope>().errors).toEqual([
      { field: 'body.attachments', message: 'Attach at least one file to share.' },
    ]);
  });

  it('checks the recipient: not oneself, and someone who can receive requests', async () => {
    const own = await sendRequest(USER_TYPES.company);
    expect(own.json<ErrorEnvelope>().errors).toEqual([
      { field: 'body.recipientId', message: "You can't send a request to yourself." },
    ]);
    const self = await sendRequest(USER_TYPES.individualInvestor, {
      recipientKind: 'user',
      recipientId: String(idOf(USER_TYPES.individualInvestor)),
    });
    expect(self.statusCode).toBe(400);
    const buyer = await sendRequest(USER_TYPES.individualInvestor, {
      recipientKind: 'user',
      recipientId: String(idOf(USER_TYPES.buyer)),
    });
    expect(buyer.statusCode).toBe(404);
    expect(buyer.json<ErrorEnvelope>().message).toBe("This company or person can't receive requests on Hissa.");
  });

  it('checks attachments by content, size and count; nothing is kept on refusal', async () => {
    const before = await filesOnDisk();
    const fakePdf = {
      name: 'report.pdf',
      content: Buffer.from('just text pretending to be a PDF'),
      contentType: 'application/pdf',
    };
    for (const [language, message] of [
      ['en', 'Only PDF, PNG or JPEG files are allowed'],
      ['ar', 'يُسمح بملفات PDF أو PNG أو JPEG فقط'],
    ] as const) {
      const response = await sendRequest(USER_TYPES.individualInvestor, {}, [pdf(), fakePdf], language);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorEnvelope>().errors).toEqual([{ field: 'body.attachments.1', message }]);
    }
    const big = Buffer.concat([samplePdf('big'), Buffer.alloc(REQUEST_ATTACHMENT_MAX_BYTES, 0x20)]);
    const tooBig = await sendRequest(USER_TYPES.individualInvestor, {}, [
      { name: 'big.pdf', content: big, contentType: 'application/pdf' },
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json<ErrorEnvelope>().message).toBe('File too Large, Size should be less then 2MB');
    const six = Array.from({ length: 6 }, (_, index) => ({
      name: `p${index}.png`,
      content: samplePng(),
      contentType: 'image/png',
    }));
    const tooMany = await sendRequest(USER_TYPES.individualInvestor, {}, six);
    expect(tooMany.json<ErrorEnvelope>().errors).toEqual([
      { field: 'body.attachments', message: 'You can attach up to 5 files.' },
    ]);
    expect(await filesOnDisk()).toEqual(before);
  });
});

describe('requests: roles and recipients', () => {
  it('buyers and service providers have no requests here; the admin only reads files', async () => {
    for (const type of [
      USER_TYPES.buyer,
      USER_TYPES.serviceProvider,
      USER_TYPES.financialConsultant,
      USER_TYPES.admin,
    ]) {
      expect((await call('GET', `${BASE}/search-my-requests`, type)).statusCode).toBe(403);
      expect((await sendRequest(type)).statusCode).toBe(403);
    }
    expect((await harness.app.inject({ method: 'GET', url: `${BASE}/search-my-requests` })).statusCode).toBe(401);
  });

  it('lists companies with a registered user and registered people, never the viewer', async () => {
    const forInvestor = await call('GET', `${BASE}/get-user-based-companies`, USER_TYPES.individualInvestor);
    const recipients = forInvestor.json<{ data: Recipients }>().data;
    expect(recipients.companies.map((company) => company.id)).toContain(companyId);
    expect(recipients.people.map((person) => person.id)).not.toContain(idOf(USER_TYPES.individualInvestor));
    expect(recipients.people.map((person) => person.id)).toContain(idOf(USER_TYPES.individualShareholder));
    expect(recipients.people.map((person) => person.id)).not.toContain(idOf(USER_TYPES.buyer));
    const forCompany = await call('GET', `${BASE}/get-user-based-companies?search=Sara`, USER_TYPES.company);
    const companyView = forCompany.json<{ data: Recipients }>().data;
    expect(companyView.companies.map((company) => company.id)).not.toContain(companyId);
    expect(companyView.people).toEqual([expect.objectContaining({ name: 'Sara Al-Otaibi' })]);
  });
});

describe('requests: visitors and the admin follow-up', () => {
  const visitor = {
    fullName: 'Ahmed Salem',
    email: 'ahmed.salem@example.sa',
    phone: '0551112233',
    type: 'initial_request',
    title: 'Buying a stake',
    message: 'Please contact me.',
  };
  const postVisitor = (payload: Record<string, unknown>, language = 'en') =>
    harness.app.inject({
      method: 'POST',
      url: '/public-api/request/unreg/initiate-request',
      headers: { 'accept-language': language },
      remoteAddress: nextRemoteAddress(),
      payload,
    });

  it("takes a visitor's request with the spec's message; the admin sees it, the company does not", async () => {
    const en = await postVisitor({ ...visitor, companyId });
    expect(en.statusCode).toBe(201);
    expect(en.json()).toEqual({ message: 'Your request has been initiated. The admin will contact you.' });
    const ar = await postVisitor({ ...visitor, title: 'شراء حصة', companyId }, 'ar');
    expect(ar.json()).toEqual({ message: 'تم تقديم طلبك، وسيتواصل معك مسؤول المنصة.' });

    const list = await call('GET', '/admin-api/requests?size=50', USER_TYPES.admin);
    expect(list.statusCode).toBe(200);
    const rows = list.json<VisitorRequestPage>().data;
    expect(rows[0]).toMatchObject({
      title: 'شراء حصة',
      visitorName: 'Ahmed Salem',
      visitorEmail: 'ahmed.salem@example.sa',
      companyId,
    });
    expect(rows.some((row) => row.title === 'Enquiry about investing in your company')).toBe(true); // seeded

    const inbox = await call(
      'GET',
      `${BASE}/search-other-requests?search=${encodeURIComponent('Buying a stake')}`,
      USER_TYPES.company,
    );
    expect(inbox.json<RequestPage>().total).toBe(0);
    expect((await call('GET', '/admin-api/requests', USER_TYPES.company)).statusCode).toBe(403);
  });

  it('lets the admin mark a visitor as contacted, once, and list to-contact and contacted apart', async () => {
    await postVisitor({ ...visitor, title: 'Call me back', companyId });
    const toContact = async () =>
      (await call('GET', '/admin-api/requests?size=50&state=to_contact', USER_TYPES.admin)).json<VisitorRequestPage>();
    const pending = (await toContact()).data.find((row) => row.title === 'Call me back');
    if (!pending) throw new Error('the new request is not to contact');
    expect(pending.contactedAt).toBeNull();

    const marked = await call('POST', `/admin-api/requests/${pending.id}/contacted`, USER_TYPES.admin, undefined, 'ar');
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ message: ar.requests.visitorContacted });
    const contacted = (
      await call('GET', '/admin-api/requests?size=50&state=contacted', USER_TYPES.admin)
    ).json<VisitorRequestPage>();
    const row = contacted.data.find((candidate) => candidate.id === pending.id);
    expect(row?.contactedAt).toEqual(expect.any(String));
    expect(contacted.data.every((candidate) => candidate.contactedAt !== null)).toBe(true);
    expect((await toContact()).data.some((candidate) => candidate.id === pending.id)).toBe(false);

    // Marking again keeps the first time.
    expect((await call('POST', `/admin-api/requests/${pending.id}/contacted`, USER_TYPES.admin)).json()).toEqual({
      message: en.requests.visitorContacted,
    });
    const again = (
      await call('GET', '/admin-api/requests?size=50&state=contacted', USER_TYPES.admin)
    ).json<VisitorRequestPage>();
    expect(again.data.find((candidate) => candidate.id === pending.id)?.contactedAt).toBe(row?.contactedAt);

    expect((await call('POST', `/admin-api/requests/${pending.id}/contacted`, USER_TYPES.company)).statusCode).toBe(
      403,
    );
    const [members] = await harness.database.db
      .select({ id: requests.id })
      .from(requests)
      .where(isNotNull(requests.senderUserId))
      .limit(1);
    expect((await call('POST', `/admin-api/requests/${members?.id ?? 0}/contacted`, USER_TYPES.admin)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/admin-api/requests?state=called', USER_TYPES.admin)).statusCode).toBe(400);
  });

  it('checks the visitor, the company and the type', async () => {
    const invalid = await postVisitor({ ...visitor, email: 'nope', companyId, type: 'secured_file_share' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<ErrorEnvelope>().errors.map((error) => error.field)).toEqual(['body.type', 'body.email']);
    const unknown = await postVisitor({ ...visitor, companyId: 2_147_483_647 });
    expect(unknown.statusCode).toBe(404);
  });
});
