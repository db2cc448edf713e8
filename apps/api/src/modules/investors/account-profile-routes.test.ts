import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '@hissa/contracts/messages/ar.json' with { type: 'json' };
import en from '@hissa/contracts/messages/en.json' with { type: 'json' };
import type {
  IndividualProfile,
  InstitutionalProfile,
  ProfileInvestment,
  ProfileKeyMember,
} from '@hissa/contracts/account-profiles';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import { USER_TYPES, type UserType } from '@hissa/contracts/user-types';
import { profileKeyMembers, profilePreviousInvestments } from '../../db/schema/interests-and-profiles.ts';
import { registrations } from '../../db/schema/registrations.ts';
import { bearer, createTestUser, loginAs, loginToken } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let harness: TestApp;
let reem: { authorization: string };
let abdullah: { authorization: string };
beforeAll(async () => {
  harness = await createTestApp();
  reem = await loginAs(harness.app, USER_TYPES.individualInvestor);
  abdullah = await loginAs(harness.app, USER_TYPES.institutionalInvestor);
});
afterAll(() => harness.close());

type Json = Record<string, unknown>;
const P = '/user-api/profile';

function inject(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  options: { payload?: Json; language?: string } = {},
) {
  return harness.app.inject({
    method,
    url,
    headers: { 'accept-language': options.language ?? 'en', ...headers },
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

/** A fresh account of `userType` and its Authorization header. */
async function freshAccount(userType: UserType) {
  const user = await createTestUser(harness.database.db, { userType, firstName: 'Hessa' });
  return { ...user, headers: bearer(await loginToken(harness.app, user.email, user.password)) };
}

function individual(overrides: Json = {}): Json {
  return {
    title: 'ms',
    firstName: 'Reem',
    lastName: 'Al Shehri',
    countryCode: 'AE',
    city: 'Dubai',
    companyName: 'Shehri Angels',
    designation: 'founder',
    biography: 'Angel investor in Gulf software companies.',
    investorType: 'angel',
    geographicalFocus: ['SA', 'AE'],
    industryFocus: ['J'],
    investmentStrategy: 'Seed tickets in software and fintech.',
    mobile1: '0551234567',
    mobile2: '',
    email1: 'reem.angel@example.com',
    email2: '',
    linkedInUrl: '',
    ...overrides,
  };
}

function institutional(overrides: Json = {}): Json {
  return {
    companyName: 'Ghamdi Capital Partners',
    headquarters: 'SA',
    establishedDate: '2012-03-18',
    sector: 'ENERGY',
    numberOfEmployees: '6-49',
    investorType: 'venture_capital',
    aboutCompany: 'A Riyadh venture capital firm investing in Saudi technology.',
    website: '',
    companyTelephone: '0112345678',
    companyFax: '',
    contactPersonName: 'Abdullah Al Ghamdi',
    contactPersonEmail: 'abdullah@ghamdi.example.sa',
    ...overrides,
  };
}

describe('individual profile', () => {
  it('answers the seeded profile with its code names in both languages and previous investments newest first', async () => {
    const response = await inject('GET', `${P}/individual-profile`, reem);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: IndividualProfile }>();
    expect(data.isSaved).toBe(true);
    expect(data.accountEmail).toBe('individual.investor@demo.hissa.sa');
    expect(data.values).toMatchObject({ firstName: 'Reem', countryCode: 'SA', geographicalFocus: ['SA', 'AE', 'BH'] });
    expect(data.names.country).toBe('Saudi Arabia');
    expect(data.names.city).toBe('Riyadh');
    expect(data.names.investorType).toBe('Angel investor');
    const dates = data.previousInvestments.map((investment) => investment.ownershipDate);
    expect(dates).toHaveLength(3);
    expect(dates).toEqual([...dates].sort().reverse());
    const arabic = (await inject('GET', `${P}/individual-profile`, reem, { language: 'ar' })).json<{
      data: IndividualProfile;
    }>().data;
    expect(arabic.names.country).toBe('السعودية');
    expect(arabic.names.geographicalFocus).toHaveLength(3);
    expect(arabic.names.industryFocus.every((name) => /[\u0600-\u06FF]/.test(name))).toBe(true);
  });

  it('starts a new account from its approved registration, else from its name and e-mail', async () => {
    const bare = await freshAccount(USER_TYPES.individualShareholder);
    const empty = (await inject('GET', `${P}/individual-profile`, bare.headers)).json<{ data: IndividualProfile }>()
      .data;
    expect(empty.isSaved).toBe(false);
    expect(empty.values).toMatchObject({
      firstName: 'Hessa',
      lastName: 'User',
      email1: bare.email,
      biography: '',
      geographicalFocus: [],
    });

    const registered = await freshAccount(USER_TYPES.individualInvestor);
    await harness.database.db.insert(registrations).values({
      kind: 'individual-investor',
      status: 'approved',
      email: registered.email,
      firstName: 'Hessa',
      lastName: 'User',
      payload: {
        biography: 'Registered as an angel investor in 2025.',
        countryCode: 'SA',
        geographicalFocus: ['SA', 'KW'],
        acceptTerms: true,
      },
      userId: registered.id,
    });
    const prefilled = (await inject('GET', `${P}/individual-profile`, registered.headers)).json<{
      data: IndividualProfile;
    }>().data;
    expect(prefilled.isSaved).toBe(false);
    expect(prefilled.values).toMatchObject({
      biography: 'Registered as an angel investor in 2025.',
      geographicalFocus: ['SA', 'KW'],
      email1: registered.email,
    });
    expect(prefilled.values).not.toHaveProperty('acceptTerms');
  });

  it('saves the profile and answers it, with the message in English and Arabic', async () => {
    const account = await freshAccount(USER_TYPES.individualInvestor);
    const saved = await inject('PUT', `${P}/update-individual-profile`, account.headers, { payload: individual() });
    expect(saved.statusCode).toBe(200);
    const body = saved.json<{ message: string; data: IndividualProfile }>();
    expect(body.message).toBe(en.profiles.saved);
    expect(body.data.isSaved).toBe(true);
    expect(body.data.values).toMatchObject({
      countryCode: 'AE',
      city: 'Dubai',
      geographicalFocus: ['SA', 'AE'],
      mobile2: '',
    });
    expect(body.data.names.city).toBe('Dubai');
    const arabic = await inject('PUT', `${P}/update-individual-profile`, account.headers, {
      payload: individual({ lastName: 'الشهري' }),
      language: 'ar',
    });
    expect(arabic.json<{ message: string }>().message).toBe(ar.profiles.saved);
    expect(arabic.json<{ data: IndividualProfile }>().data.names.country).toBe('الإمارات العربية المتحدة');

    // the names' Arabic forms go on the account: the Arabic pages greet with them (decision 044)
    const named = await inject('PUT', `${P}/update-individual-profile`, account.headers, {
      payload: individual({ firstNameAr: 'ريم', lastNameAr: 'الشهري' }),
    });
    expect(named.json<{ data: IndividualProfile }>().data.values).toMatchObject({
      firstNameAr: 'ريم',
      lastNameAr: 'الشهري',
    });
    const me = await inject('GET', '/common-api/me', account.headers, { language: 'ar' });
    expect(me.json<{ firstName: string; lastName: string }>()).toMatchObject({ firstName: 'ريم', lastName: 'الشهري' });
  });

  type Case = [string, Json, string, (messages: typeof en) => string];
  const cases: Case[] = [
    ['a too short first name', { firstName: 'Al' }, 'body.firstName', (m) => m.registration.nameLength],
    ['digits in the last name', { lastName: 'Shehri 2' }, 'body.lastName', (m) => m.registration.nameLetters],
    ['no biography', { biography: '' }, 'body.biography', (m) => m.registration.biographyRequired],
    [
      'no geographic focus',
      { geographicalFocus: [] },
      'body.geographicalFocus',
      (m) => m.registration.geographicalFocusRequired,
    ],
    ['letters in the mobile', { mobile1: '05512abc67' }, 'body.mobile1', (m) => m.registration.mobileDigits],
    ['an unknown investor type', { investorType: 'gambler' }, 'body.investorType', (m) => m.registration.invalidOption],
    [
      'a LinkedIn address elsewhere',
      { linkedInUrl: 'https://example.com/reem' },
      'body.linkedInUrl',
      (m) => m.registration.linkedInInvalid,
    ],
    ['an unknown country', { countryCode: 'ZZ' }, 'body.countryCode', (m) => m.registration.invalidOption],
    ['an unknown industry', { industryFocus: ['J', 'Z'] }, 'body.industryFocus.1', (m) => m.registration.invalidOption],
  ];
  it.each(cases)(
    'with %s: 400 with its message in English and Arabic, nothing saved',
    async (_case, overrides, field, message) => {
      for (const [language, messages] of [
        ['en', en],
        ['ar', ar],
      ] as const) {
        const response = await inject('PUT', `${P}/update-individual-profile`, reem, {
          payload: individual(overrides),
          language,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json<ErrorEnvelope>().errors).toContainEqual({ field, message: message(messages) });
      }
      const after = (await inject('GET', `${P}/individual-profile`, reem)).json<{ data: IndividualProfile }>().data;
      expect(after.values.lastName).toBe('Al-Shehri');
    },
  );

  it('is only for individual accounts: institutional, company and buyer accounts get 403', async () => {
    for (const type of [USER_TYPES.institutionalInvestor, USER_TYPES.company, USER_TYPES.buyer]) {
      const headers = await loginAs(harness.app, type);
      expect((await inject('GET', `${P}/individual-profile`, headers)).statusCode).toBe(403);
      expect(
        (await inject('PUT', `${P}/update-individual-profile`, headers, { payload: individual() })).statusCode,
      ).toBe(403);
    }
  });
});

describe('institutional profile and key members', () => {
  it('answers the seeded profile with key members in the order added', async () => {
    const { data } = (await inject('GET', `${P}/institutional-profile`, abdullah)).json<{
      data: InstitutionalProfile;
    }>();
    expect(data.isSaved).toBe(true);
    expect(data.values.companyName).toBe('Ghamdi Capital Partners');
    expect(data.values.contactPersonNameAr).toBe('عبدالله الغامدي');
    expect(data.names.investorType).toBe('Venture capital');
    expect(data.keyMembers.map((member) => member.fullName)).toEqual([
      'Abdullah Al Ghamdi',
      'Nasser Al Harthi',
      'Layla Al Sudairi',
    ]);
    expect(data.keyMembers[0]?.designationName).toBe('Managing Director');
    expect(data.previousInvestments).toHaveLength(2);
  });

  it("needs one key member to save ('Atleast one Key Member is Required'), and keeps the last one", async () => {
    const account = await freshAccount(USER_TYPES.institutionalShareholder);
    const sectors = await harness.app.inject({ method: 'GET', url: '/public-api/lookup/sectors' });
    const sector = sectors.json<{ data: { code: string }[] }>().data[0]?.code ?? '';
    for (const [language, messages] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const refused = await inject('PUT', `${P}/update-institutional-profile`, account.headers, {
        payload: institutional({ sector }),
        language,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ErrorEnvelope>().errors).toContainEqual({
        field: 'body.keyMembers',
        message: messages.registration.keyMembersRequired,
      });
    }
    const added = await inject('POST', `${P}/key-member`, account.headers, {
      payload: { fullName: 'Maha Al Dossary', designation: 'cfo', degree: 'BSc Accounting' },
    });
    expect(added.statusCode).toBe(201);
    const member = added.json<{ message: string; data: ProfileKeyMember }>();
    expect(member.message).toBe(en.profiles.keyMemberAdded);
    expect(member.data.designationName).toBe('Chief Financial Officer');
    const saved = await inject('PUT', `${P}/update-institutional-profile`, account.headers, {
      payload: institutional({ sector, contactPersonNameAr: 'مها الدوسري' }),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ data: InstitutionalProfile }>().data.keyMembers).toHaveLength(1);
    // the contact person's Arabic name (decision 047)
    expect(saved.json<{ data: InstitutionalProfile }>().data.values.contactPersonNameAr).toBe('مها الدوسري');

    const last = await inject('DELETE', `${P}/key-member/${member.data.keyMemberId}`, account.headers, {
      language: 'ar',
    });
    expect(last.statusCode).toBe(409);
    expect(last.json<ErrorEnvelope>().message).toBe(ar.registration.keyMembersRequired);
    const second = await inject('POST', `${P}/key-member`, account.headers, {
      payload: { fullName: 'Fahad Al Dossary', designation: 'ceo', degree: 'MBA' },
    });
    const secondId = second.json<{ data: ProfileKeyMember }>().data.keyMemberId;
    const updated = await inject('PUT', `${P}/key-member/${secondId}`, account.headers, {
      payload: { fullName: 'Fahad Al Dossary', designation: 'chairman', degree: 'MBA, INSEAD' },
      language: 'ar',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<{ message: string; data: ProfileKeyMember }>()).toMatchObject({
      message: ar.profiles.keyMemberUpdated,
      data: { designationName: 'رئيس مجلس الإدارة', degree: 'MBA, INSEAD' },
    });
    const deleted = await inject('DELETE', `${P}/key-member/${member.data.keyMemberId}`, account.headers);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<{ message: string }>().message).toBe(en.profiles.keyMemberDeleted);
  });

  it("refuses another account's key member (403) and an unknown one (404), changing nothing", async () => {
    const [foreign] = await harness.database.db
      .select()
      .from(profileKeyMembers)
      .where(eq(profileKeyMembers.fullName, 'Maha Al Dossary'))
      .limit(1);
    if (!foreign) throw new Error('the seed wrote no key member of the institutional shareholder');
    const update = await inject('PUT', `${P}/key-member/${foreign.id}`, abdullah, {
      payload: { fullName: 'Someone Else', designation: 'ceo', degree: 'MBA' },
      language: 'ar',
    });
    expect(update.statusCode).toBe(403);
    expect(update.json<ErrorEnvelope>().message).toBe(ar.profiles.notYours);
    expect((await inject('DELETE', `${P}/key-member/${foreign.id}`, abdullah)).statusCode).toBe(403);
    const [after] = await harness.database.db
      .select()
      .from(profileKeyMembers)
      .where(eq(profileKeyMembers.id, foreign.id));
    expect(after).toEqual(foreign);
    const missing = await inject('DELETE', `${P}/key-member/2147483647`, abdullah);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorEnvelope>().message).toBe(en.profiles.keyMemberNotFound);
    // individual accounts have no key members
    expect(
      (
        await inject('POST', `${P}/key-member`, reem, {
          payload: { fullName: 'Maha Al Dossary', designation: 'cfo', degree: 'BSc' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('checks key members with the registration rules in both languages', async () => {
    for (const [language, messages] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const response = await inject('POST', `${P}/key-member`, abdullah, {
        payload: { fullName: 'Al', designation: '', degree: '' },
        language,
      });
      expect(response.statusCode).toBe(400);
      const { errors } = response.json<ErrorEnvelope>();
      expect(errors).toContainEqual({ field: 'body.fullName', message: messages.registration.nameLength });
      expect(errors).toContainEqual({ field: 'body.designation', message: messages.registration.designationRequired });
      expect(errors).toContainEqual({ field: 'body.degree', message: messages.registration.degreeRequired });
    }
  });
});

describe('previous investments', () => {
  it('adds, updates and deletes my previous investments', async () => {
    const account = await freshAccount(USER_TYPES.institutionalInvestor);
    const added = await inject('POST', `${P}/previous-investment`, account.headers, {
      payload: { companyName: 'Najm Data Systems', ownershipPercentage: '12.5', ownershipDate: '2021-06-01' },
    });
    expect(added.statusCode).toBe(201);
    const investment = added.json<{ message: string; data: ProfileInvestment }>();
    expect(investment.message).toBe(en.profiles.investmentAdded);
    expect(investment.data.ownershipPercentage).toBe('12.50');
    const id = investment.data.investmentId;
    const updated = await inject('PUT', `${P}/previous-investment/${id}`, account.headers, {
      payload: { companyName: 'Najm Data Systems', ownershipPercentage: '15', ownershipDate: '2021-06-01' },
      language: 'ar',
    });
    expect(updated.json<{ message: string; data: ProfileInvestment }>()).toMatchObject({
      message: ar.profiles.investmentUpdated,
      data: { ownershipPercentage: '15.00' },
    });
    const profile = (await inject('GET', `${P}/institutional-profile`, account.headers)).json<{
      data: InstitutionalProfile;
    }>().data;
    expect(profile.previousInvestments.map((entry) => entry.investmentId)).toEqual([id]);
    const deleted = await inject('DELETE', `${P}/previous-investment/${id}`, account.headers);
    expect(deleted.json<{ message: string }>().message).toBe(en.profiles.investmentDeleted);
    expect((await inject('DELETE', `${P}/previous-investment/${id}`, account.headers)).statusCode).toBe(404);
  });

  it("refuses another account's previous investment with 403 and changes nothing", async () => {
    const [foreign] = await harness.database.db
      .select()
      .from(profilePreviousInvestments)
      .where(eq(profilePreviousInvestments.companyName, 'Tamara Pay'));
    if (!foreign) throw new Error('the seed wrote no previous investment of the individual investor');
    const update = await inject('PUT', `${P}/previous-investment/${foreign.id}`, abdullah, {
      payload: { companyName: 'Tamara Pay', ownershipPercentage: '90', ownershipDate: '2021-05-10' },
    });
    expect(update.statusCode).toBe(403);
    expect(update.json<ErrorEnvelope>().message).toBe(en.profiles.notYours);
    expect((await inject('DELETE', `${P}/previous-investment/${foreign.id}`, abdullah)).statusCode).toBe(403);
    const [after] = await harness.database.db
      .select()
      .from(profilePreviousInvestments)
      .where(eq(profilePreviousInvestments.id, foreign.id));
    expect(after).toEqual(foreign);
  });

  it.each([
    [
      'a percentage above 100',
      { ownershipPercentage: '150' },
      'body.ownershipPercentage',
      (m: typeof en) => m.registration.percentageRange,
    ],
    [
      'letters in the percentage',
      { ownershipPercentage: '12%' },
      'body.ownershipPercentage',
      (m: typeof en) => m.registration.percentageNumbers,
    ],
    [
      'a future date',
      { ownershipDate: '2999-01-01' },
      'body.ownershipDate',
      (m: typeof en) => m.registration.dateInvalid,
    ],
    ['no company name', { companyName: '' }, 'body.companyName', (m: typeof en) => m.registration.companyNameRequired],
  ])('with %s: 400 with its message in English and Arabic', async (_case, overrides, field, message) => {
    for (const [language, messages] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const payload = {
        companyName: 'Najm Data Systems',
        ownershipPercentage: '12.5',
        ownershipDate: '2021-06-01',
        ...overrides,
      };
      const response = await inject('POST', `${P}/previous-investment`, reem, { payload, language });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorEnvelope>().errors).toContainEqual({ field, message: message(messages) });
    }
  });
});
