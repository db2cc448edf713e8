import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
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
import { type SessionKey, signSessionToken } from '../src/lib/session-token.ts';
import { gatherCandidates } from '../src/modules/service-requirements/recommendation-candidates.ts';
import { rankRecommendations } from '../src/modules/service-requirements/recommendation-score.ts';
import type { Job, JobResult } from './job-runner.ts';

/** Serial timings of the candidate query plus the score, in ms, and the candidates per call. */
export type DirectTiming = {
  calls: number;
  p50: number;
  p99: number;
  max: number;
  medianCandidates: number;
  maxCandidates: number;
};

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

/** Sizes of the recommendation scenario. */
export const RECOMMENDATION_BENCH = { buyers: 20, requirements: 4000, classes: 60 } as const;

/** Runs Job[] in the job-runner process against the app; the caller decides concurrency and time. */
type RunJobs = (jobs: Job[], concurrency: number, seconds: number) => Promise<JobResult>;

/**
 * The recommendation benchmark (decision 017): RECOMMENDATION_BENCH.buyers buyers post
 * requirements (each call runs the hard filters, gathers the candidates' facts, scores them and
 * stores the top 5 in one transaction) for the ISIC classes providers have (up to
 * RECOMMENDATION_BENCH.classes of the most offered, plus those under 5 providers, which fall back to
 * the category), across cities
 * and industry groups, `concurrency` calls in flight for `seconds`; then they read those
 * requirements' recommendations pages. Before that, the candidate query and the score alone are
 * timed one call at a time (`direct`). Returns the results and how many posts fell back.
 */
export async function runRecommendationBench(options: {
  db: Db;
  tokenKey: SessionKey;
  runJobs: RunJobs;
  concurrency: number;
  seconds: number;
}): Promise<{ posting: JobResult; reading: JobResult; classes: number; fallbackShare: number; direct: DirectTiming }> {
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
  const authorizations = buyers.map(
    (row) =>
      `Bearer ${signSessionToken(tokenKey, { email: row.email, userType: USER_TYPES.buyer, isFirstTimeLogin: false, isSubscribed: false, tokenVersion: 0 }, 3_600_000)}`,
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
  // The candidate query and the score alone, one call at a time, for every class and a few cities.
  const durations: number[] = [];
  const candidateCounts: number[] = [];
  for (let round = 0; round < 3; round++)
    for (const [index, isicClass] of classes.entries()) {
      const started = performance.now();
      const { candidates } = await gatherCandidates(db, {
        isicClassCode: isicClass.code,
        divisionCode: isicClass.division_code,
        industryGroupCode: sectors[index % sectors.length]?.code ?? null,
        cityId: cities[(index + round) % cities.length]?.city_id ?? null,
      });
      rankRecommendations(candidates);
      if (round > 0) durations.push(performance.now() - started); // round 0 warms up
      candidateCounts.push(candidates.length);
    }
  durations.sort((a, b) => a - b);
  candidateCounts.sort((a, b) => a - b);
  const direct: DirectTiming = {
    calls: durations.length,
    p50: Math.round(percentile(durations, 0.5)),
    p99: Math.round(percentile(durations, 0.99)),
    max: Math.round(durations.at(-1) ?? 0),
    medianCandidates: percentile(candidateCounts, 0.5),
    maxCandidates: candidateCounts.at(-1) ?? 0,
  };

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
  return { posting, reading, classes: classes.length, fallbackShare: fallback?.share ?? 0, direct };
}
