import { randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import {
  CreateRequirementEndpoint,
  RequirementRecommendationsEndpoint,
} from '@hissa/contracts/service-requirements-endpoints';
import { USER_TYPES } from '@hissa/contracts/user-types';
import type { Db } from '../src/db/client.ts';
import { queryRows } from '../src/db/query-rows.ts';
import { serviceRequirements } from '../src/db/schema/quotations.ts';
import { users } from '../src/db/schema/users.ts';
import { signSessionToken } from '../src/lib/session-token.ts';
import type { Job, JobResult } from './job-runner.ts';

/** Sizes of the recommendation scenario. */
export const RECOMMENDATION_BENCH = { buyers: 20, requirements: 4000, classes: 60 } as const;

/** Runs Job[] in the job-runner process against the app; the caller decides concurrency and time. */
type RunJobs = (jobs: Job[], concurrency: number, seconds: number) => Promise<JobResult>;

/**
 * The recommendation benchmark (decision 017): RECOMMENDATION_BENCH.buyers buyers post
 * requirements (each call runs the hard filters, gathers the candidates' facts, scores them and
 * stores the top 5 in one transaction) for the RECOMMENDATION_BENCH.classes ISIC classes that most
 * providers offer and as many of the rarest ones (which fall back to the category), across cities
 * and industry groups, `concurrency` calls in flight for `seconds`; then they read those
 * requirements' recommendations pages. Returns both results and how many posts fell back.
 */
export async function runRecommendationBench(options: {
  db: Db;
  tokenKey: Uint8Array;
  runJobs: RunJobs;
  concurrency: number;
  seconds: number;
}): Promise<{ posting: JobResult; reading: JobResult; classes: number; fallbackShare: number }> {
  const { db, tokenKey, runJobs, concurrency, seconds } = options;
  const buyers = await db
    .insert(users)
    .values(
      Array.from({ length: RECOMMENDATION_BENCH.buyers }, (_, index) => ({
        email: `bench.buyer.${index}.${randomBytes(3).toString('hex')}@bench.hissa.sa`,
        passwordHash: 'not-a-password',
        userType: USER_TYPES.buyer,
        firstName: 'Bench',
        lastName: String(index),
        isFirstTimeLogin: false,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const authorizations = await Promise.all(
    buyers.map(
      async (row) =>
        `Bearer ${await signSessionToken(tokenKey, { email: row.email, userType: USER_TYPES.buyer, isFirstTimeLogin: false, isSubscribed: false, tokenVersion: 0 }, 3_600_000)}`,
    ),
  );
  const authorizationOf = new Map(buyers.map((row, index) => [row.id, authorizations[index] ?? '']));

  const classes = await queryRows<{ code: string; division_code: string; providers: number }>(
    db,
    sql`(select c.code, c.division_code, count(*)::int as providers from service_providers p
          join isic_classes c on c.code = p.isic_class_code group by c.code, c.division_code
          order by count(*) desc, c.code limit ${RECOMMENDATION_BENCH.classes})
        union all
        (select c.code, c.division_code, count(*)::int from service_providers p
          join isic_classes c on c.code = p.isic_class_code group by c.code, c.division_code
          having count(*) < 5 order by count(*), c.code limit ${RECOMMENDATION_BENCH.classes})`,
  );
  const sectors = await queryRows<{ code: string }>(db, sql`select code from exchange_sectors order by display_order`);
  const cities = await queryRows<{ city_id: number }>(
    db,
    sql`select city_id from service_providers where city_id is not null group by city_id order by count(*) desc, city_id limit 20`,
  );
  const jobs: Job[] = Array.from({ length: RECOMMENDATION_BENCH.requirements }, (_, index) => {
    const isicClass = classes[index % classes.length];
    return {
      method: 'POST',
      path: CreateRequirementEndpoint.path,
      authorization: authorizations[index % authorizations.length],
      body: {
        categoryCode: isicClass?.division_code,
        isicClassCode: isicClass?.code,
        industryGroupCode: sectors[index % sectors.length]?.code,
        cityId: cities[index % cities.length]?.city_id,
        budgetCode: '25k_100k',
        timelineCode: 'within_1_month',
        title: `Bench requirement ${index}`,
        description: 'A requirement posted by the recommendation benchmark.',
        isPublic: index % 2 === 0,
      },
    };
  });
  const posting = await runJobs(jobs, concurrency, seconds);

  const posted = await db
    .select({ id: serviceRequirements.id, buyerUserId: serviceRequirements.buyerUserId })
    .from(serviceRequirements)
    .where(
      inArray(
        serviceRequirements.buyerUserId,
        buyers.map((row) => row.id),
      ),
    );
  const [fallback] = await queryRows<{ share: number }>(
    db,
    sql`select coalesce(avg(case when exists (select 1 from provider_recommendations r where r.requirement_id = q.id
          and (r.factors->>'serviceMatch')::float8 < 0.8) then 1 else 0 end), 0)::float8 as share
        from service_requirements q where q.buyer_user_id in ${buyers.map((row) => row.id)}`,
  );
  const reads: Job[] = posted.map((row) => ({
    method: 'GET',
    path: RequirementRecommendationsEndpoint.path.replace(':requirementId', String(row.id)),
    authorization: authorizationOf.get(row.buyerUserId),
  }));
  const reading = await runJobs(reads, concurrency, seconds);
  return { posting, reading, classes: classes.length, fallbackShare: fallback?.share ?? 0 };
}
