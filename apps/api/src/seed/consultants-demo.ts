import { asc, eq } from 'drizzle-orm';
import type { ConsultantProfileRequest } from '@hissa/contracts/consultants';
import { splitArabicFullName } from '@hissa/contracts/registration/registration-journey';
import { USER_TYPES } from '@hissa/contracts/user-types';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/users.ts';
import { hashPassword } from '../lib/passwords.ts';
import {
  createConsultantProfile,
  saveMyConsultantProfile,
  setConsultantVerification,
} from '../modules/consultants/consultant-profiles.ts';
import { DEMO_PASSWORD } from '../modules/demo/demo-users.ts';
import { initiateRequest } from '../modules/requests/request-service.ts';

/** The demo consultant account of DEMO_USERS, whose profile the seed fills. */
const DEMO_CONSULTANT_EMAIL = 'financial.consultant@demo.hissa.sa';
/** The demo company user of DEMO_USERS, who writes to the demo consultant. */
const DEMO_COMPANY_EMAIL = 'company@demo.hissa.sa';

type DemoConsultant = {
  /** Absent: a new account, `firstName.lastName@consultants.demo.hissa.sa`, password DEMO_PASSWORD. */
  email?: string;
  firstName: string;
  lastName: string;
  /** What the approved registration answered (decision 043: the profile starts from it). */
  highestDegree: 'bachelor' | 'master' | 'doctorate';
  isCfaCharterholder: boolean;
  profile: ConsultantProfileRequest;
  isVerified: boolean;
};

/**
 * Independent financial consultants of the demo (issue 15; decision 043), written in both
 * languages: the demo consultant and seven more, five of them verified (listed in the directory)
 * and two awaiting verification. Fixed data, so every seed gives the same directory.
 */
