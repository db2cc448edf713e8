import { eq } from 'drizzle-orm';
import { createDecoder } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPasswordSchema } from '@hissa/contracts/auth';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import {
  REGISTRATION_JOURNEYS,
  type RegistrationDetail,
  type RegistrationList,
} from '@hissa/contracts/registration/registration-api';
import type { RegistrationKind } from '@hissa/contracts/registration/registration-journey';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { consultantProfiles } from '../../db/schema/consultants.ts';
import { companies } from '../../db/schema/directory.ts';
import { registrations } from '../../db/schema/registrations.ts';
import { users } from '../../db/schema/users.ts';
import { generateTemporaryPassword } from '../../lib/passwords.ts';
import { bearer, loginAs, loginToken, nextRemoteAddress, postChangePassword } from '../../test/auth-helpers.ts';
import { multipartPayload, registrationForm } from '../../test/multipart.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sampleRegistration, sampleRegistrationFiles } from './registration-samples.ts';

/** A token's claims, unchecked. */
const decodeJwt: (token: string) => Record<string, unknown> = createDecoder();

let smtp: SmtpCatcher;
let harness: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  harness = await createTestApp({ smtpUrl: smtp.url });
  admin = await loginAs(harness.app, USER_TYPES.admin);
});
afterAll(async () => {
  await harness.close();
  await smtp.close();
});

let count = 0;
/** Submits a sample `kind` application (not the consultant's, which needs an OTP) and returns its id and e-mail. */
async function apply(
  kind: Exclude<RegistrationKind, 'financial-consultation'>,
  changes: Record<string, unknown> = {},
): Promise<{ id: number; email: string }> {
  count += 1;
  const email = `review${count}.${Date.now() % 100_000}@example.sa`;
  const journey = REGISTRATION_JOURNEYS[kind];
  const values = { ...sampleRegistration(kind, email), ...changes };
  const url = `/public-api/register/${kind}`;
  const response =
    journey.encoding === 'json'
      ? await harness.app.inject({ method: 'POST', url, remoteAddress: nextRemoteAddress(), payload: values })
      : await multipartPayload(registrationForm(journey, values, sampleRegistrationFiles(kind))).then(
          ({ payload, headers }) =>
            harness.app.inject({ method: 'POST', url, headers, remoteAddress: nextRemoteAddress(), payload }),
        );
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json<{ id: number }>().id, email };
}

const review = (id: number, action: 'approve' | 'reject', payload?: Record<string, unknown>, headers = admin) =>
  harness.app.inject({
    method: 'POST',
    url: `/admin-api/registrations/${id}/${action}`,
    headers,
    ...(payload ? { payload } : {}),
  });

