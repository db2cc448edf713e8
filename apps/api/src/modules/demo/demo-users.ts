import { asc, desc, eq } from 'drizzle-orm';
import { USER_TYPES, type UserType } from '@hissa/contracts/user-types';
import { hashPassword } from '../../lib/passwords.ts';
import type { Db } from '../../db/client.ts';
import { companies, serviceProviders } from '../../db/schema/directory.ts';
import { users } from '../../db/schema/users.ts';

/** The one password of every demo account; it satisfies the rules of contracts auth.ts newPasswordSchema. */
export const DEMO_PASSWORD = 'Hissa@2026';

type DemoUser = {
  email: string;
  userType: UserType;
  firstName: string;
  lastName: string;
  /** The names in Arabic letters (decision 044). */
  firstNameAr: string;
  lastNameAr: string;
  isFirstTimeLogin: boolean;
};

/**
 * One signed-in account per user type, plus an admin and an account that must still change its
 * first password. The README table and the dev-login helper read this list.
 */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'admin@demo.hissa.sa',
    userType: USER_TYPES.admin,
    firstName: 'Noura',
    lastName: 'Al-Harbi',
    firstNameAr: 'نورة',
    lastNameAr: 'الحربي',
    isFirstTimeLogin: false,
  },
  {
    email: 'company@demo.hissa.sa',
    userType: USER_TYPES.company,
    firstName: 'Faisal',
    lastName: 'Al-Qahtani',
    firstNameAr: 'فيصل',
    lastNameAr: 'القحطاني',
    isFirstTimeLogin: false,
  },
  {
    email: 'individual.shareholder@demo.hissa.sa',
    userType: USER_TYPES.individualShareholder,
    firstName: 'Sara',
    lastName: 'Al-Otaibi',
    firstNameAr: 'سارة',
    lastNameAr: 'العتيبي',
    isFirstTimeLogin: false,
  },
  {
    email: 'institutional.shareholder@demo.hissa.sa',
    userType: USER_TYPES.institutionalShareholder,
    firstName: 'Khalid',
    lastName: 'Al-Dossary',
    firstNameAr: 'خالد',
    lastNameAr: 'الدوسري',
    isFirstTimeLogin: false,
  },
  {
    email: 'individual.investor@demo.hissa.sa',
    userType: USER_TYPES.individualInvestor,
    firstName: 'Reem',
    lastName: 'Al-Shehri',
    firstNameAr: 'ريم',
    lastNameAr: 'الشهري',
    isFirstTimeLogin: false,
  },
  {
    email: 'institutional.investor@demo.hissa.sa',
    userType: USER_TYPES.institutionalInvestor,
    firstName: 'Abdullah',
    lastName: 'Al-Ghamdi',
    firstNameAr: 'عبدالله',
    lastNameAr: 'الغامدي',
    isFirstTimeLogin: false,
  },
  {
    email: 'financial.consultant@demo.hissa.sa',
    userType: USER_TYPES.financialConsultant,
    firstName: 'Huda',
    lastName: 'Al-Zahrani',
    firstNameAr: 'هدى',
    lastNameAr: 'الزهراني',
    isFirstTimeLogin: false,
  },
  {
    email: 'service.provider@demo.hissa.sa',
    userType: USER_TYPES.serviceProvider,
    firstName: 'Turki',
    lastName: 'Al-Mutairi',
    firstNameAr: 'تركي',
    lastNameAr: 'المطيري',
    isFirstTimeLogin: false,
  },
  {
    email: 'buyer@demo.hissa.sa',
    userType: USER_TYPES.buyer,
    firstName: 'Lama',
    lastName: 'Al-Subaie',
    firstNameAr: 'لمى',
    lastNameAr: 'السبيعي',
    isFirstTimeLogin: false,
  },
  {
    email: 'first.login@demo.hissa.sa',
    userType: USER_TYPES.individualInvestor,
    firstName: 'Omar',
    lastName: 'Al-Anazi',
    firstNameAr: 'عمر',
    lastNameAr: 'العنزي',
    isFirstTimeLogin: true,
  },
  {
    email: 'first.buyer@demo.hissa.sa',
    userType: USER_TYPES.buyer,
    firstName: 'Nawaf',
    lastName: 'Al-Rashidi',
    firstNameAr: 'نواف',
    lastNameAr: 'الرشيدي',
    isFirstTimeLogin: true,
  },
];

/**
 * Inserts DEMO_USERS (all with DEMO_PASSWORD, hashed once: argon2 is slow on purpose) inside
 * the seed's transaction. The company user acts for the first seeded private company, the
 * provider user for the first featured service provider.
 */
export async function insertDemoUsers(tx: Db): Promise<number> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [firstPrivate] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.companyType, 'non_listed'))
    .orderBy(asc(companies.id))
    .limit(1);
  const [firstFeatured] = await tx
    .select({ id: serviceProviders.id })
    .from(serviceProviders)
    .orderBy(desc(serviceProviders.isFeatured), asc(serviceProviders.id))
    .limit(1);
  await tx.insert(users).values(
    DEMO_USERS.map((user) => ({
      ...user,
      passwordHash,
      companyId: user.userType === USER_TYPES.company ? firstPrivate?.id : undefined,
      serviceProviderId: user.userType === USER_TYPES.serviceProvider ? firstFeatured?.id : undefined,
      isEmailVerified: true,
    })),
  );
  return DEMO_USERS.length;
}
