import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { newContext } from '../support/browser.ts';
import { joinAs, launchMeetingBrowser, seesVideoOf } from '../support/meeting-pages.ts';
import { decodesVideoStreams, recordPeerConnections } from '../support/peer-connections.ts';

/*
 * One meeting served by two API instances (decisions 038 and 063): two servers over one
 * PostgreSQL database (a new one, from DATABASE_URL's server) and one Redis, every room on the
 * SFU. Sara and Omar open the meeting on instance A, Huda on instance B; each page decodes and
 * shows both others' video, so the three sit in one SFU room whichever instance serves it.
 * Needs DATABASE_URL (as CI sets it): two servers cannot share an embedded database.
 */

const databaseUrl = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const database = `hissa_e2e_instances_${process.pid}`;

/** Runs one statement on the PostgreSQL server of DATABASE_URL, outside any database of ours. */
async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let first: AppServer | undefined;
let second: AppServer | undefined;
let browser: Browser | undefined;

before(async () => {
  if (!databaseUrl) return;
  await onServer(`drop database if exists ${database}`);
  await onServer(`create database ${database}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  // reference data only: the meeting needs no demo companies
  const env = { MEETING_MEDIA: 'sfu', REDIS_URL, DATABASE_URL: url.toString(), SEED_SCALE: '0' };
  // one after the other: the first start migrates and seeds the database
  first = await startAppServer(env);
  second = await startAppServer(env);
  browser = await launchMeetingBrowser();
});
after(async () => {
  await browser?.close();
  await second?.stop();
  await first?.stop();
  if (databaseUrl) await onServer(`drop database if exists ${database} with (force)`);
});

describe('a meeting whose attendees reach two API instances', { skip: !databaseUrl && 'needs DATABASE_URL' }, () => {
  let contexts: BrowserContext[] = [];
  after(async () => {
    for (const context of contexts) await context.close();
  });

  it('puts everyone in one SFU room: each page decodes and shows the other two’s video', async () => {
    assert.ok(first && second && browser);
    contexts = [
      await newContext(browser, first.baseUrl),
      await newContext(browser, first.baseUrl),
      await newContext(browser, second.baseUrl),
    ];
    for (const context of contexts) await recordPeerConnections(context);
    const [sara, omar, huda] = (await Promise.all(contexts.map((context) => context.newPage()))) as [Page, Page, Page];
    await sara.goto('/join-meeting/new?m=Two%20instances');
    await joinAs(sara, 'Sara');
    const meetingPath = new URL(sara.url()).pathname;
    await omar.goto(meetingPath);
    await joinAs(omar, 'Omar');
    await huda.goto(meetingPath);
    assert.ok(huda.url().startsWith(second.baseUrl), 'Huda is on the second instance');
    await joinAs(huda, 'Huda');

    const pages = { Sara: sara, Omar: omar, Huda: huda };
    for (const [name, page] of Object.entries(pages)) {
      for (const other of Object.keys(pages)) if (other !== name) await seesVideoOf(page, other);
      await decodesVideoStreams(page, 2);
    }
  });
});
