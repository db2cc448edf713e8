import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import ar from '@hissa/contracts/messages/ar.json';
import en from '@hissa/contracts/messages/en.json';
import mailAr from '@hissa/contracts/messages/mail-ar.json';
import mailEn from '@hissa/contracts/messages/mail-en.json';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { queryRows } from '../../db/query-rows.ts';
import { serviceProviders } from '../../db/schema/directory.ts';
import { buyerProfiles, providerClaims } from '../../db/schema/provider-accounts.ts';
import { users } from '../../db/schema/users.ts';
import { bearer, loginAs, loginToken, nextRemoteAddress } from '../../test/auth-helpers.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CONSENTS, freshCompanyId, setHolding, userIdOf } from '../../test/trading-helpers.ts';

const EN = en.marketplaceAccounts;
const AR = ar.marketplaceAccounts;
const PASSWORD = 'Claim@2026x';

let smtp: SmtpCatcher;
let harness: TestApp;
let codes: { cityId: string; isicClassCode: string; divisions: string[] };
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  harness = await createTestApp({ smtpUrl: smtp.url });
  const db = harness.database.db;
  const [city] = await queryRows<{ id: number }>(db, sql`select id from cities order by id limit 1`);
  const [isic] = await queryRows<{ code: string }>(db, sql`select code from isic_classes order by code limit 1`);
  const divisions = await queryRows<{ code: string }>(db, sql`select code from isic_divisions order by code limit 2`);
  codes = { cityId: String(city?.id), isicClassCode: isic?.code ?? '', divisions: divisions.map((row) => row.code) };
});
afterAll(async () => {
  await harness.close();
  await smtp.close();
});

