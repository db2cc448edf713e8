import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import { REGISTRATION_JOURNEYS } from '@hissa/contracts/registration/registration-api';
import { REGISTRATION_KINDS, type RegistrationKind } from '@hissa/contracts/registration/registration-journey';
import { REGISTRATION_MAX_FILE_BYTES } from '@hissa/contracts/registration/registration-rules';
import { storedFiles } from '../../db/schema/files.ts';
import { emailOtps, registrations } from '../../db/schema/registrations.ts';
import { DEMO_USERS } from '../demo/demo-users.ts';
import { nextRemoteAddress } from '../../test/auth-helpers.ts';
import { multipartPayload, registrationForm } from '../../test/multipart.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uploadsDir } from '../files/disk-file-store.ts';
import { samplePdf, samplePng } from '../files/sample-files.ts';
import { type SampleFile, sampleRegistration, sampleRegistrationFiles } from './registration-samples.ts';

let smtp: SmtpCatcher;
let harness: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  harness = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await harness.close();
  await smtp.close();
});

let emailCount = 0;
/** A fresh applicant e-mail (10 to 50 characters). */
function freshEmail(): string {
  emailCount += 1;
  return `applicant${emailCount}.${Date.now() % 100_000}@example.sa`;
}

/** Submits a `kind` application: sample fields and files with `changes` (undefined removes a field). */
async function submit(
  kind: RegistrationKind,
  options: { email?: string; changes?: Record<string, unknown>; files?: SampleFile[]; language?: string } = {},
) {
  const journey = REGISTRATION_JOURNEYS[kind];
  const values = { ...sampleRegistration(kind, options.email ?? freshEmail()), ...options.changes };
  const headers = { 'accept-language': options.language ?? 'en' };
  const url = `/public-api/register/${kind}`;
  if (journey.encoding === 'json')
    return harness.app.inject({ method: 'POST', url, headers, remoteAddress: nextRemoteAddress(), payload: values });
  const body = await multipartPayload(
    registrationForm(journey, values, options.files ?? sampleRegistrationFiles(kind)),
  );
  return harness.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...body.headers },
    remoteAddress: nextRemoteAddress(),
    payload: body.payload,
  });
}

function postOtp(
  route: 'generate-verification-email-otp' | 'verify-email-otp',
  payload: Record<string, unknown>,
  language = 'en',
) {
  return harness.app.inject({
    method: 'POST',
    url: `/public-api/register/${route}`,
    headers: { 'accept-language': language },
    remoteAddress: nextRemoteAddress(),
    payload,
  });
}

/** Requests a code for `email` and returns the one the mail carries. */
async function otpFromMail(email: string): Promise<string> {
  expect((await postOtp('generate-verification-email-otp', { email })).statusCode).toBe(200);
  const mail = await smtp.nextMailTo(email);
  const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
  if (!code) throw new Error(`no code in: ${mail.text}`);
  return code;
}

async function verifiedEmail(): Promise<string> {
  const email = freshEmail();
  const code = await otpFromMail(email);
  expect((await postOtp('verify-email-otp', { email, otp: code })).statusCode).toBe(200);
  return email;
}