const CONSULTANTS: readonly DemoConsultant[] = [
  {
    email: DEMO_CONSULTANT_EMAIL,
    firstName: 'Huda',
    lastName: 'Al-Zahrani',
    highestDegree: 'master',
    isCfaCharterholder: true,
    isVerified: true,
    profile: {
      fullNameAr: 'هدى الزهراني',
      headlineEn: 'Valuation and financial due diligence advisor',
      headlineAr: 'مستشارة تقييم وفحص مالي نافٍ للجهالة',
      summaryEn:
        'Eleven years valuing private companies in banking and technology. Led the financial due diligence of more than 30 acquisitions and fundraising rounds in the Kingdom, from seed to pre-IPO.',
      summaryAr:
        'إحدى عشرة سنة في تقييم الشركات الخاصة في القطاع المصرفي والتقنية. قادت الفحص المالي النافي للجهالة لأكثر من 30 صفقة استحواذ وجولة تمويل في المملكة، من التأسيس حتى ما قبل الطرح العام.',
      areasOfExpertise: ['valuation', 'due_diligence', 'financial_modelling'],
      industries: ['banking', 'technology'],
      yearsOfExperience: '11-15',
      linkedInUrl: 'https://www.linkedin.com/in/huda-alzahrani',
      availability: 'part_time',
      projectsPerWeek: '2',
      hourlyRate: '650',
    },
  },
  {
    firstName: 'Majed',
    lastName: 'Al-Qahtani',
    highestDegree: 'master',
    isCfaCharterholder: false,
    isVerified: true,
    profile: {
      fullNameAr: 'ماجد القحطاني',
      headlineEn: 'Fundraising and investor relations for growth companies',
      headlineAr: 'جمع التمويل وعلاقات المستثمرين للشركات النامية',
      summaryEn:
        'Former venture capital associate. Prepares pitch decks, financial models and data rooms, and runs Series A and B processes for fintech and logistics companies.',
      summaryAr:
        'عمل سابقًا في رأس المال الجريء. يُعدّ العروض التقديمية والنماذج المالية وغرف البيانات، ويدير جولات التمويل من الفئة (أ) و(ب) لشركات التقنية المالية والخدمات اللوجستية.',
      areasOfExpertise: ['fundraising', 'business_plans', 'financial_modelling'],
      industries: ['technology', 'logistics'],
      yearsOfExperience: '6-10',
      linkedInUrl: '',
      availability: 'full_time',
      projectsPerWeek: '3',
      hourlyRate: '450',
    },
  },
  {
    firstName: 'Nouf',
    lastName: 'Al-Shammari',
    highestDegree: 'bachelor',
    isCfaCharterholder: false,
    isVerified: true,
    profile: {
      fullNameAr: 'نوف الشمري',
      headlineEn: 'Zakat, VAT and transfer pricing specialist',
      headlineAr: 'مختصة في الزكاة وضريبة القيمة المضافة وتسعير المعاملات',
      summaryEn:
        'SOCPA fellow who prepares zakat and VAT returns, answers ZATCA assessments and sets up e-invoicing for family businesses and retailers.',
      summaryAr:
        'زميلة الهيئة السعودية للمراجعين والمحاسبين، تُعدّ إقرارات الزكاة والضريبة، وتتولى الرد على ربوط هيئة الزكاة والضريبة والجمارك، وتطبيق الفوترة الإلكترونية للشركات العائلية ومنشآت التجزئة.',
      areasOfExpertise: ['zakat_tax', 'accounting_audit'],
      industries: ['retail', 'food_agriculture', 'manufacturing'],
      yearsOfExperience: '6-10',
      linkedInUrl: '',
      availability: 'per_project',
      projectsPerWeek: '4',
      hourlyRate: '300',
    },
  },
  {
    firstName: 'Abdulrahman',
    lastName: 'Al-Otaibi',
    highestDegree: 'doctorate',
    isCfaCharterholder: true,
    isVerified: true,
    profile: {
      fullNameAr: 'عبدالرحمن العتيبي',
      headlineEn: 'Mergers, acquisitions and IPO readiness',
      headlineAr: 'الاندماج والاستحواذ والاستعداد للطرح العام',
      summaryEn:
        'Twenty years in investment banking in Riyadh. Advises founders and boards on selling a stake, buying a competitor or preparing for a listing on Nomu or the main market.',
      summaryAr:
        'عشرون عامًا في المصرفية الاستثمارية في الرياض. يقدّم المشورة للمؤسسين ومجالس الإدارة في بيع الحصص والاستحواذ على المنافسين والاستعداد للإدراج في السوق الموازية (نمو) أو السوق الرئيسية.',
      areasOfExpertise: ['mergers_acquisitions', 'ipo_advisory', 'valuation', 'corporate_governance'],
      industries: ['capital_markets', 'energy', 'petrochemicals'],
      yearsOfExperience: '16-20',
      linkedInUrl: 'https://www.linkedin.com/in/abdulrahman-alotaibi',
      availability: 'weekends',
      projectsPerWeek: '1',
      hourlyRate: '1200',
    },
  },
  {
    firstName: 'Lamia',
    lastName: 'Al-Dosari',
    highestDegree: 'master',
    isCfaCharterholder: false,
    isVerified: true,
    profile: {
      fullNameAr: 'لمياء الدوسري',
      headlineEn: 'Feasibility studies and business plans for SMEs',
      headlineAr: 'دراسات الجدوى وخطط الأعمال للمنشآت الصغيرة والمتوسطة',
      summaryEn:
        'Writes bankable feasibility studies and business plans for healthcare, education and tourism projects, accepted by Monsha’at programmes and the Social Development Bank.',
      summaryAr:
        'تُعدّ دراسات جدوى وخطط أعمال قابلة للتمويل لمشاريع الرعاية الصحية والتعليم والسياحة، اعتمدتها برامج منشآت وبنك التنمية الاجتماعية.',
      areasOfExpertise: ['feasibility_studies', 'business_plans'],
      industries: ['healthcare', 'education', 'tourism'],
      yearsOfExperience: '3-5',
      linkedInUrl: '',
      availability: 'full_time',
      projectsPerWeek: '5+',
      hourlyRate: '200',
    },
  },
  {
    firstName: 'Turki',
    lastName: 'Al-Ghamdi',
    highestDegree: 'bachelor',
    isCfaCharterholder: false,
    isVerified: true,
    profile: {
      fullNameAr: 'تركي الغامدي',
      headlineEn: 'Sharia compliance and Islamic finance structuring',
      headlineAr: 'الالتزام بالضوابط الشرعية وهيكلة التمويل الإسلامي',
      summaryEn:
        'Structures murabaha and ijara facilities and reviews company activities and financing for Sharia compliance, for real estate and construction companies.',
      summaryAr:
        'يهيكل تمويلات المرابحة والإجارة، ويراجع أنشطة الشركات وتمويلاتها للتحقق من التزامها بالضوابط الشرعية، لشركات العقار والتشييد.',
      areasOfExpertise: ['shariah_compliance', 'risk_management'],
      industries: ['real_estate', 'construction', 'banking'],
      yearsOfExperience: '11-15',
      linkedInUrl: '',
      availability: 'part_time',
      projectsPerWeek: '2',
      hourlyRate: '550',
    },
  },
  {
    firstName: 'Rawan',
    lastName: 'Al-Harthi',
    highestDegree: 'master',
    isCfaCharterholder: false,
    isVerified: false,
    profile: {
      fullNameAr: 'روان الحارثي',
      headlineEn: 'Financial planning and analysis for startups',
      headlineAr: 'التخطيط والتحليل المالي للشركات الناشئة',
      summaryEn:
        'Builds budgets, cash-flow forecasts and board reporting packs for early-stage companies preparing their first institutional round.',
      summaryAr:
        'تبني الموازنات وتوقعات التدفقات النقدية وتقارير مجالس الإدارة للشركات الناشئة التي تستعد لأول جولة تمويل مؤسسية.',
      areasOfExpertise: ['fp_and_a', 'financial_modelling'],
      industries: ['technology', 'retail'],
      yearsOfExperience: '3-5',
      linkedInUrl: '',
      availability: 'per_project',
      projectsPerWeek: '3',
      hourlyRate: '250',
    },
  },
  {
    firstName: 'Saad',
    lastName: 'Al-Mutairi',
    highestDegree: 'bachelor',
    isCfaCharterholder: false,
    isVerified: false,
    profile: {
      fullNameAr: 'سعد المطيري',
      headlineEn: 'Restructuring and turnaround advisor',
      headlineAr: 'مستشار إعادة الهيكلة وتحسين الأداء',
      summaryEn:
        'Helps manufacturers and contractors under financial pressure renegotiate debt, cut costs and return to profit, including procedures under the Bankruptcy Law.',
      summaryAr:
        'يساعد المصانع والمقاولين الذين يواجهون ضغوطًا مالية على إعادة جدولة الديون وخفض التكاليف والعودة إلى الربحية، بما في ذلك الإجراءات وفق نظام الإفلاس.',
      areasOfExpertise: ['restructuring', 'strategy'],
      industries: ['manufacturing', 'construction'],
      yearsOfExperience: '20+',
      linkedInUrl: '',
      availability: 'part_time',
      projectsPerWeek: '1',
      hourlyRate: '800',
    },
  },
];

