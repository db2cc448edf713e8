import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { requestAttachmentField } from '@hissa/contracts/requests';
import {
  CreateQuotationRequestSchema,
  RespondQuotationSchema,
  ReviewQuotationSchema,
} from '@hissa/contracts/services-marketplace/quotations';
import { riyadhToday } from '@hissa/contracts/trading/trading-rules';
import { USER_TYPES } from '@hissa/contracts/user-types';
import type { Db } from '../db/client.ts';
import { serviceProviders } from '../db/schema/directory.ts';
import { serviceQuotations } from '../db/schema/quotations.ts';
import { users } from '../db/schema/users.ts';
import type { FileStore } from '../modules/files/file-store.ts';
import type { ReceivedFile } from '../modules/files/receive-multipart.ts';
import { samplePdf } from '../modules/files/sample-files.ts';
import {
  acceptQuotation,
  completeQuotation,
  createQuotationRequest,
  respondToQuotation,
  reviewQuotation,
} from '../modules/service-quotations/quotation-service.ts';

const DAY_MS = 86_400_000;

/** The date `days` from today in Riyadh, YYYY-MM-DD. */
function dateInDays(days: number): string {
  return riyadhToday(new Date(Date.now() + days * DAY_MS));
}

/**
 * Demo quotation requests of the demo buyer (decision 018), in English and Arabic, through the
 * quotation services: one still pending (also sent to a company no user acts for, so the admin's
 * queue has an entry), one answered, one accepted and in progress, and one completed and
 * reviewed. Returns the number of requests written (0 without the demo buyer or provider).
 */
export async function insertQuotationsDemo(tx: Db, fileStore: FileStore | undefined): Promise<number> {
  const [buyer] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'buyer@demo.hissa.sa'));
  const [providerUser] = await tx
    .select({ id: users.id, providerId: users.serviceProviderId })
    .from(users)
    .where(eq(users.userType, USER_TYPES.serviceProvider))
    .orderBy(asc(users.id))
    .limit(1);
  if (!buyer || !providerUser?.providerId) return 0;
  const providerId = providerUser.providerId;
  const registered = tx
    .select({ id: users.serviceProviderId })
    .from(users)
    .where(sql`${users.serviceProviderId} is not null`);
  const others = await tx
    .select({ id: serviceProviders.id })
    .from(serviceProviders)
    .where(and(eq(serviceProviders.isActive, true), notInArray(serviceProviders.id, registered)))
    .orderBy(asc(serviceProviders.id))
    .limit(2);
  const pdf = async (name: string, text: string): Promise<ReceivedFile[]> => {
    if (!fileStore) return [];
    const content = samplePdf(text);
    const blob = await fileStore.put(content, { maxBytes: content.length });
    return [{ ...blob, field: requestAttachmentField(0), originalName: name, contentType: 'application/pdf' }];
  };
  const send = async (fields: Record<string, unknown>, files: ReceivedFile[] = []) => {
    const { requestId } = await createQuotationRequest(tx, buyer.id, CreateQuotationRequestSchema.parse(fields), files);
    const [quotation] = await tx
      .select({ id: serviceQuotations.id })
      .from(serviceQuotations)
      .where(and(eq(serviceQuotations.quotationRequestId, requestId), eq(serviceQuotations.providerId, providerId)));
    if (!quotation) throw new Error('demo quotation missing');
    return quotation.id;
  };
  const respond = (quotationId: number, fields: Record<string, unknown>) =>
    respondToQuotation(tx, providerId, providerUser.id, quotationId, RespondQuotationSchema.parse(fields), []);
  /** The buyer accepts the answer as it stands (the respondedAt the comparison would show). */
  const accept = async (quotationId: number) => {
    const [row] = await tx
      .select({ respondedAt: serviceQuotations.respondedAt })
      .from(serviceQuotations)
      .where(eq(serviceQuotations.id, quotationId));
    await acceptQuotation(tx, buyer.id, quotationId, { respondedAt: row?.respondedAt?.toISOString() ?? '' });
  };

  await send(
    {
      title: 'Website redesign with Arabic and English versions',
      description:
        'We need our corporate website redesigned in both languages, with a careers section and a simple content editor. About 25 pages. Please include hosting options in your quotation.',
      submissionDeadline: dateInDays(14),
      providerIds: [providerId, ...others.map((row) => row.id)],
    },
    await pdf('website-brief.pdf', 'Website redesign brief'),
  );

  const audit = await send({
    title: 'تدقيق القوائم المالية لعام 2026',
    description:
      'نحتاج إلى مراجع حسابات معتمد لتدقيق القوائم المالية لشركتنا للسنة المالية 2026 وفق المعايير الدولية للتقرير المالي، مع تقرير للزكاة.',
    submissionDeadline: dateInDays(10),
    providerIds: [providerId],
  });
  await respond(audit, {
    price: '45000',
    deliveryDays: '21',
    message: 'يسعدنا تقديم خدمة التدقيق. يشمل العرض زيارتين ميدانيتين وتقرير الزكاة، ونبدأ خلال أسبوع من الموافقة.',
  });

  const identity = await send({
    title: 'Brand identity for our new café chain',
    description: 'Logo, colour palette, menu design and signage for three branches in Riyadh.',
    submissionDeadline: dateInDays(7),
    providerIds: [providerId],
  });
  await respond(identity, {
    price: '28500',
    deliveryDays: '30',
    message: 'Three logo concepts, two rounds of revisions, and print-ready files for menus and signage.',
  });
  await accept(identity);

  const payroll = await send({
    title: 'إسناد الرواتب والتأمينات الاجتماعية',
    description: 'إدارة رواتب 40 موظفًا شهريًا والتسجيل في التأمينات الاجتماعية ومنصة مدد.',
    submissionDeadline: dateInDays(5),
    providerIds: [providerId],
  });
  await respond(payroll, {
    price: '3200.50',
    deliveryDays: '7',
    message: 'نتولى الرواتب شهريًا مع تقارير مفصلة ورفع الملفات إلى منصة مدد.',
  });
  await accept(payroll);
  await completeQuotation(tx, providerId, payroll);
  await reviewQuotation(
    tx,
    buyer.id,
    payroll,
    ReviewQuotationSchema.parse({ rating: 5, comment: 'خدمة ممتازة والتزام تام بالمواعيد، وأنصح بالتعامل معهم.' }),
    'ar',
  );
  return 4;
}