/** Every file under the uploads folder, partial ones included. */
async function filesOnDisk(): Promise<string[]> {
  const entries = await fs.readdir(uploadsDir(harness.config.dataDir), { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function registrationCount(): Promise<number> {
  return (await harness.database.db.select({ id: registrations.id }).from(registrations)).length;
}

describe('POST /public-api/register/{journey}: happy paths', () => {
  it.each(REGISTRATION_KINDS.map((kind) => ({ kind })))(
    '$kind: 201 {id, message}, the row and its files stored',
    async ({ kind }) => {
      const email = kind === 'financial-consultation' ? await verifiedEmail() : freshEmail();
      const response = await submit(kind, { email: email.toUpperCase(), language: 'ar' });
      expect(response.statusCode, response.body).toBe(201);
      const { id, message } = response.json<{ id: number; message: string }>();
      expect(message).toBe(
        'اكتمل التسجيل! سيراجع فريقنا طلبك، يرجى متابعة بريدك الإلكتروني لاستلام اسم المستخدم وكلمة المرور.',
      );
      const [row] = await harness.database.db.select().from(registrations).where(eq(registrations.id, id));
      expect(row).toMatchObject({ kind, status: 'submitted', email: email.toLowerCase() });
      const files = await harness.database.db.select().from(storedFiles).where(eq(storedFiles.ownerId, id));
      const samples = sampleRegistrationFiles(kind);
      expect(files.map((file) => file.field).sort()).toEqual(samples.map((sample) => sample.field).sort());
      expect(row?.fileIds.sort()).toEqual(files.map((file) => file.id).sort());
      for (const file of files) {
        const sample = samples.find((candidate) => candidate.field === file.field);
        expect(file.contentType).toBe(sample?.contentType);
        expect(file.sizeBytes).toBe(sample?.content.length);
        expect(file.originalName).toBe(sample?.fileName);
        const onDisk = path.join(uploadsDir(harness.config.dataDir), file.id.slice(0, 2), file.id);
        expect((await fs.readFile(onDisk)).equals(sample?.content ?? Buffer.alloc(0))).toBe(true);
      }
    },
  );

  it('accepts names in Arabic letters', async () => {
    expect((await submit('company', { changes: { firstName: 'فيصل', lastName: 'القحطاني' } })).statusCode).toBe(201);
  });

  it("stores the names' Arabic forms on the application; they are optional (decision 047)", async () => {
    const given = await submit('individual-shareholder', { language: 'ar' });
    expect(given.statusCode, given.body).toBe(201);
    const [row] = await harness.database.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, given.json<{ id: number }>().id));
    expect(row).toMatchObject({ firstName: 'Sara', firstNameAr: 'سارة', lastNameAr: 'العتيبي' });
    expect(row?.payload).toMatchObject({ firstNameAr: 'سارة', lastNameAr: 'العتيبي' });

    // The contact person's full Arabic name is split like the name as written, "عبد" kept with what follows.
    const contact = await submit('institutional-investor');
    const [contactRow] = await harness.database.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, contact.json<{ id: number }>().id));
    expect(contactRow).toMatchObject({ firstName: 'Abdullah', firstNameAr: 'عبد الله', lastNameAr: 'الغامدي' });

    // Left out (multipart) or empty (JSON): nothing stored.
    const withoutMultipart = await submit('company', { changes: { firstNameAr: undefined, lastNameAr: undefined } });
    const withoutJson = await submit('individual-investor', { changes: { firstNameAr: '', lastNameAr: '  ' } });
    for (const response of [withoutMultipart, withoutJson]) {
      expect(response.statusCode, response.body).toBe(201);
      const [stored] = await harness.database.db
        .select()
        .from(registrations)
        .where(eq(registrations.id, response.json<{ id: number }>().id));
      expect(stored).toMatchObject({ firstNameAr: null, lastNameAr: null });
    }
  });
});

