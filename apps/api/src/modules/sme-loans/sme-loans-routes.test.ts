import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ar from '@hissa/contracts/messages/ar.json' with { type: 'json' };
import en from '@hissa/contracts/messages/en.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import { endpointUrl, type Endpoint } from '@hissa/contracts/http/endpoint';
import type { LoanApplication } from '@hissa/contracts/sme-loans/loan-application';
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
import { riyadhToday } from '@hissa/contracts/trading/trading-rules';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { payments } from '../../db/schema/billing.ts';
import { loanApplications } from '../../db/schema/sme-loans.ts';
import { bearer, createTestUser, loginAs, loginToken } from '../../test/auth-helpers.ts';
import { multipartPayload } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { samplePdf } from '../files/sample-files.ts';
import { markPaymentPaid } from '../payments/move-payment.ts';
import { fulfilLoanPackage } from './loan-package-fulfilment.ts';
import { VALID_LOAN_STEPS } from './loan-samples.ts';

/*
 * SME loan applications (decision 026) through the HTTP layer: who may call what, the draft
 * saved per step with each step's rules in both languages, documents checked by content, the
 * pre-check, submission (full rules, package payment, e-mail), payment fulfilment, the team's
 * queue and status moves with the applicant's timeline and e-mails.
 */

type Headers = { authorization: string };
let harness: TestApp;
let applicant: Headers;
let otherCompany: Headers;
let admin: Headers;
let applicationId: number;

beforeAll(async () => {
  harness = await createTestApp();
  const db = harness.database.db;
  const first = await createTestUser(db, { userType: USER_TYPES.company, firstName: 'Huda' });
  const second = await createTestUser(db, { userType: USER_TYPES.company });
  applicant = bearer(await loginToken(harness.app, first.email, first.password));
  otherCompany = bearer(await loginToken(harness.app, second.email, second.password));
  admin = await loginAs(harness.app, USER_TYPES.admin);
});

afterAll(async () => harness?.close());

