import { and, asc, avg, count, desc, eq, inArray } from 'drizzle-orm';
import { endpointUrl } from '@hissa/contracts/http/endpoint';
import { type Language, localName } from '@hissa/contracts/languages';
import {
  ProviderPictureFileEndpoint,
  ProviderThumbnailFileEndpoint,
} from '@hissa/contracts/service-providers-endpoints';
import {
  type ProviderEditor,
  type ProviderPicture,
  type ProviderPictureKind,
  type ProviderPublicProfile,
  profileCompleteness,
} from '@hissa/contracts/services-marketplace/provider-content';
import { PROVIDER_UPGRADE_PATH } from '@hissa/contracts/services-marketplace/provider-packages';
import type { Db } from '../../db/client.ts';
import { exchangeSectors, isicClasses, isicDivisions } from '../../db/schema/classification.ts';
import { serviceProviders } from '../../db/schema/directory.ts';
import { cities } from '../../db/schema/geography.ts';
import {
  providerAwards,
  providerClients,
  providerPictures,
  providerProjects,
  providerServices,
  providerTeamMembers,
  providerTestimonials,
} from '../../db/schema/provider-content.ts';
import { providerReviews } from '../../db/schema/quotations.ts';
import { users } from '../../db/schema/users.ts';
import { joinedCodeName, staticCodeName } from '../../lib/code-name.ts';
import { providerPackage } from './provider-package.ts';

type PictureRow = typeof providerPictures.$inferSelect;

/** A picture row as clients see it: urls of the full picture and the thumbnail (public, cached). */
export function toPicture(row: PictureRow): ProviderPicture {
  return {
    id: row.id,
    kind: row.kind,
    ownerId: row.ownerId,
    url: endpointUrl(ProviderPictureFileEndpoint, { pictureId: row.id }),
    thumbnailUrl: endpointUrl(ProviderThumbnailFileEndpoint, { pictureId: row.id }),
    width: row.width,
    height: row.height,
  };
}

/** The text in `language`, else the other language's, else null. */
function pick(english: string | null, arabic: string | null, language: Language): string | null {
  return (language === 'ar' ? (arabic ?? english) : (english ?? arabic)) ?? null;
}

/** Every section's rows and pictures of provider `providerId`, in display order. */
async function loadSections(db: Db, providerId: number) {
  const order = <T extends { displayOrder: unknown; id: unknown }>(table: T) => [
    asc(table.displayOrder as never),
    asc(table.id as never),
  ];
  const [services, projects, clients, teamMembers, awards, testimonials, pictures] = await Promise.all([
    db
      .select()
      .from(providerServices)
      .where(eq(providerServices.providerId, providerId))
      .orderBy(...order(providerServices)),
    db
      .select()
      .from(providerProjects)
      .where(eq(providerProjects.providerId, providerId))
      .orderBy(...order(providerProjects)),
    db
      .select()
      .from(providerClients)
      .where(eq(providerClients.providerId, providerId))
      .orderBy(...order(providerClients)),
    db
      .select()
      .from(providerTeamMembers)
      .where(eq(providerTeamMembers.providerId, providerId))
      .orderBy(...order(providerTeamMembers)),
    db
      .select()
      .from(providerAwards)
      .where(eq(providerAwards.providerId, providerId))
      .orderBy(desc(providerAwards.year), asc(providerAwards.id)),
    db
      .select()
      .from(providerTestimonials)
      .where(eq(providerTestimonials.providerId, providerId))
      .orderBy(...order(providerTestimonials)),
    db
      .select()
      .from(providerPictures)
      .where(eq(providerPictures.providerId, providerId))
      .orderBy(asc(providerPictures.displayOrder), asc(providerPictures.id)),
  ]);
  const picturesOf = (kind: ProviderPictureKind, ownerId: number | null) =>
    pictures.filter((picture) => picture.kind === kind && picture.ownerId === ownerId).map(toPicture);
  return { services, projects, clients, teamMembers, awards, testimonials, picturesOf };
}