let emailCount = 0;
function freshEmail(): string {
  emailCount += 1;
  return `person${emailCount}.${Date.now() % 100_000}@example.sa`;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(
  method: Method,
  url: string,
  options: { body?: unknown; headers?: Record<string, string>; language?: string } = {},
) {
  return harness.app.inject({
    method,
    url,
    headers: { 'accept-language': options.language ?? 'en', ...options.headers },
    remoteAddress: nextRemoteAddress(),
    ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
  });
}

/** The token of the next confirmation link mailed to `email`. */
async function mailedToken(email: string): Promise<{ token: string; text: string }> {
  const mail = await smtp.nextMailTo(email);
  const text = mail.text ?? '';
  const token = /\/sp\/confirm-email\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error(`no confirmation link in: ${text}`);
  return { token, text };
}

function person(email: string) {
  return {
    firstName: 'Yousef',
    lastName: 'Al-Harbi',
    firstNameAr: 'يوسف',
    lastNameAr: 'الحربي',
    designation: 'Managing Partner',
    email,
    phone: '0551234567',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    acceptTerms: true,
  };
}

function providerForm(email: string, overrides: Record<string, unknown> = {}) {
  return {
    companyNameEn: 'Najd Digital Studio',
    companyNameAr: 'استوديو نجد الرقمي',
    isicClassCode: codes.isicClassCode,
    cityId: codes.cityId,
    businessType: 'b2b',
    website: 'https://najd.example.sa',
    companyEmail: 'hello@najd.example.sa',
    companyPhone: '0112345678',
    ...person(email),
    ...overrides,
  };
}

function buyerForm(email: string, overrides: Record<string, unknown> = {}) {
  return {
    titleCode: 'ms',
    firstName: 'Hessa',
    lastName: 'Al-Qahtani',
    firstNameAr: 'حصة',
    lastNameAr: 'القحطاني',
    phone: '0559876543',
    email,
    countryCode: 'SA',
    preferredCategoryCodes: codes.divisions,
    companyName: 'Riyadh Retail Co',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    acceptTerms: true,
    ...overrides,
  };
}

async function tableCounts(): Promise<string> {
  const db = harness.database.db;
  const [p] = await db.select({ n: count() }).from(serviceProviders);
  const [u] = await db.select({ n: count() }).from(users);
  const [c] = await db.select({ n: count() }).from(providerClaims);
  const [b] = await db.select({ n: count() }).from(buyerProfiles);
  return `${p?.n}/${u?.n}/${c?.n}/${b?.n}`;
}

async function userRow(email: string) {
  const [row] = await harness.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

/** An active directory provider no account manages or claims (the seed has pending claims), by offset. */
async function unmanagedProvider(offset: number): Promise<{ id: number; nameEn: string; nameAr: string }> {
  const [row] = await queryRows<{ id: number; nameEn: string; nameAr: string }>(
    harness.database.db,
    sql`select id, name_en as "nameEn", name_ar as "nameAr" from service_providers sp
        where is_active and source = 'directory' and not exists (select 1 from users u where u.service_provider_id = sp.id)
        and not exists (select 1 from provider_claims c where c.provider_id = sp.id)
        order by id offset ${offset} limit 1`,
  );
  if (!row) throw new Error('no provider');
  return row;
}

describe('provider registration (sp/register/sp)', () => {
  it('creates an unlisted provider and its user; the mailed link lists it and links the user', async () => {
    const email = freshEmail();
    const response = await call('POST', '/public-api/marketplace/register/provider', { body: providerForm(email) });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ message: EN.providerRegistered, data: { email } });
    const user = await userRow(email);
    expect(user).toMatchObject({
      userType: USER_TYPES.serviceProvider,
      isEmailVerified: false,
      serviceProviderId: null,
      firstNameAr: 'يوسف',
      lastNameAr: 'الحربي',
    });
    const [claim] = await harness.database.db.select().from(providerClaims).where(eq(providerClaims.userId, user.id));
    expect(claim).toMatchObject({ status: 'awaiting_email', designation: 'Managing Partner' });
    const [provider] = await harness.database.db
      .select()
      .from(serviceProviders)
      .where(eq(serviceProviders.id, claim?.providerId ?? 0));
    expect(provider).toMatchObject({ source: 'registered', isActive: false, nameAr: 'استوديو نجد الرقمي' });

    const { token } = await mailedToken(email);
    const confirmed = await call('POST', '/public-api/marketplace/confirm-email', {
      body: { verifyToken: token },
      language: 'ar',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({
      message: AR.claimConfirmed.replace('{{provider}}', 'استوديو نجد الرقمي'),
      data: { userType: USER_TYPES.serviceProvider, providerName: 'استوديو نجد الرقمي' },
    });
    expect(await userRow(email)).toMatchObject({ isEmailVerified: true, serviceProviderId: provider?.id });
    const [listed] = await harness.database.db
      .select({ isActive: serviceProviders.isActive })
      .from(serviceProviders)
      .where(eq(serviceProviders.id, provider?.id ?? 0));
    expect(listed?.isActive).toBe(true);
    // single use, in both languages
    const again = await call('POST', '/public-api/marketplace/confirm-email', { body: { verifyToken: token } });
    expect(again.statusCode).toBe(400);
    expect(again.json<ErrorEnvelope>().message).toBe(EN.confirmationLinkInvalid);
    // the chosen password signs in
    expect(await loginToken(harness.app, email, PASSWORD)).toMatch(/^ey/);
  });

  it('names every missing field in the request language and writes nothing', async () => {
    const before = await tableCounts();
    for (const [language, texts] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const response = await call('POST', '/public-api/marketplace/register/provider', { body: {}, language });
      expect(response.statusCode).toBe(400);
      const messages = response.json<ErrorEnvelope>().errors.map((error) => error.message);
      expect(messages).toEqual(
        expect.arrayContaining([
          texts.marketplaceAccounts.companyNameEnRequired,
          texts.marketplaceAccounts.companyNameArRequired,
          texts.marketplaceAccounts.categoryRequired,
          texts.marketplaceAccounts.businessTypeRequired,
          texts.registration.cityRequired,
          texts.registration.firstNameRequired,
          texts.registration.designationRequired,
          texts.auth.emailRequired,
        ]),
      );
    }
    const unknownCity = await call('POST', '/public-api/marketplace/register/provider', {
      body: providerForm(freshEmail(), { cityId: '999999' }),
    });
    expect(unknownCity.statusCode).toBe(400);
    expect(unknownCity.json<ErrorEnvelope>().errors.map((error) => error.field)).toContain('body.cityId');
    expect(await tableCounts()).toBe(before);
  });

  it('answers 409 for an e-mail that has an account, in both languages, and writes nothing', async () => {
    const before = await tableCounts();
    for (const [language, texts] of [
      ['en', EN],
      ['ar', AR],
    ] as const) {
      const response = await call('POST', '/public-api/marketplace/register/provider', {
        body: providerForm('Admin@demo.hissa.sa'),
        language,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json<ErrorEnvelope>().message).toBe(texts.accountExists);
    }
    expect(await tableCounts()).toBe(before);
  });
});

describe('claiming a directory provider', () => {
  it('finds providers by name, Arabic-aware, and says which are managed', async () => {
    const [managed] = await queryRows<{ id: number; nameAr: string }>(
      harness.database.db,
      sql`select sp.id, sp.name_ar as "nameAr" from service_providers sp join users u on u.service_provider_id = sp.id
          where u.email = 'service.provider@demo.hissa.sa'`,
    );
    // the header search's normalisation: alef forms and taa marbuta match their plain letters
    const typed = (managed?.nameAr ?? '').replace(/ا/g, 'أ').replace(/ه/g, 'ة');
    const response = await call('GET', `/public-api/marketplace/claimable-providers?q=${encodeURIComponent(typed)}`, {
      language: 'ar',
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{ data: { id: number; name: string; isManaged: boolean }[]; total: number }>();
    expect(page.data).toEqual(expect.arrayContaining([expect.objectContaining({ id: managed?.id, isManaged: true })]));
    const other = await unmanagedProvider(0);
    const single = await call('GET', `/public-api/marketplace/claimable-providers/${other.id}`);
    expect(single.json().data).toMatchObject({ id: other.id, name: other.nameEn, isManaged: false });
    expect((await call('GET', '/public-api/marketplace/claimable-providers/2147483647')).statusCode).toBe(404);
  });

  it('a visitor claims, confirms the e-mail and manages it; several users can manage one provider', async () => {
    const provider = await unmanagedProvider(1);
    const emails = [freshEmail(), freshEmail()];
    for (const [index, email] of emails.entries()) {
      const language = index === 0 ? 'en' : 'ar';
      const response = await call('POST', '/public-api/marketplace/claims', {
        body: { providerId: provider.id, ...person(email) },
        language,
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().message).toBe(index === 0 ? EN.claimSubmitted : AR.claimSubmitted);
      // the mail is in the language of the claim, naming the provider in it
      const { token, text } = await mailedToken(email);
      expect(text).toContain(index === 0 ? provider.nameEn : provider.nameAr);
      expect(await userRow(email)).toMatchObject({ serviceProviderId: null, firstNameAr: 'يوسف' });
      const confirmed = await call('POST', '/public-api/marketplace/confirm-email', { body: { verifyToken: token } });
      expect(confirmed.json().data).toEqual({ userType: USER_TYPES.serviceProvider, providerName: provider.nameEn });
      expect((await userRow(email)).serviceProviderId).toBe(provider.id);
    }
    const claims = await harness.database.db
      .select({ status: providerClaims.status })
      .from(providerClaims)
      .where(eq(providerClaims.providerId, provider.id));
    expect(claims).toEqual([{ status: 'effective' }, { status: 'effective' }]);
  });

  it('refuses an unknown provider (404) and a taken e-mail (409) and writes nothing', async () => {
    const before = await tableCounts();
    const unknown = await call('POST', '/public-api/marketplace/claims', {
      body: { providerId: 2147483647, ...person(freshEmail()) },
      language: 'ar',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorEnvelope>().message).toBe(AR.providerNotFound);
    const provider = await unmanagedProvider(2);
    const taken = await call('POST', '/public-api/marketplace/claims', {
      body: { providerId: provider.id, ...person('service.provider@demo.hissa.sa') },
    });
    expect(taken.statusCode).toBe(409);
    expect(await tableCounts()).toBe(before);
  });
});

describe("the admin's claims queue", () => {
  async function claimAndConfirm(providerId: number, confirm: boolean) {
    const email = freshEmail();
    await call('POST', '/public-api/marketplace/claims', { body: { providerId, ...person(email) } });
    const { token } = await mailedToken(email);
    if (confirm) await call('POST', '/public-api/marketplace/confirm-email', { body: { verifyToken: token } });
    const user = await userRow(email);
    const [claim] = await harness.database.db.select().from(providerClaims).where(eq(providerClaims.userId, user.id));
    return { email, token, user, claimId: claim?.id ?? 0 };
  }

  it('lists claims by status for the admin only', async () => {
    const admin = await loginAs(harness.app, USER_TYPES.admin);
    await claimAndConfirm((await unmanagedProvider(10)).id, false);
    expect((await call('GET', '/admin-api/marketplace/claims')).statusCode).toBe(401);
    for (const type of [USER_TYPES.serviceProvider, USER_TYPES.buyer]) {
      const headers = await loginAs(harness.app, type);
      expect((await call('GET', '/admin-api/marketplace/claims', { headers })).statusCode).toBe(403);
    }
    const response = await call('GET', '/admin-api/marketplace/claims?status=awaiting_email', { headers: admin });
    expect(response.statusCode).toBe(200);
    const page = response.json<{ data: { status: string }[]; total: number }>();
    expect(page.total).toBeGreaterThan(0);
    expect(page.data.every((claim) => claim.status === 'awaiting_email')).toBe(true);
    const bad = await call('GET', '/admin-api/marketplace/claims?status=maybe', { headers: admin });
    expect(bad.statusCode).toBe(400);
  });

  it('revokes a wrong claim: unlinks the user and ends the session; again is 409', async () => {
    const admin = await loginAs(harness.app, USER_TYPES.admin);
    const provider = await unmanagedProvider(3);
    const claim = await claimAndConfirm(provider.id, true);
    const session = bearer(await loginToken(harness.app, claim.email, PASSWORD));
    expect((await call('GET', '/common-api/me', { headers: session })).statusCode).toBe(200);
    const url = `/admin-api/marketplace/claims/${claim.claimId}/revoke`;

    for (const [language, texts] of [
      ['en', EN],
      ['ar', AR],
    ] as const) {
      const empty = await call('POST', url, { headers: admin, body: { reason: '  ' }, language });
      expect(empty.statusCode).toBe(400);
      expect(empty.json<ErrorEnvelope>().errors[0]?.message).toBe(texts.revokeReasonRequired);
    }
    expect((await call('POST', url, { headers: session, body: { reason: 'nope' } })).statusCode).toBe(403);
    expect((await userRow(claim.email)).serviceProviderId).toBe(provider.id);

    const revoked = await call('POST', url, { headers: admin, body: { reason: 'Not an employee of this company' } });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().message).toBe(EN.claimRevoked);
    expect((await userRow(claim.email)).serviceProviderId).toBeNull();
    expect((await call('GET', '/common-api/me', { headers: session })).statusCode).toBe(401);
    const again = await call('POST', url, { headers: admin, body: { reason: 'Twice' }, language: 'ar' });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorEnvelope>().message).toBe(AR.claimNotRevocable);
    const unknown = await call('POST', '/admin-api/marketplace/claims/2147483647/revoke', {
      headers: admin,
      body: { reason: 'Unknown' },
    });
    expect(unknown.statusCode).toBe(404);

    // the revoked user signs in again and claims another provider while signed in
    const fresh = bearer(await loginToken(harness.app, claim.email, PASSWORD));
    const other = await unmanagedProvider(4);
    const claimed = await call('POST', '/user-api/marketplace/claims', {
      headers: fresh,
      body: { providerId: other.id, designation: 'Director' },
    });
    expect(claimed.statusCode, claimed.body).toBe(201);
    const { token: firstLink } = await mailedToken(claim.email);
    // the same provider again: a fresh link (a lost mail), the first one stops working
    const twice = await call('POST', '/user-api/marketplace/claims', {
      headers: fresh,
      body: { providerId: other.id, designation: 'Director' },
    });
    expect(twice.statusCode).toBe(201);
    const { token } = await mailedToken(claim.email);
    expect(token).not.toBe(firstLink);
    const thirdProvider = await unmanagedProvider(11);
    const elsewhere = await call('POST', '/user-api/marketplace/claims', {
      headers: fresh,
      body: { providerId: thirdProvider.id, designation: 'Director' },
    });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json<ErrorEnvelope>().message).toBe(EN.claimOpen);
    const stale = await call('POST', '/public-api/marketplace/confirm-email', { body: { verifyToken: firstLink } });
    expect(stale.statusCode).toBe(400);
    await call('POST', '/public-api/marketplace/confirm-email', { body: { verifyToken: token } });
    expect((await userRow(claim.email)).serviceProviderId).toBe(other.id);
    const linked = await call('POST', '/user-api/marketplace/claims', {
      headers: fresh,
      body: { providerId: provider.id, designation: 'Director' },
    });
    expect(linked.statusCode).toBe(409);
    expect(linked.json<ErrorEnvelope>().message).toBe(EN.alreadyLinked);
    const buyer = await loginAs(harness.app, USER_TYPES.buyer);
    const forbidden = await call('POST', '/user-api/marketplace/claims', {
      headers: buyer,
      body: { providerId: other.id, designation: 'Director' },
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('a confirmation racing a revocation never leaves a revoked claim linked', async () => {
    const admin = await loginAs(harness.app, USER_TYPES.admin);
    for (let round = 0; round < 4; round++) {
      const provider = await unmanagedProvider(5 + round);
      const claim = await claimAndConfirm(provider.id, false);
      await Promise.all([
        call('POST', '/public-api/marketplace/confirm-email', { body: { verifyToken: claim.token } }),
        call('POST', `/admin-api/marketplace/claims/${claim.claimId}/revoke`, {
          headers: admin,
          body: { reason: 'Raced' },
        }),
      ]);
      const [row] = await harness.database.db
        .select({ status: providerClaims.status })
        .from(providerClaims)
        .where(eq(providerClaims.id, claim.claimId));
      expect(row?.status).toBe('revoked');
      expect((await userRow(claim.email)).serviceProviderId).toBeNull();
    }
  });
});

describe('buyers (sp/buyer, sp/buyer-profile)', () => {
  it('registers a buyer with a profile, confirms the e-mail, reads and edits the profile', async () => {
    const email = freshEmail();
    const response = await call('POST', '/public-api/marketplace/register/buyer', {
      body: buyerForm(email),
      language: 'ar',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe(AR.buyerRegistered);
    const { token } = await mailedToken(email);
    const confirmed = await call('POST', '/public-api/marketplace/confirm-email', { body: { verifyToken: token } });
    expect(confirmed.json()).toEqual({
      message: EN.emailConfirmed,
      data: { userType: USER_TYPES.buyer, providerName: null },
    });
    const headers = bearer(await loginToken(harness.app, email, PASSWORD));
    const profile = await call('GET', '/user-api/marketplace/buyer-profile', { headers });
    expect(profile.json().data).toEqual({
      email,
      isEmailVerified: true,
      titleCode: 'ms',
      firstName: 'Hessa',
      lastName: 'Al-Qahtani',
      firstNameAr: 'حصة',
      lastNameAr: 'القحطاني',
      phone: '0559876543',
      countryCode: 'SA',
      preferredCategoryCodes: codes.divisions,
      companyName: 'Riyadh Retail Co',
    });
    const edit = {
      titleCode: 'dr',
      firstName: 'Hessa',
      lastName: 'Al-Dossary',
      phone: '0550000001',
      countryCode: 'AE',
      preferredCategoryCodes: [codes.divisions[0]],
      companyName: '',
    };
    const saved = await call('PUT', '/user-api/marketplace/buyer-profile', { headers, body: edit });
    expect(saved.statusCode, saved.body).toBe(200);
    // the Arabic forms left out of the edit are kept (decision 047)
    expect(saved.json()).toMatchObject({
      message: EN.profileSaved,
      data: { ...edit, companyName: '', firstNameAr: 'حصة', lastNameAr: 'القحطاني' },
    });
    expect((await userRow(email)).lastName).toBe('Al-Dossary');
    const renamed = await call('PUT', '/user-api/marketplace/buyer-profile', {
      headers,
      body: { ...edit, firstNameAr: 'حصة', lastNameAr: 'الدوسري' },
    });
    expect(renamed.json().data).toMatchObject({ firstNameAr: 'حصة', lastNameAr: 'الدوسري' });
    const latin = await call('PUT', '/user-api/marketplace/buyer-profile', {
      headers,
      body: { ...edit, lastNameAr: 'Al-Dossary' },
      language: 'ar',
    });
    expect(latin.statusCode).toBe(400);
    expect(latin.json<ErrorEnvelope>().errors).toEqual([
      { field: 'body.lastNameAr', message: ar.registration.nameArabicLetters },
    ]);
    expect((await userRow(email)).lastNameAr).toBe('الدوسري');
  });

  it('refuses bad codes, missing fields and taken e-mails, in both languages, and writes nothing', async () => {
    const before = await tableCounts();
    const bad = await call('POST', '/public-api/marketplace/register/buyer', {
      body: buyerForm(freshEmail(), { countryCode: 'XX', preferredCategoryCodes: ['ZZ'] }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorEnvelope>().errors.map((error) => error.field)).toEqual([
      'body.countryCode',
      'body.preferredCategoryCodes.0',
    ]);
    for (const [language, texts] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const empty = await call('POST', '/public-api/marketplace/register/buyer', {
        body: buyerForm(freshEmail(), { titleCode: '', preferredCategoryCodes: [] }),
        language,
      });
      expect(empty.json<ErrorEnvelope>().errors.map((error) => error.message)).toEqual([
        texts.registration.titleRequired,
        texts.marketplaceAccounts.preferredCategoriesRequired,
      ]);
    }
    const taken = await call('POST', '/public-api/marketplace/register/buyer', {
      body: buyerForm('buyer@demo.hissa.sa'),
    });
    expect(taken.statusCode).toBe(409);
    expect(await tableCounts()).toBe(before);
  });

  it('keeps the profile to buyers', async () => {
    expect((await call('GET', '/user-api/marketplace/buyer-profile')).statusCode).toBe(401);
    const provider = await loginAs(harness.app, USER_TYPES.serviceProvider);
    expect((await call('GET', '/user-api/marketplace/buyer-profile', { headers: provider })).statusCode).toBe(403);
    expect((await call('PUT', '/user-api/marketplace/buyer-profile', { headers: provider, body: {} })).statusCode).toBe(
      403,
    );
  });
});

describe('buyers in trading (decision 015)', () => {
  const S = '/common-api/shareholdings';

  it('a buyer bids on a public offer, deletes the bid, accepts a private deal aimed at them; offering stays 403', async () => {
    const db = harness.database.db;
    const sara = await loginAs(harness.app, USER_TYPES.individualShareholder);
    const buyer = await loginAs(harness.app, USER_TYPES.buyer);
    const saraId = await userIdOf(db, 'individual.shareholder@demo.hissa.sa');
    const buyerId = await userIdOf(db, 'buyer@demo.hissa.sa');
    const companyId = await freshCompanyId(db, 40);
    const privateCompanyId = await freshCompanyId(db, 41);
    await setHolding(db, saraId, companyId, 10_000);
    await setHolding(db, saraId, privateCompanyId, 10_000);
    const offer = (overrides: Record<string, unknown>) =>
      call('POST', `${S}/offer-shares-request`, {
        headers: sara,
        body: {
          companyId,
          dealType: 'public',
          price: '50.00',
          quantity: 1000,
          allowsPartial: true,
          validity: 'GTC',
          consents: CONSENTS,
          ...overrides,
        },
      });

    const publicOffer = await offer({});
    expect(publicOffer.statusCode, publicOffer.body).toBe(201);
    const offerId = publicOffer.json<{ data: { id: number } }>().data.id;
    const active = await call('POST', `${S}/all-active-offers`, { headers: buyer, body: { companyId } });
    expect(active.statusCode, active.body).toBe(200);
    expect(active.json<{ data: { id: number }[] }>().data.map((row) => row.id)).toContain(offerId);
    const bid = await call('POST', `${S}/shares-bid-request`, {
      headers: buyer,
      body: { offerId, price: '50.00', quantity: 100 },
    });
    expect(bid.statusCode, bid.body).toBe(201);
    const bidId = bid.json<{ data: { id: number } }>().data.id;
    const mine = await call('GET', `${S}/get-my-orders/0/50?side=buy`, { headers: buyer });
    expect(mine.json<{ data: { offer: { id: number } }[] }>().data.map((row) => row.offer.id)).toContain(offerId);
    const deleted = await call('DELETE', `${S}/delete-bid-request/${bidId}`, { headers: buyer, language: 'ar' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toMatchObject({ status: 'withdrawn' });

    // the buyer is a registered target buyer for a private deal
    const targets = await call('GET', `${S}/getTargetBuyerList`, { headers: sara });
    expect(targets.json<{ data: { id: number }[] }>().data.map((row) => row.id)).toContain(buyerId);
    const privateOffer = await offer({
      companyId: privateCompanyId,
      dealType: 'private',
      targetBuyerId: buyerId,
      allowsPartial: false,
    });
    expect(privateOffer.statusCode, privateOffer.body).toBe(201);
    const privateId = privateOffer.json<{ data: { id: number } }>().data.id;
    const accepted = await call('POST', `${S}/accept-trade/offer/${privateId}/1000`, { headers: buyer });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().data).toMatchObject({ buyerId, quantity: 1000, status: 'executed' });

    const refused = await call('POST', `${S}/offer-shares-request`, {
      headers: buyer,
      body: {
        companyId,
        dealType: 'public',
        price: '50.00',
        quantity: 10,
        allowsPartial: true,
        validity: 'GTC',
        consents: CONSENTS,
      },
    });
    expect(refused.statusCode).toBe(403);
    for (const url of [`${S}/getUserShareholdings`, `${S}/getTargetBuyerList`, `${S}/get-my-companies`]) {
      expect((await call('GET', url, { headers: buyer })).statusCode, url).toBe(403);
    }
  });
});

describe('sending the confirmation link again', () => {
  const RESEND = '/public-api/marketplace/resend-confirmation';
  const CONFIRM = '/public-api/marketplace/confirm-email';

  it('mails a buyer a new link that replaces the old one, and answers alike for any other e-mail', async () => {
    const email = freshEmail();
    expect((await call('POST', '/public-api/marketplace/register/buyer', { body: buyerForm(email) })).statusCode).toBe(
      201,
    );
    const first = await mailedToken(email);
    const resent = await call('POST', RESEND, { body: { email: email.toUpperCase() }, language: 'ar' });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual({ message: AR.confirmationResent });
    const second = await mailedToken(email);
    expect(second.token).not.toBe(first.token);
    expect((await call('POST', CONFIRM, { body: { verifyToken: first.token } })).statusCode).toBe(400);
    expect((await call('POST', CONFIRM, { body: { verifyToken: second.token } })).statusCode).toBe(200);
    expect((await userRow(email)).isEmailVerified).toBe(true);

    // Confirmed, unknown or not a marketplace account: the same answer and no mail.
    const unknown = freshEmail();
    for (const other of [email, unknown, 'shareholder@demo.hissa.sa']) {
      const answer = await call('POST', RESEND, { body: { email: other } });
      expect(answer.json()).toEqual({ message: EN.confirmationResent });
    }
    await expect(smtp.nextMailTo(email, 300)).rejects.toThrow();
    await expect(smtp.nextMailTo(unknown, 300)).rejects.toThrow();
    const invalid = await call('POST', RESEND, { body: { email: 'not-an-email' } });
    expect(invalid.statusCode).toBe(400);
  });

  it('sends the claim text naming the provider to a visitor whose claim awaits confirmation', async () => {
    const provider = await unmanagedProvider(5);
    const email = freshEmail();
    await call('POST', '/public-api/marketplace/claims', { body: { providerId: provider.id, ...person(email) } });
    await mailedToken(email);
    expect((await call('POST', RESEND, { body: { email } })).statusCode).toBe(200);
    const again = await mailedToken(email);
    expect(again.text).toContain(provider.nameEn);
  });

  it('allows three requests per e-mail per 15 minutes and ten per address per hour (429 with Retry-After)', async () => {
    const email = freshEmail();
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await call('POST', RESEND, { body: { email } })).statusCode).toBe(200);
    const limited = await call('POST', RESEND, { body: { email }, language: 'ar' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json<ErrorEnvelope>().message).toBe(ar.errors.rateLimited);

    const remoteAddress = nextRemoteAddress();
    const fromOneAddress = () =>
      harness.app.inject({
        method: 'POST',
        url: RESEND,
        headers: { 'accept-language': 'en' },
        remoteAddress,
        payload: { email: freshEmail() },
      });
    for (let attempt = 0; attempt < 10; attempt++) expect((await fromOneAddress()).statusCode).toBe(200);
    expect((await fromOneAddress()).statusCode).toBe(429);
  });
});

describe('the language of marketplace e-mails', () => {
  const register = (email: string, headers: Record<string, string>) =>
    harness.app.inject({
      method: 'POST',
      url: '/public-api/marketplace/register/buyer',
      headers,
      remoteAddress: nextRemoteAddress(),
      payload: buyerForm(email),
    });

  it('stores the language of the registration and writes the confirmation in it only; both when unknown', async () => {
    const arabic = freshEmail();
    expect((await register(arabic, { 'accept-language': 'ar-SA,ar;q=0.9' })).statusCode).toBe(201);
    expect((await userRow(arabic)).preferredLanguage).toBe('ar');
    const arabicMail = await smtp.nextMailTo(arabic);
    expect(arabicMail.subject).toBe(mailAr.emailConfirmation.subject);
    expect(arabicMail.text).not.toContain('Hello');

    const unknown = freshEmail();
    expect((await register(unknown, {})).statusCode).toBe(201);
    expect((await userRow(unknown)).preferredLanguage).toBeNull();
    const bothMail = await smtp.nextMailTo(unknown);
    expect(bothMail.subject).toBe(`${mailEn.emailConfirmation.subject} | ${mailAr.emailConfirmation.subject}`);
  });

  it('saves the language a signed-in user switches to, and the next mail is in it', async () => {
    const email = freshEmail();
    await register(email, { 'accept-language': 'ar' });
    await smtp.nextMailTo(email);
    const headers = bearer(await loginToken(harness.app, email, PASSWORD));
    const saved = await call('PUT', '/common-api/preferred-language', { headers, body: { language: 'en' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ message: EN.languageSaved });
    expect((await userRow(email)).preferredLanguage).toBe('en');
    await call('POST', '/public-api/marketplace/resend-confirmation', { body: { email }, language: 'ar' });
    const mail = await smtp.nextMailTo(email);
    expect(mail.subject).toBe(mailEn.emailConfirmation.subject);
    expect(mail.text).not.toMatch(/[\u0600-\u06FF]{4}/);

    expect(
      (await call('PUT', '/common-api/preferred-language', { headers, body: { language: 'fr' } })).statusCode,
    ).toBe(400);
    expect((await call('PUT', '/common-api/preferred-language', { body: { language: 'ar' } })).statusCode).toBe(401);
    expect((await userRow(email)).preferredLanguage).toBe('en');
  });
});
