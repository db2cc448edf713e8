/**
 * User types: the token's `type` claim (TokenClaimsSchema in auth.ts). The spec gives no code for
 * the platform admin; we use 1, which no other type takes.
 */
export const USER_TYPES = {
  admin: 1,
  company: 3,
  individualShareholder: 4,
  institutionalShareholder: 5,
  individualInvestor: 6,
  institutionalInvestor: 7,
  financialConsultant: 8,
  serviceProvider: 9,
  buyer: 11,
} as const;
export type UserType = (typeof USER_TYPES)[keyof typeof USER_TYPES];

/** Every user type code, in ascending order. */
export const USER_TYPE_CODES: readonly UserType[] = Object.values(USER_TYPES);

/** True when `value` is one of the user type codes. */
export function isUserType(value: unknown): value is UserType {
  return USER_TYPE_CODES.some((code) => code === value);
}

/** The types the dashboards area admits (3, 4, 5, 6, 7, 9 and 11). */
export const DASHBOARD_USER_TYPES: readonly UserType[] = [
  USER_TYPES.company,
  USER_TYPES.individualShareholder,
  USER_TYPES.institutionalShareholder,
  USER_TYPES.individualInvestor,
  USER_TYPES.institutionalInvestor,
  USER_TYPES.serviceProvider,
  USER_TYPES.buyer,
];

/** The token's `auth` claim: service-provider users are told apart by it (decision 002). */
export const ROLE_SERVICE_PROVIDER = 'ROLE_SERVICE_PROVIDER';
export const ROLE_ADMIN = 'ROLE_ADMIN';
export const ROLE_USER = 'ROLE_USER';
export type Role = typeof ROLE_SERVICE_PROVIDER | typeof ROLE_ADMIN | typeof ROLE_USER;

/** The `auth` claim of a user type: ROLE_SERVICE_PROVIDER for 9, ROLE_ADMIN for the admin, else ROLE_USER. */
export function roleOf(type: UserType): Role {
  if (type === USER_TYPES.serviceProvider) return ROLE_SERVICE_PROVIDER;
  if (type === USER_TYPES.admin) return ROLE_ADMIN;
  return ROLE_USER;
}

type UserTypeInfo = {
  nameEn: string;
  nameAr: string;
  /**
   * Where the role guard sends this type by default. The consultant (8) has no dashboard in the
   * spec; it gets its own home beside the dashboards area (decision 043), which keeps admitting
   * DASHBOARD_USER_TYPES.
   */
  defaultPath: string;
};

/** Names (English and Arabic) and default path of each user type. */
export const USER_TYPE_INFO: Record<UserType, UserTypeInfo> = {
  [USER_TYPES.admin]: { nameEn: 'Platform Admin', nameAr: 'مسؤول المنصة', defaultPath: '/admin' },
  [USER_TYPES.company]: { nameEn: 'Company', nameAr: 'شركة', defaultPath: '/dashboard/company/home' },
  [USER_TYPES.individualShareholder]: {
    nameEn: 'Individual Shareholder',
    nameAr: 'مساهم فرد',
    defaultPath: '/dashboard/shareholder/home',
  },
  [USER_TYPES.institutionalShareholder]: {
    nameEn: 'Institutional Shareholder',
    nameAr: 'مساهم مؤسسي',
    defaultPath: '/dashboard/shareholder/home',
  },
  [USER_TYPES.individualInvestor]: {
    nameEn: 'Individual Investor',
    nameAr: 'مستثمر فرد',
    defaultPath: '/dashboard/investor/home',
  },
  [USER_TYPES.institutionalInvestor]: {
    nameEn: 'Institutional Investor',
    nameAr: 'مستثمر مؤسسي',
    defaultPath: '/dashboard/investor/home',
  },
  [USER_TYPES.financialConsultant]: {
    nameEn: 'Independent Financial Consultant',
    nameAr: 'مستشار مالي مستقل',
    defaultPath: '/dashboard/consultant/home',
  },
  [USER_TYPES.serviceProvider]: {
    nameEn: 'Service Provider Company',
    nameAr: 'شركة مقدمة خدمات',
    defaultPath: '/sp/sp-profile',
  },
  [USER_TYPES.buyer]: { nameEn: 'Buyer', nameAr: 'مشترٍ', defaultPath: '/sp/public/top-recommendations' },
};
