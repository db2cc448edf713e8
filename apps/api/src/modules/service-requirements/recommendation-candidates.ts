import { sql } from 'drizzle-orm';
import type { RecommendationScope } from '@hissa/contracts/services-marketplace/requirements';
import { RECOMMENDATION_FALLBACK_THRESHOLD } from '@hissa/contracts/services-marketplace/requirements';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { listedInClass } from '../featuring/featuring-queries.ts';
import type { Candidate } from './recommendation-score.ts';

/** What the candidates are gathered for: the requested ISIC class and division, the buyer's industry group and city. */
export type CandidateRequest = {
  isicClassCode: string;
  divisionCode: string;
  industryGroupCode: string | null;
  cityId: number | null;
};

type Row = {
  provider_id: number;
  is_featured: boolean;
  exact_service: boolean;
  exact_class: boolean;
  same_city: boolean;
  same_region: boolean;
  serves_industry: boolean;
  projects: number;
  review_count: number;
  average_rating: number | null;
  received: number;
  responded: number;
  has_logo: boolean;
  has_about: boolean;
  has_business_info: boolean;
  has_services: boolean;
  has_clients: boolean;
  has_team: boolean;
  has_awards: boolean;
  has_projects: boolean;
  has_testimonials: boolean;
};

/**
 * The providers that pass the hard filters (decision 017), with the facts the score needs, in one
 * query: active providers whose own ISIC class or one of whose services' classes is the requested
 * sub-category; when fewer than RECOMMENDATION_FALLBACK_THRESHOLD match, those of the same category
 * (ISIC division) instead (`scope` 'category'). The per-provider facts (projects in the category,
 * verified reviews, quotations received and responded, the profile parts present) are gathered
 * for the candidates only, through the provider_id indexes. With `onlyProviderIds`, the facts of
 * those providers only (the hard filters still apply; no fallback decision is made).
 */
export async function gatherCandidates(
  db: Db,
  request: CandidateRequest,
  onlyProviderIds?: readonly number[],
): Promise<{ scope: RecommendationScope; candidates: Candidate[] }> {
  const { isicClassCode, divisionCode, industryGroupCode, cityId } = request;
  // The recommendations page reads the facts of its stored providers only: no ranking to redo.
  const onlyThese =
    onlyProviderIds === undefined
      ? sql`true`
      : sql`p.id = any(${`{${onlyProviderIds.map((id) => Math.trunc(id)).join(',')}}`}::int[])`;
  const keepAll = onlyProviderIds === undefined ? sql`false` : sql`true`;
  const rows = await queryRows<Row & { exact_count: number }>(
    db,
    sql`
      with service_match as (
        select ps.provider_id, bool_or(ps.isic_class_code = ${isicClassCode}) as exact_service
        from provider_services ps
        join isic_classes sc on sc.code = ps.isic_class_code
        where sc.division_code = ${divisionCode}
        group by ps.provider_id
      ),
      in_division as (
        select p.id, p.is_featured, p.city_id, p.industry_group_codes, p.logo_url,
          p.description_en, p.description_ar, p.isic_class_code, p.business_type, p.employees_bracket,
          p.established_date,
          coalesce(sm.exact_service, false) as exact_service,
          coalesce(p.isic_class_code = ${isicClassCode}, false) as exact_class
        from service_providers p
        left join isic_classes pc on pc.code = p.isic_class_code
        left join service_match sm on sm.provider_id = p.id
        where p.is_active and (pc.division_code = ${divisionCode} or sm.provider_id is not null) and ${onlyThese}
      ),
      counted as (
        select d.*, count(*) filter (where d.exact_service or d.exact_class) over () as exact_count
        from in_division d
      ),
      candidates as (
        select * from counted
        where exact_service or exact_class or exact_count < ${RECOMMENDATION_FALLBACK_THRESHOLD} or ${keepAll}
      )
      select
        c.id as provider_id,
        (c.is_featured or ${listedInClass('c', isicClassCode)}) as is_featured,
        c.exact_service,
        c.exact_class,
        c.exact_count::int as exact_count,
        coalesce(c.city_id = ${cityId}, false) as same_city,
        coalesce(ci.region_id = (select region_id from cities where id = ${cityId}), false) as same_region,
        coalesce(${industryGroupCode}::text = any(c.industry_group_codes), false) as serves_industry,
        (select count(*)::int from provider_projects pp join isic_classes jc on jc.code = pp.isic_class_code
          where pp.provider_id = c.id and jc.division_code = ${divisionCode}) as projects,
        coalesce(rv.review_count, 0)::int as review_count,
        rv.average_rating::float8 as average_rating,
        coalesce(sq.received, 0)::int as received,
        coalesce(sq.responded, 0)::int as responded,
        (c.logo_url is not null or exists (select 1 from provider_pictures pic
          where pic.provider_id = c.id and pic.kind = 'logo')) as has_logo,
        (coalesce(c.description_en, '') <> '' or coalesce(c.description_ar, '') <> '') as has_about,
        (c.isic_class_code is not null and c.city_id is not null and c.business_type is not null
          and c.employees_bracket is not null and c.established_date is not null) as has_business_info,
        exists (select 1 from provider_services x where x.provider_id = c.id) as has_services,
        exists (select 1 from provider_clients x where x.provider_id = c.id) as has_clients,
        exists (select 1 from provider_team_members x where x.provider_id = c.id) as has_team,
        exists (select 1 from provider_awards x where x.provider_id = c.id) as has_awards,
        exists (select 1 from provider_projects x where x.provider_id = c.id) as has_projects,
        (exists (select 1 from provider_testimonials x where x.provider_id = c.id)
          or coalesce(rv.review_count, 0) > 0) as has_testimonials
      from candidates c
      left join cities ci on ci.id = c.city_id
      left join lateral (
        select count(*) as review_count, avg(r.rating) as average_rating
        from provider_reviews r where r.provider_id = c.id
      ) rv on true
      left join lateral (
        select count(*) as received, count(*) filter (where q.responded_at is not null) as responded
        from service_quotations q where q.provider_id = c.id
      ) sq on true
      order by c.id
    `,
  );
  const exactCount = rows[0]?.exact_count ?? 0;
  return {
    scope: exactCount >= RECOMMENDATION_FALLBACK_THRESHOLD ? 'subCategory' : 'category',
    candidates: rows.map((row) => ({
      providerId: row.provider_id,
      isFeatured: row.is_featured,
      hasExactService: row.exact_service,
      hasExactClass: row.exact_class,
      sameCity: row.same_city,
      sameRegion: row.same_region,
      servesIndustry: row.serves_industry,
      projectsInCategory: row.projects,
      reviewCount: row.review_count,
      averageRating: row.average_rating === null ? null : Number(row.average_rating),
      quotationsReceived: row.received,
      quotationsResponded: row.responded,
      parts: {
        logo: row.has_logo,
        about: row.has_about,
        businessInfo: row.has_business_info,
        services: row.has_services,
        clients: row.has_clients,
        teamMembers: row.has_team,
        awards: row.has_awards,
        projects: row.has_projects,
        testimonials: row.has_testimonials,
      },
    })),
  };
}