/** [journey, field changes, field, English message, Arabic message] (contracts messages/{en,ar}.json). */
const RULES: [RegistrationKind, Record<string, unknown>, string, string, string][] = [
  [
    'company',
    { firstName: 'Al' },
    'firstName',
    'Name should be 3 to 40 characters',
    'يجب أن يتكون الاسم من 3 إلى 40 حرفًا',
  ],
  [
    'company',
    { lastName: 'Qahtani2' },
    'lastName',
    'Name can contain letters only, with spaces or hyphens between words',
    'يجب أن يحتوي الاسم على حروف فقط، مع مسافة أو شرطة بين الكلمات',
  ],
  ['company', { firstName: undefined }, 'firstName', 'First name is required', 'الاسم الأول مطلوب'],
  // The names' Arabic forms (decision 047): Arabic letters only, 3 to 40 of them.
  [
    'company',
    { firstNameAr: 'Faisal' },
    'firstNameAr',
    'Write the Arabic name in Arabic letters only, with spaces or hyphens between words',
    'اكتب الاسم العربي بحروف عربية فقط، مع مسافة أو شرطة بين الكلمات',
  ],
  [
    'individual-investor',
    { lastNameAr: 'الشهري2' },
    'lastNameAr',
    'Write the Arabic name in Arabic letters only, with spaces or hyphens between words',
    'اكتب الاسم العربي بحروف عربية فقط، مع مسافة أو شرطة بين الكلمات',
  ],
  [
    'institutional-investor',
    { contactPersonNameAr: 'عب' },
    'contactPersonNameAr',
    'Name should be 3 to 40 characters',
    'يجب أن يتكون الاسم من 3 إلى 40 حرفًا',
  ],
  [
    'individual-shareholder',
    { nationalId: '12345' },
    'nationalId',
    'National ID should be 10 to 15 characters',
    'يجب أن يتكون رقم الهوية من 10 إلى 15 خانة',
  ],
  [
    'individual-shareholder',
    { nationalId: '' },
    'nationalId',
    'Please Enter Your NIC',
    'يرجى إدخال رقم الهوية الوطنية',
  ],
  ['individual-shareholder', { phone: '1234' }, 'phone', 'Enter valid Phone number', 'يرجى إدخال رقم هاتف صحيح'],
  [
    'individual-shareholder',
    { email: 'a@b.sa' },
    'email',
    'Email should be 10 to 50 characters',
    'يجب أن يتكون البريد الإلكتروني من 10 إلى 50 حرفًا',
  ],
  [
    'individual-shareholder',
    { email: 'not-an-email-address' },
    'email',
    'Should be a valid email',
    'يجب إدخال بريد إلكتروني صحيح',
  ],
  [
    'individual-shareholder',
    { companyName: 'AB' },
    'companyName',
    'Company name should be 3 to 50 characters',
    'يجب أن يتكون اسم الشركة من 3 إلى 50 حرفًا',
  ],
  [
    'individual-shareholder',
    { address: 'Riyadh' },
    'address',
    'Address should be 10 to 100 characters',
    'يجب أن يتكون العنوان من 10 إلى 100 حرف',
  ],
  [
    'individual-shareholder',
    { shareholdingPercentage: '12a' },
    'shareholdingPercentage',
    'Percentage should contain numbers only',
    'يجب أن تحتوي النسبة على أرقام فقط',
  ],
  [
    'individual-shareholder',
    { shareholdingPercentage: '100.5' },
    'shareholdingPercentage',
    'Percentage should be more than 0 and at most 100',
    'يجب أن تكون النسبة أكبر من 0 ولا تتجاوز 100',
  ],
  [
    'individual-shareholder',
    { acceptTerms: false },
    'acceptTerms',
    'Please accept the terms and conditions',
    'يرجى الموافقة على الشروط والأحكام',
  ],
  [
    'institutional-shareholder',
    { authorizedToAct: undefined },
    'authorizedToAct',
    'Please confirm that you are authorized to act for the company',
    'يرجى الإقرار بأنك مفوّض بالتصرف نيابة عن الشركة',
  ],
  ['institutional-shareholder', { designation: '' }, 'designation', 'Designation is required', 'المسمى الوظيفي مطلوب'],
  [
    'individual-investor',
    { mobile1: '05512345ab' },
    'mobile1',
    'Mobile number should contain numbers only',
    'يجب أن يحتوي رقم الجوال على أرقام فقط',
  ],
  [
    'individual-investor',
    { mobile2: '055123' },
    'mobile2',
    'Mobile number should be 10 to 15 digits',
    'يجب أن يتكون رقم الجوال من 10 إلى 15 رقمًا',
  ],
  ['individual-investor', { city: '' }, 'city', 'Please enter your city', 'يرجى إدخال مدينتك'],
  ['individual-investor', { countryCode: '' }, 'countryCode', 'Country is required', 'الدولة مطلوبة'],
  [
    'individual-investor',
    { investorType: 'lottery' },
    'investorType',
    'Please choose an option from the list',
    'يرجى اختيار أحد الخيارات من القائمة',
  ],
  [
    'individual-investor',
    { geographicalFocus: [] },
    'geographicalFocus',
    'Please select at least one geographical focus',
    'يرجى اختيار نطاق جغرافي واحد على الأقل',
  ],
  [
    'individual-investor',
    { investmentStrategy: '' },
    'investmentStrategy',
    'Investment strategy is required',
    'استراتيجية الاستثمار مطلوبة',
  ],
  [
    'individual-investor',
    { biography: 'Short' },
    'biography',
    'Should be 10 to 1000 characters',
    'يجب أن يتكون النص من 10 إلى 1000 حرف',
  ],
  [
    'individual-investor',
    { acknowledgeFacilitator: false },
    'acknowledgeFacilitator',
    'Please confirm that Hissa is only a technology facilitator and that legal formalities must be completed separately',
    'يرجى الإقرار بأن حصة منصة تقنية ميسّرة فقط وأن الإجراءات النظامية يجب استكمالها بشكل مستقل',
  ],
  [
    'institutional-investor',
    { keyMembers: [] },
    'keyMembers',
    'Atleast one Key Member is Required',
    'يجب إضافة عضو رئيسي واحد على الأقل',
  ],
  [
    'institutional-investor',
    { companyTelephone: '011456' },
    'companyTelephone',
    'Company telephone should be 10 to 15 digits',
    'يجب أن يتكون هاتف الشركة من 10 إلى 15 رقمًا',
  ],
  ['institutional-investor', { headquarters: '' }, 'headquarters', 'Headquarters is required', 'المقر الرئيسي مطلوب'],
  ['institutional-investor', { sector: '' }, 'sector', 'Sector is required', 'القطاع مطلوب'],
  [
    'institutional-investor',
    { establishedDate: '2999-01-01' },
    'establishedDate',
    'Enter a valid date that is not in the future',
    'يرجى إدخال تاريخ صحيح غير لاحق لتاريخ اليوم',
  ],
  [
    'institutional-investor',
    { numberOfEmployees: '' },
    'numberOfEmployees',
    'Number of employees is required',
    'عدد الموظفين مطلوب',
  ],
  ['financial-consultation', { highestDegree: '' }, 'highestDegree', 'Degree is required', 'المؤهل العلمي مطلوب'],
  [
    'financial-consultation',
    { isCfaCharterholder: undefined },
    'isCfaCharterholder',
    'Please tell us whether you are a CFA charterholder',
    'يرجى تحديد ما إذا كنت حاصلًا على شهادة المحلل المالي المعتمد (CFA)',
  ],
  ['financial-consultation', { cfaLevel: undefined }, 'cfaLevel', 'CFA level is required', 'مستوى CFA مطلوب'],
  ['financial-consultation', { employerName: '' }, 'employerName', 'Employer name is required', 'اسم جهة العمل مطلوب'],
  [
    'financial-consultation',
    { areaOfExpertise: '' },
    'areaOfExpertise',
    'Area of expertise is required',
    'مجال الخبرة مطلوب',
  ],
  ['financial-consultation', { availability: '' }, 'availability', 'Availability is required', 'مدى التفرغ مطلوب'],
  [
    'financial-consultation',
    { certificates: [{ name: 'CPA', issueDate: '2015-01-01', issuingInstitution: '' }] },
    'certificates.0.issuingInstitution',
    'Issuing institution is required',
    'الجهة المانحة مطلوبة',
  ],
];

