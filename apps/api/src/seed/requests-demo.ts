import { inArray } from 'drizzle-orm';
import { InitiateRequestSchema, VisitorRequestSchema, requestAttachmentField } from '@hissa/contracts/requests';
import { riyadhToday } from '@hissa/contracts/trading/trading-rules';
import type { FileStore } from '../modules/files/file-store.ts';
import type { ReceivedFile } from '../modules/files/receive-multipart.ts';
import { samplePdf } from '../modules/files/sample-files.ts';
import type { RequestViewer } from '../modules/requests/request-access.ts';
import { initiateRequest, initiateVisitorRequest, respondToRequest } from '../modules/requests/request-service.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/users.ts';

const DAY_MS = 86_400_000;

/** The instant `days` from now, ISO. */
function inDays(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString();
}

/** The date `days` from today in Riyadh, YYYY-MM-DD. */
function dateInDays(days: number): string {
  return riyadhToday(new Date(Date.now() + days * DAY_MS));
}

/**
 * Demo requests (issue "Companies, investors and opportunities"), in English and Arabic, through
 * the request services: investors and shareholders to the demo company (an introduction with a
 * PDF, a one-to-one meeting answered in Arabic, a secured file share answered with a file),
 * the company to a shareholder and an investor (requests for information, one answered), and
 * two visitors' requests for the admin. Files are written only with a `fileStore` (without
 * one, the file share is left out). Returns the number of requests written.
 */
export async function insertRequestsDemo(tx: Db, fileStore: FileStore | undefined): Promise<number> {
  const emails = {
    company: 'company@demo.hissa.sa',
    sara: 'individual.shareholder@demo.hissa.sa',
    khalid: 'institutional.shareholder@demo.hissa.sa',
    reem: 'individual.investor@demo.hissa.sa',
    abdullah: 'institutional.investor@demo.hissa.sa',
  };
  const rows = await tx
    .select({ id: users.id, email: users.email, companyId: users.companyId })
    .from(users)
    .where(inArray(users.email, Object.values(emails)));
  const viewerOf = (email: string): RequestViewer => {
    const row = rows.find((user) => user.email === email);
    if (!row) throw new Error(`demo user ${email} missing`);
    return { userId: row.id, companyId: row.companyId, isAdmin: false };
  };
  const [company, sara, khalid, reem, abdullah] = [
    emails.company,
    emails.sara,
    emails.khalid,
    emails.reem,
    emails.abdullah,
  ].map(viewerOf);
  if (!company || !sara || !khalid || !reem || !abdullah || company.companyId === null) return 0;
  const companyId = company.companyId;

  const pdf = async (name: string, text: string, index = 0): Promise<ReceivedFile[]> => {
    if (!fileStore) return [];
    const content = samplePdf(text);
    const blob = await fileStore.put(content, { maxBytes: content.length });
    return [{ ...blob, field: requestAttachmentField(index), originalName: name, contentType: 'application/pdf' }];
  };
  const send = async (from: RequestViewer, fields: Record<string, unknown>, files: ReceivedFile[] = []) =>
    initiateRequest(tx, from, InitiateRequestSchema.parse(fields), files);
  let written = 0;

  await send(
    reem,
    {
      type: 'initial_request',
      title: 'Introduction: interest in your next funding round',
      message:
        'Hello, I follow your company and would like to learn about your plans for the next funding round. My investor profile is attached.',
      recipientKind: 'company',
      recipientId: companyId,
      expiryDate: dateInDays(30),
    },
    await pdf('investor-profile.pdf', 'Investor profile - Reem Al-Shehri'),
  );
  written += 1;

  const meeting = await send(abdullah, {
    type: 'one_to_one_meeting',
    title: 'طلب اجتماع لمناقشة فرص الاستثمار',
    message: 'السلام عليكم، نرغب في عقد اجتماع قصير مع الإدارة لمناقشة خطط التوسع وفرص الاستثمار المتاحة.',
    meetingDate: inDays(10),
    meetingLink: 'https://meet.hissa.sa/demo-abdullah',
    recipientKind: 'company',
    recipientId: companyId,
  });
  await respondToRequest(
    tx,
    company,
    meeting,
    { message: 'وعليكم السلام، يسعدنا ذلك. الموعد المقترح مناسب لنا، وسنرسل جدول الأعمال قبل الاجتماع.' },
    [],
  );
  written += 1;

  if (fileStore) {
    const share = await send(
      khalid,
      {
        type: 'secured_file_share',
        title: 'Signed share transfer documents',
        message: 'Please find the signed share transfer form for your records.',
        recipientKind: 'company',
        recipientId: companyId,
      },
      await pdf('share-transfer-form.pdf', 'Share transfer form - signed'),
    );
    await respondToRequest(
      tx,
      company,
      share,
      { message: 'Received, thank you. Our updated register is attached.' },
      await pdf('shareholder-register.pdf', 'Shareholder register'),
    );
    written += 1;
  }

  await send(company, {
    type: 'request_for_information',
    title: 'طلب تحديث بيانات الملكية',
    message: 'نأمل تزويدنا بنسخة محدثة من إثبات الملكية لتحديث سجل المساهمين لدينا.',
    recipientKind: 'user',
    recipientId: sara.userId,
    expiryDate: dateInDays(14),
  });
  written += 1;

  const focus = await send(company, {
    type: 'request_for_information',
    title: 'Your investment focus',
    message: 'Could you share the sectors and ticket sizes you usually invest in?',
    recipientKind: 'user',
    recipientId: reem.userId,
  });
  await respondToRequest(
    tx,
    reem,
    focus,
    { message: 'Mostly fintech and logistics, SAR 250,000 to 2 million per deal.' },
    [],
  );
  written += 1;

  for (const visitor of [
    {
      fullName: 'Mohammed Al Harthi',
      email: 'mohammed.harthi@example.sa',
      phone: '0551234567',
      type: 'initial_request',
      title: 'Enquiry about investing in your company',
      message: 'I am interested in buying a small stake. Please contact me to discuss.',
    },
    {
      fullName: 'نورة العتيبي',
      email: 'noura.otaibi@example.sa',
      phone: '0509876543',
      type: 'request_for_information',
      title: 'استفسار عن التقارير المالية',
      message: 'أرغب في الاطلاع على آخر التقارير المالية للشركة قبل اتخاذ قرار الاستثمار.',
    },
  ]) {
    await initiateVisitorRequest(tx, VisitorRequestSchema.parse({ ...visitor, companyId }));
    written += 1;
  }
  return written;
}
