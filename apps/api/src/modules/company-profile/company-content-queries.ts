import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import countries from 'i18n-iso-countries';
import countriesAr from 'i18n-iso-countries/langs/ar.json' with { type: 'json' };
import countriesEn from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import {
  type Attachment,
  type Award,
  type CompanyContent,
  type CompanyFile,
  type CompanyFileKind,
  COMPANY_FILE_KINDS,
  type CompanyProfileValues,
  type Investment,
  localText,
  PUBLIC_COMPANY_FILE_KINDS,
  type ProductService,
  REVENUE_BRACKETS,
  type TeamMember,
} from '@hissa/contracts/company-profile';
import { OwnCompanyFileEndpoint, PublicCompanyFileEndpoint } from '@hissa/contracts/company-profile-endpoints';
import type { CodeName } from '@hissa/contracts/companies';
import { endpointUrl } from '@hissa/contracts/http/endpoint';
import { type Language, localName } from '@hissa/contracts/languages';
import type { Db } from '../../db/client.ts';
import { fromJsonRow, jsonRowOf } from '../../db/json-rows.ts';
import { preparedRead } from '../../db/prepared-rows.ts';
import { exchangeSectors, isicClasses, isicGroups } from '../../db/schema/classification.ts';
import {
  companyAwards,
  companyDetails,
  companyInvestments,
  companyProducts,
  companyTeamMembers,
} from '../../db/schema/company-content.ts';
import { companies } from '../../db/schema/directory.ts';
import { type STORED_FILE_OWNER_TYPES, storedFiles } from '../../db/schema/files.ts';
import { cities } from '../../db/schema/geography.ts';
import { joinedCodeName } from '../../lib/code-name.ts';

countries.registerLocale(countriesEn);
countries.registerLocale(countriesAr);

type StoredFileRow = typeof storedFiles.$inferSelect;
type OwnerType = (typeof STORED_FILE_OWNER_TYPES)[number];

/** True for the files any visitor may open: public kinds of a company, team photos and news attachments. */
export function isPublicFile(file: Pick<StoredFileRow, 'ownerType' | 'field'>): boolean {
  if (file.ownerType === 'company_team_member' || file.ownerType === 'company_news') return true;
  return file.ownerType === 'company' && (PUBLIC_COMPANY_FILE_KINDS as readonly string[]).includes(file.field);
}

/**
 * The URL that serves a stored file of a company: the public file route for public files, the
 * company user's own file route (every file of their company) for the others.
 */
export function companyFileUrl(file: Pick<StoredFileRow, 'id' | 'ownerType' | 'field'>): string {
  return endpointUrl(isPublicFile(file) ? PublicCompanyFileEndpoint : OwnCompanyFileEndpoint, { fileId: file.id });
}

/** A stored file as answered, with the route that serves it. */
export function toAttachment(file: StoredFileRow): Attachment {
  return {
    fileId: file.id,
    fileName: file.originalName,
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
    url: companyFileUrl(file),
    uploadedAt: file.createdAt.toISOString(),
  };
}

/** The stored files of `ownerIds` of one owner type, by owner id (latest first). */
export async function filesByOwner(
  db: Db,
  ownerType: OwnerType,
  ownerIds: readonly number[],
): Promise<Map<number, StoredFileRow[]>> {
  const byOwner = new Map<number, StoredFileRow[]>();
  if (ownerIds.length === 0) return byOwner;
  const rows = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerType, ownerType), inArray(storedFiles.ownerId, [...ownerIds])))
    .orderBy(desc(storedFiles.createdAt));
  for (const row of rows) byOwner.set(row.ownerId, [...(byOwner.get(row.ownerId) ?? []), row]);
  return byOwner;
}

/** {code, name} of an ISO 3166-1 alpha-2 country in `language` (the code when the package has no name). */
export function countryCodeName(code: string, language: Language): CodeName {
  return { code, name: countries.getName(code, language) ?? code };
}

/** True when `code` is an ISO 3166-1 alpha-2 country code. */
export function isCountryCode(code: string): boolean {
  return countries.isValid(code) && code.length === 2;
}

/** The text of a bilingual pair in `language` (else the other one), '' when both are empty. */
function text(english: string | null, arabic: string | null, language: Language): string {
  return localText(english, arabic, language) ?? '';
}