/** Verified reviews of a provider: their count and average rating (null without any). */
async function reviewSummary(db: Db, providerId: number): Promise<{ average: number | null; count: number }> {
  const [row] = await db
    .select({ average: avg(providerReviews.rating), total: count() })
    .from(providerReviews)
    .where(eq(providerReviews.providerId, providerId));
  const total = Number(row?.total ?? 0);
  return { average: total > 0 ? Math.round(Number(row?.average) * 10) / 10 : null, count: total };
}

/**
 * The editor read of provider `providerId` (ProviderEditorEndpoint): the stored values, both
 * languages, pictures, the package with its usage and the completeness (profileCompleteness:
 * logo, about text, business info with category, city, business type, employees and founding
 * date, one entry per list section; testimonials also count verified reviews). Null when there
 * is no such provider.
 */
export async function loadProviderEditor(db: Db, providerId: number): Promise<ProviderEditor | null> {
  const [provider] = await db.select().from(serviceProviders).where(eq(serviceProviders.id, providerId));
  if (!provider) return null;
  const [sections, pack, reviews] = await Promise.all([
    loadSections(db, providerId),
    providerPackage(db, providerId),
    reviewSummary(db, providerId),
  ]);
  const { picturesOf } = sections;
  const logo = picturesOf('logo', null)[0] ?? null;
  const completeness = profileCompleteness({
    logo: logo !== null || provider.logoUrl !== null,
    about: Boolean(provider.descriptionEn ?? provider.descriptionAr),
    businessInfo: [
      provider.isicClassCode,
      provider.cityId,
      provider.businessType,
      provider.employeesBracket,
      provider.establishedDate,
    ].every((value) => value !== null),
    services: sections.services.length > 0,
    clients: sections.clients.length > 0,
    teamMembers: sections.teamMembers.length > 0,
    awards: sections.awards.length > 0,
    projects: sections.projects.length > 0,
    testimonials: sections.testimonials.length > 0 || reviews.count > 0,
  });
  return {
    providerId: provider.id,
    nameEn: provider.nameEn,
    nameAr: provider.nameAr,
    about: {
      descriptionEn: provider.descriptionEn,
      descriptionAr: provider.descriptionAr,
      website: provider.website,
      email: provider.email,
      phone: provider.phone,
      cityId: provider.cityId,
      isicClassCode: provider.isicClassCode,
      businessType: provider.businessType,
      employeesBracket: provider.employeesBracket,
      establishedDate: provider.establishedDate,
      developmentStage: provider.developmentStage,
      industryGroupCodes: provider.industryGroupCodes,
    },
    logo,
    services: sections.services.map((row) => ({
      id: row.id,
      titleEn: row.titleEn,
      titleAr: row.titleAr,
      descriptionEn: row.descriptionEn,
      descriptionAr: row.descriptionAr,
      startingFeeHalalas: row.startingFeeHalalas,
      isicClassCode: row.isicClassCode,
      pictures: picturesOf('service', row.id),
    })),
    projects: sections.projects.map((row) => ({
      id: row.id,
      titleEn: row.titleEn,
      titleAr: row.titleAr,
      descriptionEn: row.descriptionEn,
      descriptionAr: row.descriptionAr,
      clientNameEn: row.clientNameEn,
      clientNameAr: row.clientNameAr,
      completedYear: row.completedYear,
      isicClassCode: row.isicClassCode,
      pictures: picturesOf('project', row.id),
    })),
    clients: sections.clients.map((row) => ({
      id: row.id,
      nameEn: row.nameEn,
      nameAr: row.nameAr,
      descriptionEn: row.descriptionEn,
      descriptionAr: row.descriptionAr,
      designationEn: row.designationEn,
      designationAr: row.designationAr,
      pictures: picturesOf('client', row.id),
    })),
    teamMembers: sections.teamMembers.map((row) => ({
      id: row.id,
      titleCode: row.titleCode,
      nameEn: row.nameEn,
      nameAr: row.nameAr,
      designationEn: row.designationEn,
      designationAr: row.designationAr,
      pictures: picturesOf('team_member', row.id),
    })),
    awards: sections.awards.map((row) => ({
      id: row.id,
      year: row.year,
      titleEn: row.titleEn,
      titleAr: row.titleAr,
      descriptionEn: row.descriptionEn,
      descriptionAr: row.descriptionAr,
      issuerEn: row.issuerEn,
      issuerAr: row.issuerAr,
    })),
    testimonials: sections.testimonials.map((row) => ({
      id: row.id,
      authorNameEn: row.authorNameEn,
      authorNameAr: row.authorNameAr,
      authorDesignationEn: row.authorDesignationEn,
      authorDesignationAr: row.authorDesignationAr,
      quoteEn: row.quoteEn,
      quoteAr: row.quoteAr,
    })),
    package: {
      code: pack.code,
      limits: pack.limits,
      used: { services: sections.services.length, projects: sections.projects.length },
      upgradePath: PROVIDER_UPGRADE_PATH,
    },
    profileCompleteness: completeness,
  };
}