describe('validation messages (section 5), in English and Arabic', () => {
  it.each(RULES.map(([kind, changes, field, en, ar]) => ({ kind, changes, field, en, ar })))(
    '$kind $field: $en',
    async ({ kind, changes, field, en, ar }) => {
      const before = await registrationCount();
      for (const [language, text] of [
        ['en', en],
        ['ar', ar],
      ] as const) {
        const response = await submit(kind, { changes, language });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json<ErrorEnvelope>().errors).toContainEqual({ field: `body.${field}`, message: text });
      }
      expect(await registrationCount()).toBe(before);
    },
  );

  it('checks codes against the server lists: an unknown country, city and sector', async () => {
    const investor = await submit('individual-investor', {
      changes: { countryCode: 'XX', geographicalFocus: ['SA', 'ZZ'] },
    });
    expect(investor.statusCode).toBe(400);
    expect(investor.json<ErrorEnvelope>().errors).toEqual([
      { field: 'body.countryCode', message: 'Please choose an option from the list' },
      { field: 'body.geographicalFocus.1', message: 'Please choose an option from the list' },
    ]);
    expect((await submit('individual-investor', { changes: { city: '99999999' } })).statusCode).toBe(400);
    expect((await submit('individual-investor', { changes: { countryCode: 'AE', city: 'Dubai' } })).statusCode).toBe(
      201,
    );
    expect((await submit('institutional-investor', { changes: { sector: 'lottery' } })).statusCode).toBe(400);
  });
});