describe('admin review queue: list, detail, download', () => {
  it('lists newest first with paging and a status filter; the seed put one pending application per journey', async () => {
    const seeded = await harness.app.inject({
      method: 'GET',
      url: '/admin-api/registrations?status=submitted&size=50',
      headers: admin,
    });
    expect(seeded.statusCode).toBe(200);
    const kinds = seeded.json<RegistrationList>().data.map((row) => row.kind);
    expect(new Set(kinds)).toEqual(new Set(Object.keys(REGISTRATION_JOURNEYS)));

    const { id } = await apply('company');
    const page = await harness.app.inject({
      method: 'GET',
      url: '/admin-api/registrations?page=0&size=2',
      headers: admin,
    });
    const list = page.json<RegistrationList>();
    expect(list.data).toHaveLength(2);
    expect(list.data[0]?.id).toBe(id);
    expect(list.total).toBeGreaterThanOrEqual(7);
    expect(
      (await harness.app.inject({ method: 'GET', url: '/admin-api/registrations?status=approved', headers: admin }))
        .json<RegistrationList>()
        .data.every((row) => row.status === 'approved'),
    ).toBe(true);
    expect(
      (await harness.app.inject({ method: 'GET', url: '/admin-api/registrations?status=maybe', headers: admin }))
        .statusCode,
    ).toBe(400);
  });

  it("names the applicant in the reader's language, with the company as written", async () => {
    const { id } = await apply('individual-shareholder');
    const applicantIn = async (language: string) => {
      const headers = { ...admin, 'accept-language': language };
      const list = await harness.app.inject({ method: 'GET', url: '/admin-api/registrations?size=50', headers });
      const detail = await harness.app.inject({ method: 'GET', url: `/admin-api/registrations/${id}`, headers });
      const row = list.json<RegistrationList>().data.find((entry) => entry.id === id);
      expect(detail.json<RegistrationDetail>().applicantName).toBe(row?.applicantName);
      return row?.applicantName;
    };
    expect(await applicantIn('en')).toBe('Sara Al Otaibi, Nakheel Dates Trading');
    expect(await applicantIn('ar')).toBe('سارة العتيبي، Nakheel Dates Trading');
  });

  it('shows the payload and files; downloads a file as an attachment with its detected type', async () => {
    const { id, email } = await apply('institutional-investor');
    const detail = await harness.app.inject({ method: 'GET', url: `/admin-api/registrations/${id}`, headers: admin });
    const body = detail.json<RegistrationDetail>();
    expect(body).toMatchObject({ id, kind: 'institutional-investor', status: 'submitted', email });
    expect(body.payload.companyName).toBe('Wadi Capital Partners');
    expect(body.payload.contactPersonNameAr).toBe('عبد الله الغامدي');
    expect(body.files.map((file) => file.field).sort()).toEqual(['companyLogo', 'keyMembers.0.photo']);
    const logo = body.files.find((file) => file.field === 'companyLogo');
    const download = await harness.app.inject({
      method: 'GET',
      url: `/admin-api/files/${logo?.fileId}`,
      headers: admin,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="companyLogo.png"; filename*=UTF-8''companyLogo.png`,
    );
    expect(
      download.rawPayload.equals(sampleRegistrationFiles('institutional-investor')[0]?.content ?? Buffer.alloc(0)),
    ).toBe(true);

    expect(
      (await harness.app.inject({ method: 'GET', url: '/admin-api/registrations/2147483647', headers: admin }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await harness.app.inject({
          method: 'GET',
          url: '/admin-api/files/0123456789abcdef0123456789abcdef',
          headers: admin,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await harness.app.inject({ method: 'GET', url: '/admin-api/files/..%2F..%2Fetc%2Fpasswd', headers: admin }))
        .statusCode,
    ).toBe(404);
  });
});

describe('approve and reject', () => {
  it('approve creates the account, mails the credentials; they sign in and must change the password first', async () => {
    const { id, email } = await apply('individual-shareholder');
    const approved = await review(id, 'approve');
    expect(approved.json()).toEqual({
      message: 'The registration has been approved and the sign-in details were sent to the applicant.',
    });
    const mail = await smtp.nextMailTo(email);
    expect(mail.subject).toBe('Your Hissa account is ready | حسابك في حصة جاهز');
    expect(mail.text).toContain('You will be asked to change this password at your first login.');
    expect(mail.text).toContain('http://hissa.test/auth/login');
    const password = /Temporary password: (\S+)/.exec(mail.text ?? '')?.[1] ?? '';
    expect(mail.text).toContain(`User name: ${email}`);
    expect(mail.text).toContain(`كلمة المرور المؤقتة: ${password}`);

    const idToken = await loginToken(harness.app, email, password);
    expect(decodeJwt(idToken)).toMatchObject({
      sub: email,
      type: USER_TYPES.individualShareholder,
      isFirstTimeLogin: true,
    });
    const me = await harness.app.inject({ method: 'GET', url: '/common-api/me', headers: bearer(idToken) });
    expect(me.json()).toMatchObject({ firstName: 'Sara', lastName: 'Al Otaibi', isFirstTimeLogin: true });
    // The Arabic forms given on the form are the account's: the Arabic pages greet سارة (decision 047).
    const meInArabic = await harness.app.inject({
      method: 'GET',
      url: '/common-api/me',
      headers: { ...bearer(idToken), 'accept-language': 'ar' },
    });
    expect(meInArabic.json()).toMatchObject({ firstName: 'سارة', lastName: 'العتيبي' });
    const changed = await postChangePassword(harness.app, idToken, password, 'Shares@2026');
    expect(changed.statusCode).toBe(200);
    expect(decodeJwt(changed.json<{ idToken: string }>().idToken).isFirstTimeLogin).toBe(false);

    const [row] = await harness.database.db.select().from(registrations).where(eq(registrations.id, id));
    expect(row).toMatchObject({ status: 'approved', reviewNote: null });
    expect(row?.reviewedAt).not.toBeNull();
    expect(row?.userId).not.toBeNull();

    const twice = await review(id, 'approve');
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ErrorEnvelope>().message).toBe('This registration has already been reviewed.');
    expect((await review(id, 'reject', { note: 'Too late' })).statusCode).toBe(409);
  });

  it('gives each journey its user type; a company is created in the directory or linked to the chosen one', async () => {
    const created = await apply('company');
    expect((await review(created.id, 'approve')).statusCode).toBe(200);
    const [user] = await harness.database.db.select().from(users).where(eq(users.email, created.email));
    expect(user?.userType).toBe(USER_TYPES.company);
    const [company] = await harness.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, user?.companyId ?? 0));
    expect(company).toMatchObject({
      nameEn: 'Rawabi Logistics Co',
      nameAr: 'Rawabi Logistics Co',
      companyType: 'non_listed',
      searchText: 'rawabi logistics co rawabi logistics co',
    });

    const [existing] = await harness.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.companyType, 'non_listed'))
      .limit(1);
    const linked = await apply('company', { directoryCompanyId: String(existing?.id) });
    expect((await review(linked.id, 'approve')).statusCode).toBe(200);
    const [linkedUser] = await harness.database.db.select().from(users).where(eq(users.email, linked.email));
    expect(linkedUser?.companyId).toBe(existing?.id);

    // ...each account with the Arabic forms of the names (the contact person's full name split)
    for (const [kind, type, firstNameAr, lastNameAr] of [
      ['institutional-shareholder', USER_TYPES.institutionalShareholder, 'سارة', 'العتيبي'],
      ['individual-investor', USER_TYPES.individualInvestor, 'ماجد', 'الشهري'],
      ['institutional-investor', USER_TYPES.institutionalInvestor, 'عبد الله', 'الغامدي'],
    ] as const) {
      const { id, email } = await apply(kind);
      expect((await review(id, 'approve')).statusCode).toBe(200);
      const [account] = await harness.database.db.select().from(users).where(eq(users.email, email));
      expect(account).toMatchObject({ userType: type, isFirstTimeLogin: true, firstNameAr, lastNameAr });
    }
    // the seeded consultant application
    const [consultant] = await harness.database.db
      .select()
      .from(registrations)
      .where(eq(registrations.kind, 'financial-consultation'));
    expect((await review(consultant?.id ?? 0, 'approve')).statusCode).toBe(200);
    const [consultantUser] = await harness.database.db
      .select()
      .from(users)
      .where(eq(users.email, consultant?.email ?? ''));
    expect(consultantUser).toMatchObject({
      userType: USER_TYPES.financialConsultant,
      firstName: 'Huda',
      lastName: 'Al Zahrani',
      firstNameAr: 'هدى',
      lastNameAr: 'الزهراني',
    });
    // ...with a consultant profile from the answers, pending verification (decision 043)
    const [profile] = await harness.database.db
      .select()
      .from(consultantProfiles)
      .where(eq(consultantProfiles.userId, consultantUser?.id ?? 0));
    expect(profile).toMatchObject({
      verificationStatus: 'pending',
      isComplete: false,
      fullNameAr: 'هدى الزهراني',
      headlineEn: 'Senior Valuation Manager',
      areasOfExpertise: ['valuation'],
      industries: ['banking'],
      hourlyRateHalalas: 10_000,
    });
  });

  it('reject stores the note and mails a polite bilingual notice; the e-mail may apply again', async () => {
    const { id, email } = await apply('individual-investor');
    const missing = await review(id, 'reject', {});
    expect(missing.json<ErrorEnvelope>().errors).toEqual([
      { field: 'body.note', message: 'Please write the reason for the applicant' },
    ]);
    const rejected = await review(id, 'reject', { note: 'The LinkedIn profile could not be verified.' });
    expect(rejected.json()).toEqual({ message: 'The registration has been rejected and the applicant was informed.' });
    const mail = await smtp.nextMailTo(email);
    expect(mail.subject).toBe('About your Hissa registration | بخصوص طلب تسجيلك في حصة');
    expect(mail.text).toContain('Reason: The LinkedIn profile could not be verified.');
    expect(mail.text).toContain('السبب: The LinkedIn profile could not be verified.');
    const [row] = await harness.database.db.select().from(registrations).where(eq(registrations.id, id));
    expect(row).toMatchObject({ status: 'rejected', reviewNote: 'The LinkedIn profile could not be verified.' });
    expect((await review(id, 'approve')).statusCode).toBe(409);
    expect((await harness.database.db.select().from(users).where(eq(users.email, email))).length).toBe(0);
  });

  it('other user types and no token change nothing', async () => {
    const { id } = await apply('company');
    for (const type of [
      USER_TYPES.company,
      USER_TYPES.individualShareholder,
      USER_TYPES.buyer,
      USER_TYPES.serviceProvider,
    ]) {
      expect((await review(id, 'approve', undefined, await loginAs(harness.app, type))).statusCode).toBe(403);
      expect((await review(id, 'reject', { note: 'No thanks' }, await loginAs(harness.app, type))).statusCode).toBe(
        403,
      );
    }
    expect(
      (await harness.app.inject({ method: 'POST', url: `/admin-api/registrations/${id}/approve` })).statusCode,
    ).toBe(401);
    const [row] = await harness.database.db.select().from(registrations).where(eq(registrations.id, id));
    expect(row).toMatchObject({ status: 'submitted', reviewedBy: null, userId: null });
  });
});

describe('temporary passwords', () => {
  it('always satisfy the new-password rules', () => {
    const schema = newPasswordSchema('auth.newPasswordRequired');
    for (let run = 0; run < 200; run++) expect(schema.safeParse(generateTemporaryPassword()).success).toBe(true);
  });
});