export function toProductService(row: typeof companyProducts.$inferSelect, language: Language): ProductService {
  return {
    id: row.id,
    kind: row.kind,
    name: text(row.nameEn, row.nameAr, language),
    description: localText(row.descriptionEn, row.descriptionAr, language),
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    descriptionEn: row.descriptionEn,
    descriptionAr: row.descriptionAr,
  };
}

export function toInvestment(row: typeof companyInvestments.$inferSelect, language: Language): Investment {
  return {
    id: row.id,
    companyName: text(row.companyNameEn, row.companyNameAr, language),
    companyNameEn: row.companyNameEn,
    companyNameAr: row.companyNameAr,
    ownershipPercentage: row.ownershipPercentage,
    investedOn: row.investedOn,
    amount: row.amount,
    description: localText(row.descriptionEn, row.descriptionAr, language),
    descriptionEn: row.descriptionEn,
    descriptionAr: row.descriptionAr,
  };
}

export function toTeamMember(
  row: typeof companyTeamMembers.$inferSelect,
  photo: StoredFileRow | undefined,
  language: Language,
): TeamMember {
  return {
    id: row.id,
    name: text(row.nameEn, row.nameAr, language),
    title: text(row.titleEn, row.titleAr, language),
    biography: text(row.biographyEn, row.biographyAr, language),
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    titleEn: row.titleEn,
    titleAr: row.titleAr,
    biographyEn: row.biographyEn,
    biographyAr: row.biographyAr,
    photo: photo ? toAttachment(photo) : null,
  };
}

export function toAward(row: typeof companyAwards.$inferSelect, language: Language): Award {
  return {
    id: row.id,
    year: row.year,
    title: text(row.titleEn, row.titleAr, language),
    issuer: text(row.issuerEn, row.issuerAr, language),
    description: localText(row.descriptionEn, row.descriptionAr, language),
    titleEn: row.titleEn,
    titleAr: row.titleAr,
    issuerEn: row.issuerEn,
    issuerAr: row.issuerAr,
    descriptionEn: row.descriptionEn,
    descriptionAr: row.descriptionAr,
  };
}

/** The photo of each team member of `memberIds`. */
export async function teamPhotos(db: Db, memberIds: readonly number[]): Promise<Map<number, StoredFileRow>> {
  const byOwner = await filesByOwner(db, 'company_team_member', memberIds);
  return new Map([...byOwner].flatMap(([memberId, files]) => (files[0] ? [[memberId, files[0]] as const] : [])));
}

/** The company's files (logo and documents), in COMPANY_FILE_KINDS order, of `files` (latest first); only the public ones unless `isOwner`. */
function companyDocuments(files: readonly StoredFileRow[], isOwner: boolean): CompanyFile[] {
  return COMPANY_FILE_KINDS.filter((kind) => isOwner || PUBLIC_COMPANY_FILE_KINDS.includes(kind)).flatMap(
    (kind: CompanyFileKind) => {
      const file = files.find((row) => row.field === kind);
      return file ? [{ kind, ...toAttachment(file) }] : [];
    },
  );
}

type JsonRow = Record<string, unknown>;

/** The one row of `selectContent`: the joined names as columns, the company's rows as JSON (jsonRowOf). */
type ContentRow = {
  sectorCode: string | null;
  sectorEn: string | null;
  sectorAr: string | null;
  groupCode: string | null;
  groupEn: string | null;
  groupAr: string | null;
  details: JsonRow | null;
  branchCities: JsonRow[];
  products: JsonRow[];
  investments: JsonRow[];
  team: { member: JsonRow; photo: JsonRow | null }[];
  awards: JsonRow[];
  files: JsonRow[];
};

/**
 * Everything the profile shows of company `companyId` in one statement (issue 16, decision 053):
 * its sector and ISIC group names, its details row, the branch cities, and each tab's rows
 * (ordered as the tabs show them), team members with their latest photo, and the company's files
 * latest first, as JSON aggregates. No row when there is no such company. Its text is built once
 * (decision 062).
 */
