import { and, eq, gt, lte, ne, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { PUBLICATION_KEYS, type PublicationStatus } from '@hissa/contracts/publication';
import { AppError } from '../plugins/errors.ts';

/*
 * The publication rules every newsroom item follows (articles, events, podcast episodes,
 * reports; contracts publication.ts, decisions 029 and 040): readers see an item once it is not a
 * draft and its publish time has come, read by time on each query (no job).
 */

/** What the rules read of a stored item. */
type Published = { status: PublicationStatus; publishAt: Date | null };

/** The status a reader would see at `now`: a scheduled item whose time has come reads as published. */
export function statusAt(row: Published, now: Date): PublicationStatus {
  return row.status === 'scheduled' && row.publishAt && row.publishAt <= now ? 'published' : row.status;
}

/**
 * The moment readers see a saved item from: a schedule's time (400 publication.publishAtPast on
 * body.publishAt unless after `now`), a published item's given or earlier time (never later than
 * `now`), a draft's given time.
 */
export function publishMoment(
  values: { status: PublicationStatus; publishAt: string | null },
  existing: Published | undefined,
  now: Date,
): Date | null {
  const given = values.publishAt ? new Date(values.publishAt) : null;
  if (values.status === 'scheduled') {
    if (!given || given <= now)
      throw new AppError(400, ERROR_KEYS.validation, {}, [
        { field: 'body.publishAt', key: PUBLICATION_KEYS.publishAtPast },
      ]);
    return given;
  }
  if (values.status === 'published') {
    const earlier = existing && existing.status !== 'draft' && existing.publishAt && existing.publishAt <= now;
    if (given && given <= now) return given;
    return earlier ? existing.publishAt : now;
  }
  return given;
}

/** The condition "readers see it at `now`" on a table's status and publish_at columns. */
export function visibleAt(columns: { status: PgColumn; publishAt: PgColumn }, now: Date): SQL {
  return and(ne(columns.status, 'draft'), lte(columns.publishAt, now)) as SQL;
}

/**
 * The admin lists' status filter at `now` on a table's columns: 'published' also finds scheduled
 * items whose time has come, 'scheduled' only those still ahead; undefined (all) for no status.
 */
export function statusFilter(
  columns: { status: PgColumn; publishAt: PgColumn },
  status: PublicationStatus | undefined,
  now: Date,
): SQL | undefined {
  if (status === 'draft') return eq(columns.status, 'draft');
  if (status === 'scheduled') return and(eq(columns.status, 'scheduled'), gt(columns.publishAt, now));
  if (status === 'published') return visibleAt(columns, now);
  return undefined;
}