async function call(
  endpoint: Endpoint,
  options: {
    headers?: Headers;
    params?: Record<string, unknown>;
    body?: unknown;
    query?: Record<string, unknown>;
    language?: string;
  } = {},
) {
  return harness.app.inject({
    method: endpoint.method,
    url: endpointUrl(endpoint, options.params, options.query),
    headers: { 'accept-language': options.language ?? 'en', ...options.headers },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}

async function upload(headers: Headers, id: number, field: string, content: Buffer, name = 'doc.pdf') {
  const form = new FormData();
  form.append(field, new File([new Uint8Array(content)], name, { type: 'application/pdf' }));
  const body = await multipartPayload(form);
  return harness.app.inject({
    method: 'POST',
    url: endpointUrl(UploadLoanFileEndpoint, { applicationId: id }),
    headers: { ...headers, ...body.headers, 'accept-language': 'en' },
    payload: body.payload,
  });
}

const data = (response: { json: <T>() => T }) => response.json<{ data: LoanApplication }>().data;
const errorsOf = (response: { json: <T>() => T }) => response.json<ErrorEnvelope>();
const outbox = async () => {
  const dir = path.join(harness.config.dataDir, 'outbox');
  const names = (await fs.readdir(dir).catch(() => [] as string[])).sort();
  return Promise.all(names.map((name) => fs.readFile(path.join(dir, name), 'utf8')));
};

describe('who may apply', () => {
  it('refuses visitors (401), other user types and the admin (403) before anything is stored', async () => {
    expect((await call(StartLoanApplicationEndpoint)).statusCode).toBe(401);
    const investor = await loginAs(harness.app, USER_TYPES.individualInvestor);
    expect((await call(StartLoanApplicationEndpoint, { headers: investor })).statusCode).toBe(403);
    expect((await call(StartLoanApplicationEndpoint, { headers: admin })).statusCode).toBe(403);
    expect((await call(LoanQueueEndpoint, { headers: applicant })).statusCode).toBe(403);
    expect((await call(LoanQueueEndpoint)).statusCode).toBe(401);
  });
});

describe('the draft, step by step', () => {
  it('starts a draft with the account name and e-mail, and resumes the same one on the next call', async () => {
    const started = await call(StartLoanApplicationEndpoint, { headers: applicant });
    expect(started.statusCode).toBe(201);
    const draft = data(started);
    applicationId = draft.id;
    expect(draft).toMatchObject({
      status: 'draft',
      savedSteps: [],
      reference: `SME-${String(draft.id).padStart(6, '0')}`,
    });
    expect(draft.values.firstName).toBe('Huda');
    const resumed = await call(StartLoanApplicationEndpoint, { headers: applicant });
    expect(resumed.statusCode).toBe(200);
    expect(data(resumed).id).toBe(applicationId);
  });

  it("refuses a step's bad fields with the rule's message in English and Arabic, and saves nothing", async () => {
    const bad = { ...VALID_LOAN_STEPS.company, postalCode: '123', taxId: '123456789012345', establishedYear: '1800' };
    const refused = await call(SaveLoanStepEndpoint, { headers: applicant, params: { applicationId }, body: bad });
    expect(refused.statusCode).toBe(400);
    const fields = Object.fromEntries(errorsOf(refused).errors.map((item) => [item.field, item.message]));
    expect(fields['body.postalCode']).toBe(en.smeLoans.postalCodeInvalid);
    expect(fields['body.taxId']).toBe(en.smeLoans.taxIdInvalid);
    expect(fields['body.establishedYear']).toBe(en.smeLoans.establishedYearInvalid);
    const arabic = await call(SaveLoanStepEndpoint, {
      headers: applicant,
      params: { applicationId },
      body: { ...VALID_LOAN_STEPS.company, companyName: '' },
      language: 'ar',
    });
    expect(errorsOf(arabic).errors).toContainEqual({
      field: 'body.companyName',
      message: ar.registration.companyNameRequired,
    });
    const mine = await call(MyLoanApplicationEndpoint, { headers: applicant, params: { applicationId } });
    expect(data(mine).savedSteps).toEqual([]);
  });

  it('applies the rules of §5 to the contact step (names, national ID, mobile, e-mail)', async () => {
    const bad = {
      ...VALID_LOAN_STEPS.contact,
      firstName: 'Al',
      nationalId: '123',
      contactNumber: '05x1234567',
      email: 'a@b',
    };
    const refused = await call(SaveLoanStepEndpoint, { headers: applicant, params: { applicationId }, body: bad });
    const fields = Object.fromEntries(errorsOf(refused).errors.map((item) => [item.field, item.message]));
    expect(fields).toMatchObject({
      'body.firstName': en.registration.nameLength,
      'body.nationalId': en.registration.nationalIdLength,
      'body.contactNumber': en.registration.mobileDigits,
      'body.email': en.auth.emailInvalid,
    });
  });

  it('checks the loan step: amounts, years, purposes of §9, a start date from today on', async () => {
    const bad = {
      ...VALID_LOAN_STEPS.loan,
      loanAmount: '12.345',
      repaymentYears: '31',
      loanPurpose: 'yacht',
      expectedStartDate: '2000-01-01',
    };
    const refused = await call(SaveLoanStepEndpoint, { headers: applicant, params: { applicationId }, body: bad });
    const fields = Object.fromEntries(errorsOf(refused).errors.map((item) => [item.field, item.message]));
    expect(fields).toMatchObject({
      'body.loanAmount': en.smeLoans.loanAmountInvalid,
      'body.repaymentYears': en.smeLoans.repaymentYearsInvalid,
      'body.loanPurpose': en.smeLoans.loanPurposeRequired,
      'body.expectedStartDate': en.smeLoans.startDateInvalid,
    });
  });

  it('asks for the audit answer and the guarantee type only when they apply (§9 guarantee types)', async () => {
    const body = {
      ...VALID_LOAN_STEPS.plan,
      hasFinancialStatements: 'yes',
      isAudited: '',
      canProvideGuarantees: 'yes',
      guaranteeType: '',
    };
    const refused = await call(SaveLoanStepEndpoint, { headers: applicant, params: { applicationId }, body });
    const fields = Object.fromEntries(errorsOf(refused).errors.map((item) => [item.field, item.message]));
    expect(fields).toEqual({
      'body.isAudited': en.smeLoans.answerRequired,
      'body.guaranteeType': en.smeLoans.guaranteeTypeRequired,
    });
    const unknownType = await call(SaveLoanStepEndpoint, {
      headers: applicant,
      params: { applicationId },
      body: { ...VALID_LOAN_STEPS.plan, guaranteeType: 'gold' },
    });
    expect(unknownType.statusCode).toBe(400);
  });

  it('saves each step, keeps the others, and resumes them on another device (a second sign-in)', async () => {
    for (const step of ['company', 'contact', 'loan'] as const) {
      const saved = await call(SaveLoanStepEndpoint, {
        headers: applicant,
        params: { applicationId },
        body: VALID_LOAN_STEPS[step],
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json<{ message: string }>().message).toBe(en.smeLoans.saved);
    }
    const again = await call(StartLoanApplicationEndpoint, { headers: applicant });
    expect(data(again)).toMatchObject({
      id: applicationId,
      savedSteps: ['company', 'contact', 'loan'],
      values: { companyName: VALID_LOAN_STEPS.company.companyName, loanAmount: VALID_LOAN_STEPS.loan.loanAmount },
    });
  });

  it("hides one company's application from another company user (404)", async () => {
    const peek = await call(MyLoanApplicationEndpoint, { headers: otherCompany, params: { applicationId } });
    expect(peek.statusCode).toBe(404);
    const write = await call(SaveLoanStepEndpoint, {
      headers: otherCompany,
      params: { applicationId },
      body: VALID_LOAN_STEPS.company,
    });
    expect(write.statusCode).toBe(404);
  });

  it("warns before submission: the Monsha'at size class and the pre-check warnings", async () => {
    await call(SaveLoanStepEndpoint, {
      headers: applicant,
      params: { applicationId },
      body: { ...VALID_LOAN_STEPS.plan, hasBankStatements: 'no' },
    });
    const mine = data(await call(MyLoanApplicationEndpoint, { headers: applicant, params: { applicationId } }));
    expect(mine.precheck.sizeClass).toBe('small');
    expect(mine.precheck.warnings).toEqual(['noBankStatements']);
    const large = await call(SaveLoanStepEndpoint, {
      headers: applicant,
      params: { applicationId },
      body: { ...VALID_LOAN_STEPS.loan, annualRevenue: '250000000', loanAmount: '300000000' },
    });
    expect(data(large).precheck).toEqual({
      sizeClass: 'large',
      warnings: ['notSme', 'noBankStatements', 'loanAboveRevenue'],
    });
    await call(SaveLoanStepEndpoint, { headers: applicant, params: { applicationId }, body: VALID_LOAN_STEPS.loan });
    await call(SaveLoanStepEndpoint, { headers: applicant, params: { applicationId }, body: VALID_LOAN_STEPS.plan });
  });
});

describe('documents', () => {
  it('refuses a file that is not a pdf or image by its content, one over 2 MB, and an unknown field', async () => {
    const text = await upload(applicant, applicationId, 'registrationDocument', Buffer.from('just text, named .pdf'));
    expect(text.statusCode).toBe(400);
    expect(errorsOf(text).errors[0]?.message).toBe(en.registration.documentType);
    const big = Buffer.concat([samplePdf('big'), Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(applicant, applicationId, 'registrationDocument', big)).statusCode).toBe(413);
    expect((await upload(applicant, applicationId, 'photo', samplePdf('x'))).statusCode).toBe(400);
    expect(
      data(await call(MyLoanApplicationEndpoint, { headers: applicant, params: { applicationId } })).files,
    ).toEqual([]);
  });

  it('keeps one file per field (a new upload replaces the old) and lets only its applicant and the admin read it', async () => {
    await upload(applicant, applicationId, 'registrationDocument', samplePdf('first'), 'cr-old.pdf');
    const replaced = await upload(applicant, applicationId, 'registrationDocument', samplePdf('second'), 'cr.pdf');
    expect(replaced.statusCode).toBe(200);
    const files = data(replaced).files;
    expect(files.map((file) => file.originalName)).toEqual(['cr.pdf']);
    const fileId = files[0]?.id ?? '';
    expect((await call(LoanFileEndpoint, { headers: applicant, params: { fileId } })).statusCode).toBe(200);
    expect((await call(LoanFileEndpoint, { headers: admin, params: { fileId } })).statusCode).toBe(200);
    expect((await call(LoanFileEndpoint, { headers: otherCompany, params: { fileId } })).statusCode).toBe(404);
  });
});

describe('submission and payment of the package', () => {
  it('refuses an incomplete application, naming what is missing, and leaves it a draft', async () => {
    const refused = await call(SubmitLoanApplicationEndpoint, {
      headers: applicant,
      params: { applicationId },
      body: { acceptTerms: true, method: 'bank_transfer' },
    });
    expect(refused.statusCode).toBe(400);
    expect(errorsOf(refused).message).toBe(en.smeLoans.incomplete);
    const fields = errorsOf(refused).errors.map((item) => item.field);
    expect(fields).toEqual(expect.arrayContaining(['body.packageCode', 'body.authorizedPersonProof']));
    expect(fields).not.toContain('body.registrationDocument');
    const terms = await call(SubmitLoanApplicationEndpoint, {
      headers: applicant,
      params: { applicationId },
      body: { acceptTerms: false },
    });
    expect(errorsOf(terms).errors).toContainEqual({ field: 'body.acceptTerms', message: en.smeLoans.termsRequired });
    expect(data(await call(MyLoanApplicationEndpoint, { headers: applicant, params: { applicationId } })).status).toBe(
      'draft',
    );
  });

  it('submits the complete application, creates the package payment from the catalogue, and e-mails the applicant', async () => {
    await upload(applicant, applicationId, 'authorizedPersonProof', samplePdf('id'));
    await call(SaveLoanStepEndpoint, { headers: applicant, params: { applicationId }, body: VALID_LOAN_STEPS.package });
    const mailsBefore = (await outbox()).length;
    const submitted = await call(SubmitLoanApplicationEndpoint, {
      headers: applicant,
      params: { applicationId },
      body: { acceptTerms: true, method: 'bank_transfer' },
      language: 'ar',
    });
    expect(submitted.statusCode).toBe(200);
    const result = submitted.json<{
      message: string;
      data: { application: LoanApplication; paymentPagePath: string };
    }>();
    expect(result.message).toBe(ar.smeLoans.submitted);
    expect(result.data.application).toMatchObject({ status: 'submitted', packageCode: 'financial_plan' });
    expect(result.data.application.timeline.map((event) => event.status)).toEqual(['submitted']);
    const reference = result.data.application.packagePayment?.reference ?? '';
    expect(result.data.paymentPagePath).toContain(reference);
    const [payment] = await harness.database.db.select().from(payments).where(eq(payments.reference, reference));
    expect(payment).toMatchObject({ kind: 'loan_package', status: 'awaiting_payment', subtotalHalalas: 350_000 });
    const mails = (await outbox()).slice(mailsBefore);
    const about = mails.filter((mail) => mail.includes(result.data.application.reference));
    // the applicant's confirmation, and the team's notice with the queue link
    expect(about.some((mail) => mail.includes('Follow your application'))).toBe(true);
    expect(about.some((mail) => mail.includes('/admin/loan-applications'))).toBe(true);
  });

  it('refuses changes once submitted (409) in the user language', async () => {
    const late = await call(SaveLoanStepEndpoint, {
      headers: applicant,
      params: { applicationId },
      body: VALID_LOAN_STEPS.company,
      language: 'ar',
    });
    expect(late.statusCode).toBe(409);
    expect(errorsOf(late).message).toBe(ar.smeLoans.notDraft);
    expect((await upload(applicant, applicationId, 'businessPlan', samplePdf('late'))).statusCode).toBe(409);
    const again = await call(SubmitLoanApplicationEndpoint, {
      headers: applicant,
      params: { applicationId },
      body: { acceptTerms: true },
    });
    expect(again.statusCode).toBe(409);
  });

  it("marks the application's package paid in the paying transaction", async () => {
    const db = harness.database.db;
    const [row] = await db.select().from(loanApplications).where(eq(loanApplications.id, applicationId));
    const hooks = { fulfil: { loan_package: fulfilLoanPackage }, afterPaid: [] };
    await markPaymentPaid(db, hooks, row?.packagePaymentId ?? 0, { source: 'admin' });
    const mine = data(await call(MyLoanApplicationEndpoint, { headers: applicant, params: { applicationId } }));
    expect(mine.packagePayment?.status).toBe('paid');
    expect(mine.packagePaidAt).not.toBeNull();
  });
});

describe('the team queue and the timeline', () => {
  it('lists submitted applications (not drafts) to the admin, filtered by status', async () => {
    const draftOwner = await call(StartLoanApplicationEndpoint, { headers: otherCompany });
    const draftId = data(draftOwner).id;
    const queue = await call(LoanQueueEndpoint, { headers: admin, query: { size: 50 } });
    expect(queue.statusCode).toBe(200);
    const ids = queue.json<{ data: LoanApplication[] }>().data.map((item) => item.id);
    expect(ids).toContain(applicationId);
    expect(ids).not.toContain(draftId);
    // the demo company's seeded application keeps the team's queue from being empty
    const applicants = queue.json<{ data: LoanApplication[] }>().data.map((item) => item.applicant.email);
    expect(applicants).toContain('company@demo.hissa.sa');
    const drafts = await call(LoanQueueEndpoint, { headers: admin, query: { status: 'draft', size: 50 } });
    expect(drafts.json<{ data: LoanApplication[] }>().data.map((item) => item.id)).toContain(draftId);
    const moveDraft = await call(MoveLoanApplicationEndpoint, {
      headers: admin,
      params: { applicationId: draftId },
      body: { status: 'under_review' },
    });
    expect(moveDraft.statusCode).toBe(404);
  });

  it('refuses moves the statuses do not allow, and asking for information without a note', async () => {
    const skip = await call(MoveLoanApplicationEndpoint, {
      headers: admin,
      params: { applicationId },
      body: { status: 'approved' },
    });
    expect(skip.statusCode).toBe(409);
    expect(errorsOf(skip).message).toBe(en.smeLoans.transitionNotAllowed);
    const noNote = await call(MoveLoanApplicationEndpoint, {
      headers: admin,
      params: { applicationId },
      body: { status: 'information_requested', note: '  ' },
    });
    expect(errorsOf(noNote).errors).toContainEqual({ field: 'body.note', message: en.smeLoans.noteRequired });
    const early = await call(ReplyLoanApplicationEndpoint, {
      headers: applicant,
      params: { applicationId },
      body: { note: 'hi' },
    });
    expect(early.statusCode).toBe(409);
  });

  it('moves through information requested, the answer, referral and approval, e-mailing each change', async () => {
    const mailsBefore = (await outbox()).length;
    const asked = await call(MoveLoanApplicationEndpoint, {
      headers: admin,
      params: { applicationId },
      body: { status: 'information_requested', note: 'Please send the 2025 bank statements.' },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json<{ message: string }>().message).toBe(
      en.smeLoans.statusChanged.replace('{{status}}', en.smeLoans.status.information_requested),
    );
    const mails = await outbox();
    expect(mails.length).toBe(mailsBefore + 1);
    const mail = mails.find((text) => text.includes('bank statements')) ?? '';
    expect(mail).toContain(en.smeLoans.status.information_requested);
    const answered = await call(ReplyLoanApplicationEndpoint, {
      headers: applicant,
      params: { applicationId },
      body: { note: 'Uploaded to the shared folder, sent by e-mail too.' },
    });
    expect(data(answered).status).toBe('under_review');
    for (const status of ['referred', 'approved'] as const)
      expect(
        (await call(MoveLoanApplicationEndpoint, { headers: admin, params: { applicationId }, body: { status } }))
          .statusCode,
      ).toBe(200);
    const closed = await call(MoveLoanApplicationEndpoint, {
      headers: admin,
      params: { applicationId },
      body: { status: 'declined', note: 'x' },
    });
    expect(closed.statusCode).toBe(409);
    const mine = await call(MyLoanApplicationsEndpoint, { headers: applicant });
    const timeline =
      mine.json<{ data: LoanApplication[] }>().data.find((item) => item.id === applicationId)?.timeline ?? [];
    expect(timeline.map((event) => [event.status, event.byTeam])).toEqual([
      ['submitted', false],
      ['information_requested', true],
      ['under_review', false],
      ['referred', true],
      ['approved', true],
    ]);
    expect(timeline[1]?.note).toBe('Please send the 2025 bank statements.');
    expect((await outbox()).length).toBe(mailsBefore + 3);
  });
});

describe('refusals of the team and the applicant', () => {
  it('answers 404 for an unknown application, and asks for a note to decline or to answer', async () => {
    const unknown = await call(MoveLoanApplicationEndpoint, {
      headers: admin,
      params: { applicationId: 999_999 },
      body: { status: 'under_review' },
    });
    expect(unknown.statusCode).toBe(404);
    const decline = await call(MoveLoanApplicationEndpoint, {
      headers: admin,
      params: { applicationId },
      body: { status: 'declined' },
      language: 'ar',
    });
    expect(errorsOf(decline).errors).toContainEqual({ field: 'body.note', message: ar.smeLoans.noteRequired });
    const emptyReply = await call(ReplyLoanApplicationEndpoint, {
      headers: applicant,
      params: { applicationId },
      body: { note: '' },
    });
    expect(emptyReply.statusCode).toBe(400);
    const strangers = await call(ReplyLoanApplicationEndpoint, {
      headers: otherCompany,
      params: { applicationId },
      body: { note: 'hello' },
    });
    expect(strangers.statusCode).toBe(404);
  });
});

describe('paying by card without a card gateway', () => {
  it('refuses the submission (400 smeLoans.cardUnavailable) and leaves the draft as it was', async () => {
    const noCards = await createTestApp({ billing: { cardGateway: 'none' } });
    try {
      const user = await createTestUser(noCards.database.db, { userType: USER_TYPES.company });
      const headers = bearer(await loginToken(noCards.app, user.email, user.password));
      const inject = (endpoint: Endpoint, params: Record<string, unknown>, body?: unknown) =>
        noCards.app.inject({
          method: endpoint.method,
          url: endpointUrl(endpoint, params),
          headers: { ...headers, 'accept-language': 'en' },
          ...(body === undefined ? {} : { payload: body as object }),
        });
      const id = (await inject(StartLoanApplicationEndpoint, {})).json<{ data: LoanApplication }>().data.id;
      for (const step of ['company', 'contact', 'loan', 'plan', 'package'] as const)
        await inject(SaveLoanStepEndpoint, { applicationId: id }, VALID_LOAN_STEPS[step]);
      for (const field of ['registrationDocument', 'authorizedPersonProof']) {
        const form = new FormData();
        form.append(field, new File([new Uint8Array(samplePdf(field))], `${field}.pdf`, { type: 'application/pdf' }));
        const body = await multipartPayload(form);
        await noCards.app.inject({
          method: 'POST',
          url: endpointUrl(UploadLoanFileEndpoint, { applicationId: id }),
          headers: { ...headers, ...body.headers },
          payload: body.payload,
        });
      }
      const refused = await inject(
        SubmitLoanApplicationEndpoint,
        { applicationId: id },
        { acceptTerms: true, method: 'card' },
      );
      expect(refused.statusCode).toBe(400);
      expect(errorsOf(refused).errors).toContainEqual({ field: 'body.method', message: en.smeLoans.cardUnavailable });
      const after = (await inject(MyLoanApplicationEndpoint, { applicationId: id })).json<{ data: LoanApplication }>()
        .data;
      expect(after).toMatchObject({ status: 'draft', packagePayment: null });
      const byTransfer = await inject(SubmitLoanApplicationEndpoint, { applicationId: id }, { acceptTerms: true });
      expect(byTransfer.statusCode).toBe(200);
    } finally {
      await noCards.close();
    }
  });
});

it('keeps the sample start date valid (from today on)', () => {
  expect(VALID_LOAN_STEPS.loan.expectedStartDate >= riyadhToday()).toBe(true);
});