const selectContent = preparedRead<ContentRow, { companyId: number }>(() => {
  const companyId = sql.placeholder('companyId');
  const companyFile = sql`${storedFiles.ownerType} = ${'company'} and ${storedFiles.ownerId} = ${companies.id}`;
  const memberPhoto = sql`${storedFiles.ownerType} = ${'company_team_member'} and ${storedFiles.ownerId} = ${companyTeamMembers.id}`;
  return sql`select ${exchangeSectors.code} as "sectorCode", ${exchangeSectors.nameEn} as "sectorEn",
      ${exchangeSectors.nameAr} as "sectorAr", ${isicGroups.code} as "groupCode", ${isicGroups.nameEn} as "groupEn",
      ${isicGroups.nameAr} as "groupAr",
      case when ${companyDetails.companyId} is null then null else ${jsonRowOf(companyDetails)} end as details,
      coalesce((select json_agg(${jsonRowOf(cities)}) from ${cities} where ${cities.id} = any(${companyDetails.branchCityIds})), '[]'::json) as "branchCities",
      coalesce((select json_agg(${jsonRowOf(companyProducts)} order by ${companyProducts.id})
        from ${companyProducts} where ${companyProducts.companyId} = ${companies.id}), '[]'::json) as products,
      coalesce((select json_agg(${jsonRowOf(companyInvestments)} order by ${companyInvestments.investedOn} desc, ${companyInvestments.id} desc)
        from ${companyInvestments} where ${companyInvestments.companyId} = ${companies.id}), '[]'::json) as investments,
      coalesce((select json_agg(json_build_object('member', ${jsonRowOf(companyTeamMembers)}, 'photo',
          (select ${jsonRowOf(storedFiles)} from ${storedFiles} where ${memberPhoto} order by ${storedFiles.createdAt} desc limit 1))
          order by ${companyTeamMembers.id})
        from ${companyTeamMembers} where ${companyTeamMembers.companyId} = ${companies.id}), '[]'::json) as team,
      coalesce((select json_agg(${jsonRowOf(companyAwards)} order by ${companyAwards.year} desc, ${companyAwards.id} desc)
        from ${companyAwards} where ${companyAwards.companyId} = ${companies.id}), '[]'::json) as awards,
      coalesce((select json_agg(${jsonRowOf(storedFiles)} order by ${storedFiles.createdAt} desc)
        from ${storedFiles} where ${companyFile}), '[]'::json) as files
    from ${companies}
    left join ${exchangeSectors} on ${exchangeSectors.code} = ${companies.exchangeSectorCode}
    left join ${isicClasses} on ${isicClasses.code} = ${companies.isicClassCode}
    left join ${isicGroups} on ${isicGroups.code} = ${isicClasses.groupCode}
    left join ${companyDetails} on ${companyDetails.companyId} = ${companies.id}
    where ${companies.id} = ${companyId}`;
});