/** Requests the demo company sent the demo consultant (one in each language), for her home. */
const REQUESTS_TO_DEMO_CONSULTANT = [
  {
    type: 'request_for_information',
    title: 'Valuation ahead of our Series A',
    message:
      'We plan to raise SAR 25 million next quarter. Could you share your approach, fee and timeline for an independent valuation?',
  },
  {
    type: 'initial_request',
    title: 'مراجعة النموذج المالي قبل عرضه على المستثمرين',
    message: 'نود أن تراجعي نموذجنا المالي للسنوات الخمس القادمة قبل اجتماعاتنا مع المستثمرين الشهر المقبل.',
  },
] as const;

/** The registration answers a consultant's approval starts the profile from (decision 043). */
function registrationAnswers(consultant: DemoConsultant): Record<string, unknown> {
  return {
    currentTitle: consultant.profile.headlineEn,
    jobSummary: consultant.profile.summaryEn,
    areaOfExpertise: consultant.profile.areasOfExpertise[0],
    industryOfExpertise: consultant.profile.industries[0],
    yearsOfExperience: consultant.profile.yearsOfExperience,
    availability: consultant.profile.availability,
    projectsPerWeek: consultant.profile.projectsPerWeek,
    hourlyRate: '100-199',
    highestDegree: consultant.highestDegree,
    isCfaCharterholder: consultant.isCfaCharterholder,
  };
}

/** The demo company user's requests to consultant `consultantId`, through the requests service. */
async function sendDemoRequests(tx: Db, consultantId: number): Promise<void> {
  const [companyUser] = await tx
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(eq(users.email, DEMO_COMPANY_EMAIL));
  if (!companyUser) return;
  const viewer = { userId: companyUser.id, companyId: companyUser.companyId, isAdmin: false };
  for (const request of REQUESTS_TO_DEMO_CONSULTANT)
    await initiateRequest(tx, viewer, { ...request, recipientKind: 'user', recipientId: consultantId }, []);
}

/** `Abdulrahman`, `Al-Otaibi` -> abdulrahman.alotaibi@consultants.demo.hissa.sa */
function emailOf(consultant: DemoConsultant): string {
  const local = `${consultant.firstName}.${consultant.lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
  return consultant.email ?? `${local}@consultants.demo.hissa.sa`;
}

/**
 * Creates the consultants' accounts (the demo consultant exists already) and their profiles
 * through the services real use goes through: the approval's createConsultantProfile, the
 * consultant's own save, and the admin's verification. Runs inside the seed's transaction after
 * the demo users; returns how many consultants it filled.
 */
export async function insertConsultantsDemo(tx: Db): Promise<number> {
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userType, USER_TYPES.admin))
    .orderBy(asc(users.id))
    .limit(1);
  if (!admin) throw new Error('the consultants demo needs the demo admin');
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const consultant of CONSULTANTS) {
    const email = emailOf(consultant);
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    const [created] = existing
      ? [existing]
      : await tx
          .insert(users)
          .values({
            email,
            passwordHash,
            userType: USER_TYPES.financialConsultant,
            firstName: consultant.firstName,
            lastName: consultant.lastName,
            ...splitArabicFullName(consultant.profile.fullNameAr),
            isFirstTimeLogin: false,
            isEmailVerified: true,
          })
          .returning({ id: users.id });
    if (!created) throw new Error(`consultant ${email} not inserted`);
    await createConsultantProfile(tx, created.id, consultant, registrationAnswers(consultant));
    await saveMyConsultantProfile(tx, created.id, consultant.profile);
    if (consultant.isVerified) await setConsultantVerification(tx, created.id, admin.id, true);
    if (consultant.email === DEMO_CONSULTANT_EMAIL) await sendDemoRequests(tx, created.id);
  }
  return CONSULTANTS.length;
}