/** The first `limit` items (null: all of them). */
function withinLimit<T>(items: readonly T[], limit: number | null): T[] {
  return limit === null ? [...items] : items.slice(0, limit);
}

/**
 * The public profile of provider `providerId` (ProviderPublicProfileEndpoint) in `language`
 * (each text falls back to the other language): every section with pictures (services and
 * projects only up to the plan's limits, in display order), the latest 50
 * verified reviews (reviewer first name and initial) with the average and count. Null when there
 * is no such provider.
 */
export async function loadProviderPublicProfile(
  db: Db,
  providerId: number,
  language: Language,
): Promise<ProviderPublicProfile | null> {
  const [row] = await db
    .select({ provider: serviceProviders, city: cities, industry: isicClasses, division: isicDivisions })
    .from(serviceProviders)
    .leftJoin(cities, eq(cities.id, serviceProviders.cityId))
    .leftJoin(isicClasses, eq(isicClasses.code, serviceProviders.isicClassCode))
    .leftJoin(isicDivisions, eq(isicDivisions.code, isicClasses.divisionCode))
    .where(eq(serviceProviders.id, providerId));
  if (!row) return null;
  const { provider, city, industry, division } = row;
  const [allSections, pack] = await Promise.all([loadSections(db, providerId), providerPackage(db, providerId)]);
  // decision 022: above the plan's limits the first N in display order show; the rest are hidden, never deleted
  const sections = {
    ...allSections,
    services: withinLimit(allSections.services, pack.limits.services),
    projects: withinLimit(allSections.projects, pack.limits.projects),
  };
  const classCodes = [...new Set([...sections.services, ...sections.projects].map((item) => item.isicClassCode))];
  const [classes, sectors, reviews, rating] = await Promise.all([
    classCodes.length === 0
      ? []
      : db
          .select({ klass: isicClasses, division: isicDivisions })
          .from(isicClasses)
          .innerJoin(isicDivisions, eq(isicDivisions.code, isicClasses.divisionCode))
          .where(inArray(isicClasses.code, classCodes)),
    provider.industryGroupCodes.length === 0
      ? []
      : db
          .select()
          .from(exchangeSectors)
          .where(inArray(exchangeSectors.code, provider.industryGroupCodes))
          .orderBy(asc(exchangeSectors.displayOrder)),
    db
      .select({ review: providerReviews, firstName: users.firstName, lastName: users.lastName })
      .from(providerReviews)
      .innerJoin(users, eq(users.id, providerReviews.reviewerUserId))
      .where(eq(providerReviews.providerId, providerId))
      .orderBy(desc(providerReviews.createdAt), desc(providerReviews.id))
      .limit(50),
    reviewSummary(db, providerId),
  ]);
  const classOf = (code: string) => classes.find((entry) => entry.klass.code === code);
  const { picturesOf } = sections;
  const text = (english: string | null, arabic: string | null) => pick(english, arabic, language);
  return {
    providerId: provider.id,
    providerName: localName(provider, language),
    logo: picturesOf('logo', null)[0] ?? null,
    description: text(provider.descriptionEn, provider.descriptionAr),
    category: division && joinedCodeName(division.code, division.nameEn, division.nameAr, language),
    subCategory: industry && joinedCodeName(industry.code, industry.nameEn, industry.nameAr, language),
    city: city && joinedCodeName(city.id, city.nameEn, city.nameAr, language),
    businessType: staticCodeName('business-types', provider.businessType, language),
    numberOfEmployees: staticCodeName('number-of-employees', provider.employeesBracket, language),
    developmentStage: staticCodeName('development-stages', provider.developmentStage, language),
    establishedDate: provider.establishedDate,
    industryGroups: sectors.map((sector) => ({ code: sector.code, name: localName(sector, language) })),
    website: provider.website,
    email: provider.email,
    phone: provider.phone,
    isFeatured: provider.isFeatured,
    services: sections.services.map((item) => {
      const found = classOf(item.isicClassCode);
      return {
        id: item.id,
        title: text(item.titleEn, item.titleAr) ?? '',
        description: text(item.descriptionEn, item.descriptionAr),
        startingFeeHalalas: item.startingFeeHalalas,
        subCategory: found ? { code: found.klass.code, name: localName(found.klass, language) } : null,
        pictures: picturesOf('service', item.id),
      };
    }),
    projects: sections.projects.map((item) => {
      const found = classOf(item.isicClassCode);
      return {
        id: item.id,
        title: text(item.titleEn, item.titleAr) ?? '',
        description: text(item.descriptionEn, item.descriptionAr),
        clientName: text(item.clientNameEn, item.clientNameAr),
        completedYear: item.completedYear,
        category: found ? { code: found.division.code, name: localName(found.division, language) } : null,
        subCategory: found ? { code: found.klass.code, name: localName(found.klass, language) } : null,
        pictures: picturesOf('project', item.id),
      };
    }),
    clients: sections.clients.map((item) => ({
      id: item.id,
      name: text(item.nameEn, item.nameAr) ?? '',
      description: text(item.descriptionEn, item.descriptionAr),
      designation: text(item.designationEn, item.designationAr),
      logo: picturesOf('client', item.id)[0] ?? null,
    })),
    teamMembers: sections.teamMembers.map((item) => ({
      id: item.id,
      title: staticCodeName('titles', item.titleCode, language)?.name ?? null,
      name: text(item.nameEn, item.nameAr) ?? '',
      designation: text(item.designationEn, item.designationAr),
      photo: picturesOf('team_member', item.id)[0] ?? null,
    })),
    awards: sections.awards.map((item) => ({
      id: item.id,
      year: item.year,
      title: text(item.titleEn, item.titleAr) ?? '',
      description: text(item.descriptionEn, item.descriptionAr),
      issuer: text(item.issuerEn, item.issuerAr) ?? '',
    })),
    testimonials: sections.testimonials.map((item) => ({
      id: item.id,
      authorName: text(item.authorNameEn, item.authorNameAr) ?? '',
      authorDesignation: text(item.authorDesignationEn, item.authorDesignationAr),
      quote: text(item.quoteEn, item.quoteAr) ?? '',
    })),
    reviews: reviews.map(({ review, firstName, lastName }) => ({
      id: review.id,
      rating: review.rating,
      comment: review.comment,
      reviewerName: `${firstName} ${lastName.slice(0, 1)}.`,
      createdAt: review.createdAt.toISOString(),
    })),
    rating,
  };
}

/** Whether `kind`'s owner `ownerId` is an item of provider `providerId` (the logo has no owner). */
export async function pictureOwnerExists(
  db: Db,
  providerId: number,
  kind: ProviderPictureKind,
  ownerId: number | null,
): Promise<boolean> {
  if (kind === 'logo') return true;
  if (ownerId === null) return false;
  const table = {
    service: providerServices,
    project: providerProjects,
    client: providerClients,
    team_member: providerTeamMembers,
  }[kind];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, ownerId), eq(table.providerId, providerId)));
  return row !== undefined;
}