/** Lines of a key-highlights text, trimmed, without empty ones. */
function lines(value: string | null): string[] {
  return (value ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * What company `companyId` adds to its basic details and the lists of its profile tabs
 * (products and services, investments, team, awards), texts in `language`. `isOwner` adds the
 * private documents (main-profile). Returns null when there is no such company.
 */
export async function readCompanyContent(
  db: Db,
  companyId: number,
  language: Language,
  isOwner = false,
): Promise<CompanyContent | null> {
  const [company] = await selectContent(db, { companyId });
  if (!company) return null;
  const details = company.details && fromJsonRow(companyDetails, company.details);
  const branchRows = company.branchCities.map((row) => fromJsonRow(cities, row));
  const branchIds = details?.branchCityIds ?? [];
  const revenue = REVENUE_BRACKETS.find((bracket) => bracket.code === details?.revenueBracket);
  const isArabic = language === 'ar';
  return {
    companyId,
    country: countryCodeName(details?.countryCode ?? 'SA', language),
    headquarters: details?.headquarters ?? null,
    branches: branchIds.flatMap((id) => {
      const city = branchRows.find((row) => row.id === id);
      return city ? [{ code: String(city.id), name: localName(city, language) }] : [];
    }),
    geographicalExpansion: (details?.expansionCountryCodes ?? []).map((code) => countryCodeName(code, language)),
    productUrl: details?.productUrl ?? null,
    keyHighlights: lines(
      isArabic
        ? (details?.keyHighlightsAr ?? details?.keyHighlightsEn ?? null)
        : (details?.keyHighlightsEn ?? details?.keyHighlightsAr ?? null),
    ),
    category: joinedCodeName(company.sectorCode, company.sectorEn, company.sectorAr, language),
    subIndustryGroup: joinedCodeName(company.groupCode, company.groupEn, company.groupAr, language),
    revenueBracket: revenue ? { code: revenue.code, name: localName(revenue, language) } : null,
    socialLinks: {
      facebook: details?.facebookUrl ?? null,
      twitter: details?.twitterUrl ?? null,
      linkedin: details?.linkedinUrl ?? null,
    },
    shareStructure: {
      totalShares: details?.totalShares ?? null,
      offeredShares: details?.offeredShares ?? null,
      effectiveShares: details?.effectiveShares ?? null,
      ownershipPercentage: details?.ownershipPercentage ?? null,
    },
    contactPerson:
      details && (details.contactPersonName || details.contactPersonEmail || details.contactPersonPhone)
        ? {
            // The Arabic form for an Arabic reader when given (decision 044).
            name: (language === 'ar' ? details.contactPersonNameAr : null) ?? details.contactPersonName,
            email: details.contactPersonEmail,
            phone: details.contactPersonPhone,
          }
        : null,
    documents: companyDocuments(
      company.files.map((row) => fromJsonRow(storedFiles, row)),
      isOwner,
    ),
    productsAndServices: company.products.map((row) => toProductService(fromJsonRow(companyProducts, row), language)),
    investments: company.investments.map((row) => toInvestment(fromJsonRow(companyInvestments, row), language)),
    team: company.team.map(({ member, photo }) =>
      toTeamMember(
        fromJsonRow(companyTeamMembers, member),
        photo ? fromJsonRow(storedFiles, photo) : undefined,
        language,
      ),
    ),
    awards: company.awards.map((row) => toAward(fromJsonRow(companyAwards, row), language)),
  };
}

/** The stored values of the profile form of company `companyId` (main-profile), or null when there is none. */
export async function readProfileValues(db: Db, companyId: number): Promise<CompanyProfileValues | null> {
  const [row] = await db
    .select({ company: companies, details: companyDetails })
    .from(companies)
    .leftJoin(companyDetails, eq(companyDetails.companyId, companies.id))
    .where(eq(companies.id, companyId));
  if (!row) return null;
  const { company, details } = row;
  return {
    descriptionEn: company.descriptionEn,
    descriptionAr: company.descriptionAr,
    countryCode: details?.countryCode ?? 'SA',
    cityId: company.cityId,
    address: company.address,
    addressAr: company.addressAr,
    headquarters: details?.headquarters ?? null,
    website: company.website,
    productUrl: details?.productUrl ?? null,
    email: company.email,
    phone: company.phone,
    isicClassCode: company.isicClassCode,
    categoryCode: company.exchangeSectorCode,
    legalForm: company.legalForm,
    businessType: company.businessType,
    developmentStage: company.developmentStage,
    employeesBracket: company.employeesBracket,
    revenueBracket: details?.revenueBracket ?? null,
    establishedDate: company.establishedDate,
    registrationNumber: company.registrationNumber,
    paidCapital: company.paidCapital,
    authorizedCapital: company.authorizedCapital,
    totalShares: details?.totalShares ?? null,
    offeredShares: details?.offeredShares ?? null,
    effectiveShares: details?.effectiveShares ?? null,
    ownershipPercentage: details?.ownershipPercentage ?? null,
    branchCityIds: details?.branchCityIds ?? [],
    expansionCountryCodes: details?.expansionCountryCodes ?? [],
    keyHighlightsEn: details?.keyHighlightsEn ?? null,
    keyHighlightsAr: details?.keyHighlightsAr ?? null,
    facebookUrl: details?.facebookUrl ?? null,
    twitterUrl: details?.twitterUrl ?? null,
    linkedinUrl: details?.linkedinUrl ?? null,
    contactPersonName: details?.contactPersonName ?? null,
    contactPersonNameAr: details?.contactPersonNameAr ?? null,
    contactPersonEmail: details?.contactPersonEmail ?? null,
    contactPersonPhone: details?.contactPersonPhone ?? null,
  };
}