describe('uploads: checked by content and size, nothing kept on refusal', () => {
  const shareholderFiles = sampleRegistrationFiles('individual-shareholder');
  const withFile = (file: SampleFile) => [...shareholderFiles.filter((sample) => sample.field !== file.field), file];

  it('refuses a file of 2 MB + 1 byte with 413 and the spec message; no row, no file on disk', async () => {
    const beforeFiles = await filesOnDisk();
    const beforeRows = await registrationCount();
    const pdf = samplePdf('big');
    const big = Buffer.concat([pdf, Buffer.alloc(REGISTRATION_MAX_FILE_BYTES + 1 - pdf.length, 0x20)]);
    for (const [language, message] of [
      ['en', 'File too Large, Size should be less then 2MB'],
      ['ar', 'حجم الملف كبير جدًا، يجب أن يكون أقل من 2 ميجابايت'],
    ] as const) {
      const response = await submit('individual-shareholder', {
        language,
        files: withFile({
          field: 'ownershipProof',
          fileName: 'deed.pdf',
          content: big,
          contentType: 'application/pdf',
        }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json<ErrorEnvelope>()).toEqual({
        error: true,
        message,
        errors: [{ field: 'body.ownershipProof', message }],
      });
    }
    expect(await registrationCount()).toBe(beforeRows);
    expect(await filesOnDisk()).toEqual(beforeFiles);

    // exactly 2 MB is allowed
    const limit = Buffer.concat([pdf, Buffer.alloc(REGISTRATION_MAX_FILE_BYTES - pdf.length, 0x20)]);
    expect(
      (
        await submit('individual-shareholder', {
          files: withFile({
            field: 'ownershipProof',
            fileName: 'deed.pdf',
            content: limit,
            contentType: 'application/pdf',
          }),
        })
      ).statusCode,
    ).toBe(201);
  });

  it("answers 'No file Choosen' for a missing required document and keeps none of the others", async () => {
    const beforeFiles = await filesOnDisk();
    const response = await submit('individual-shareholder', {
      language: 'ar',
      files: shareholderFiles.filter((file) => file.field !== 'nationalIdProof'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorEnvelope>().errors).toEqual([
      { field: 'body.nationalIdProof', message: 'لم يتم اختيار ملف' },
    ]);
    expect(await filesOnDisk()).toEqual(beforeFiles);
    const english = await submit('company', { files: [] });
    expect(english.json<ErrorEnvelope>().errors).toEqual([{ field: 'body.idDocument', message: 'No file Choosen' }]);
  });

  it('refuses an .exe renamed .pdf, and a PDF in an image field', async () => {
    const beforeFiles = await filesOnDisk();
    const exe = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
      Buffer.alloc(200),
    ]);
    exe.write('PE\0\0', 128, 'latin1');
    exe.writeUInt32LE(128, 60);
    const response = await submit('individual-shareholder', {
      files: withFile({ field: 'ownershipProof', fileName: 'deed.pdf', content: exe, contentType: 'application/pdf' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorEnvelope>().errors).toEqual([
      { field: 'body.ownershipProof', message: 'Only PDF, PNG or JPEG files are allowed' },
    ]);
    const text = await submit('company', {
      files: [
        {
          field: 'idDocument',
          fileName: 'id.pdf',
          content: Buffer.from('just some text pretending to be a pdf'),
          contentType: 'application/pdf',
        },
      ],
    });
    expect(text.statusCode).toBe(400);
    const logo = await submit('institutional-investor', {
      language: 'ar',
      files: [{ field: 'companyLogo', fileName: 'logo.png', content: samplePdf('logo'), contentType: 'image/png' }],
    });
    expect(logo.json<ErrorEnvelope>().errors).toEqual([
      { field: 'body.companyLogo', message: 'يُسمح بصور PNG أو JPEG فقط' },
    ]);
    expect(await filesOnDisk()).toEqual(beforeFiles);
  });

  it('stores a PNG named .pdf in a document field as image/png named .png, and refuses unknown file fields', async () => {
    const response = await submit('individual-shareholder', {
      files: withFile({
        field: 'ownershipProof',
        fileName: 'deed.pdf',
        content: samplePng(),
        contentType: 'application/pdf',
      }),
    });
    expect(response.statusCode).toBe(201);
    const [file] = await harness.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.ownerId, response.json<{ id: number }>().id))
      .then((rows) => rows.filter((row) => row.field === 'ownershipProof'));
    expect(file).toMatchObject({ contentType: 'image/png', originalName: 'deed.png' });

    const unknown = await submit('company', {
      files: [
        ...sampleRegistrationFiles('company'),
        { field: 'virus', fileName: 'x.pdf', content: samplePdf('x'), contentType: 'application/pdf' },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorEnvelope>().errors).toEqual([{ field: 'body.virus', message: 'Unknown field.' }]);
    const orphanPhoto = await submit('institutional-investor', {
      files: [{ field: 'keyMembers.3.photo', fileName: 'p.png', content: samplePng(), contentType: 'image/png' }],
    });
    expect(orphanPhoto.statusCode).toBe(400);
  });
});

describe('one application per e-mail', () => {
  it('409 for a second pending application and for an e-mail that has an account', async () => {
    const email = freshEmail();
    expect((await submit('company', { email })).statusCode).toBe(201);
    const again = await submit('individual-shareholder', { email: email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorEnvelope>().message).toBe('A registration with this email is already waiting for review.');
    const member = await submit('individual-investor', { email: DEMO_USERS[1]?.email, language: 'ar' });
    expect(member.statusCode).toBe(409);
    expect(member.json<ErrorEnvelope>().message).toBe(
      'يوجد حساب مسجل بهذا البريد الإلكتروني. يرجى تسجيل الدخول أو إعادة تعيين كلمة المرور.',
    );
  });
});

describe('consultant e-mail verification by OTP (sections 4, 5 and 9)', () => {
  it('mails a bilingual 6-digit code; a wrong code is Incorrect OTP; the right one verifies', async () => {
    const email = freshEmail();
    expect((await postOtp('generate-verification-email-otp', { email })).json()).toEqual({
      message: 'We have sent a 6-digit verification code to your email.',
    });
    const mail = await smtp.nextMailTo(email);
    expect(mail.subject).toBe('Your Hissa verification code | رمز التحقق الخاص بك في حصة');
    const code = /Your verification code is (\d{6})\./.exec(mail.text ?? '')?.[1] ?? '';
    expect(mail.text).toContain(`رمز التحقق الخاص بك هو ${code}`);
    const wrong = code === '000000' ? '111111' : '000000';
    for (const [language, message] of [
      ['en', 'Incorrect OTP'],
      ['ar', 'رمز التحقق غير صحيح'],
    ] as const) {
      const response = await postOtp('verify-email-otp', { email, otp: wrong }, language);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorEnvelope>()).toEqual({
        error: true,
        message,
        errors: [{ field: 'body.otp', message }],
      });
    }
    expect((await postOtp('verify-email-otp', { email, otp: '12ab' })).json<ErrorEnvelope>().errors).toEqual([
      { field: 'body.otp', message: 'Incorrect OTP' },
    ]);
    expect((await postOtp('verify-email-otp', { email, otp: code })).json()).toEqual({
      message: 'Your email has been verified.',
    });
    const [row] = await harness.database.db.select().from(emailOtps).where(eq(emailOtps.email, email));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.verifiedAt).not.toBeNull();
  });

  it('refuses a new code within 60 s with 429 and the seconds left', async () => {
    const email = freshEmail();
    await otpFromMail(email);
    const again = await postOtp('generate-verification-email-otp', { email }, 'ar');
    expect(again.statusCode).toBe(429);
    const seconds = Number(again.headers['retry-after']);
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(again.json<ErrorEnvelope>().message).toBe(`يمكنك طلب رمز جديد بعد ${seconds} ثانية.`);
    await harness.database.db
      .update(emailOtps)
      .set({ sentAt: new Date(Date.now() - 61_000) })
      .where(eq(emailOtps.email, email));
    expect((await postOtp('generate-verification-email-otp', { email })).statusCode).toBe(200);
  });

  it('an expired code, and a code after 5 wrong tries, need a new code', async () => {
    const expiring = freshEmail();
    const code = await otpFromMail(expiring);
    await harness.database.db
      .update(emailOtps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailOtps.email, expiring));
    const expired = await postOtp('verify-email-otp', { email: expiring, otp: code });
    expect(expired.statusCode).toBe(400);
    expect(expired.json<ErrorEnvelope>().message).toBe('This code has expired. Please request a new one.');

    const guessed = freshEmail();
    const right = await otpFromMail(guessed);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await postOtp('verify-email-otp', { email: guessed, otp: wrong })).json<ErrorEnvelope>().message).toBe(
        'Incorrect OTP',
      );
    const blocked = await postOtp('verify-email-otp', { email: guessed, otp: right });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json<ErrorEnvelope>().message).toBe('Too many incorrect attempts. Please request a new code.');
  });

  it('refuses the consultant submission without a verified e-mail, or verified over an hour ago', async () => {
    const unverified = await submit('financial-consultation', { language: 'ar' });
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json<ErrorEnvelope>().errors).toEqual([
      { field: 'body.email', message: 'يرجى التحقق من بريدك الإلكتروني بالرمز المرسل إليك قبل الإرسال.' },
    ]);
    const email = await verifiedEmail();
    await harness.database.db
      .update(emailOtps)
      .set({ verifiedAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(emailOtps.email, email));
    expect((await submit('financial-consultation', { email })).statusCode).toBe(400);
    expect(await filesOnDisk().then((files) => files.some((file) => file.endsWith('.part')))).toBe(false);
  });
});

describe('GET /public-api/register/search/company', () => {
  it('finds non-listed directory companies by part of the name, in Arabic too', async () => {
    const [company] = await harness.database.db.query.companies.findMany({
      where: (table, { eq: equals }) => equals(table.companyType, 'non_listed'),
      limit: 1,
    });
    if (!company) throw new Error('no seeded private company');
    const english = await harness.app.inject({
      method: 'GET',
      url: `/public-api/register/search/company?name=${encodeURIComponent(company.nameEn.slice(0, 8))}`,
    });
    expect(english.statusCode).toBe(200);
    expect(english.json<{ data: { companyId: number }[] }>().data.map((hit) => hit.companyId)).toContain(company.id);
    const arabic = await harness.app.inject({
      method: 'GET',
      url: `/public-api/register/search/company?name=${encodeURIComponent(company.nameAr)}`,
    });
    expect(arabic.json<{ data: { companyId: number; hasAccount: boolean }[] }>().data).toContainEqual(
      expect.objectContaining({ companyId: company.id }),
    );
    expect((await harness.app.inject({ method: 'GET', url: '/public-api/register/search/company' })).statusCode).toBe(
      400,
    );
  });
});
