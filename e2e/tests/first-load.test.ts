import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { signIn } from '../support/accounts.ts';
import { launchBrowser, newContext } from '../support/browser.ts';

const BUYER = 'institutional.investor@demo.hissa.sa'; // Abdullah Al-Ghamdi

let server: AppServer;
let browser: Browser;

before(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** The paths of the files `page` requests from now on, in order. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/** Whether `paths` holds a built chunk whose name starts with `name` (assets/name-hash.js). */
function hasChunk(paths: string[], name: string): boolean {
  return paths.some((path) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`).test(path));
}

describe('first load: what a visit fetches before anyone asks for more (decision 064)', () => {
  it('an Arabic home fetches the regular and semibold Arabic and Latin core fonts only, no dialog code, and the newsletter form on the first scroll', async () => {
    const context = await newContext(browser, server.baseUrl, 'desktop', { withNewsletterPopup: true });
    await context.addInitScript(() => localStorage.setItem('hissa.language', 'ar'));
    const page = await context.newPage();
    const paths = recordRequests(page);
    await page.goto('/home');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');

    const fonts = paths.filter((path) => path.endsWith('.woff2'));
    assert.ok(
      fonts.some((path) => /ibm-plex-sans-arabic-core-400-normal/.test(path)),
      `regular Arabic core face: ${fonts.join(', ')}`,
    );
    assert.ok(
      fonts.some((path) => /ibm-plex-sans-arabic-core-600-normal/.test(path)),
      fonts.join(', '),
    );
    // Arabic text needs only the core files, not the package's full Arabic ones (decision 066)
    assert.deepEqual(
      fonts.filter((path) => /ibm-plex-sans-arabic-arabic-/.test(path)),
      [],
    );
    // its spaces, digits and punctuation come from the Latin cores, not the package's Latin files (decision 072)
    assert.ok(
      fonts.some((path) => /ibm-plex-sans-arabic-latin-core-400-normal/.test(path)),
      `regular Latin core face: ${fonts.join(', ')}`,
    );
    assert.deepEqual(
      fonts.filter((path) => /-latin-(400|600)-normal-/.test(path)),
      [],
    );
    // medium and bold text shows in the regular and semibold files: no third or fourth weight
    assert.deepEqual(
      fonts.filter((path) => !/-(400|600)-normal-/.test(path)),
      [],
    );
    assert.equal(hasChunk(paths, 'register-interest-dialog'), false, 'the register-interest dialog is not fetched');
    // the newsletter popup opens only after scrolling, and its form arrives with the first scroll
    assert.equal(hasChunk(paths, 'newsletter-popup'), false, 'the newsletter popup is not fetched before a scroll');
    await page.mouse.wheel(0, 400);
    await page.waitForRequest((request) => /\/assets\/newsletter-popup-[\w-]+\.js$/.test(request.url()));
    await context.close();
  });

  it('the order book fetches its bid dialog when a buyer first opens it, and the dialog works', async () => {
    const offers = (await (
      await fetch(`${server.baseUrl}/public-api/company/profile/all-active-offers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
    ).json()) as { data: Array<{ companyId: number }> };
    const companyId = offers.data[0]?.companyId;
    assert.ok(companyId, 'the demo has an open public offer');

    const page = await signIn(browser, server.baseUrl, BUYER);
    const paths = recordRequests(page);
    await page.goto(`/view-order-book/${companyId}`);
    const placeBid = page.getByRole('button', { name: /^Place bid on the offer at/ }).first();
    await placeBid.waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(hasChunk(paths, 'offer-choice-dialogs'), false, 'no dialog code before a dialog opens');

    await placeBid.click();
    const dialog = page.getByRole('dialog', { name: 'Place a bid' });
    await dialog.getByRole('textbox', { name: 'Your price per share (SAR)' }).waitFor();
    assert.equal(hasChunk(paths, 'offer-choice-dialogs'), true, 'the dialog code arrives when it opens');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('an Arabic company profile asks for its company and its content once each, in Arabic, before its code is in', async () => {
    const context = await newContext(browser, server.baseUrl, 'phone');
    await context.addInitScript(() => localStorage.setItem('hissa.language', 'ar'));
    const page = await context.newPage();
    const reads: Array<{ path: string; language: string | undefined }> = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/public-api\/company\/profile\/(getByMixCompanyId|company-content)\/1$/.test(path))
        reads.push({ path, language: request.headers()['accept-language'] });
    });
    await page.goto('/company-profile-detail-view/riyad-bank-1');
    await page.getByRole('heading', { level: 1, name: 'بنك الرياض' }).waitFor();
    await page.getByRole('tab', { name: 'المعلومات الأساسية', selected: true }).waitFor();
    await page.waitForLoadState('networkidle');

    // started by the route from the start chunk (decision 071) and taken by the page: not asked twice
    assert.deepEqual(reads.map((read) => read.path).sort(), [
      '/public-api/company/profile/company-content/1',
      '/public-api/company/profile/getByMixCompanyId/1',
    ]);
    // asked in the page's language, before the app's texts had started
    for (const read of reads) assert.match(read.language ?? '', /^ar-u-nu-/, read.path);
    await context.close();
  });

  it("a visitor's order book asks for its company, price, market depth and offers once each, before its code is in", async () => {
    const context = await newContext(browser, server.baseUrl, 'phone');
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto('/view-order-book/1');
    await page.getByRole('heading', { level: 1, name: 'Riyad Bank' }).waitFor();
    await page.waitForLoadState('networkidle');

    const readPaths = [
      '/public-api/company/profile/all-active-offers',
      '/public-api/company/profile/getByMixCompanyId/1',
      '/public-api/company/profile/indicative-price/1',
      '/public-api/company/profile/market-depth-orders/1',
    ];
    // started by the route from the start chunk (decision 079) and taken by the page: not asked twice
    assert.deepEqual(requests.filter((path) => readPaths.includes(path)).sort(), readPaths);
    // each sent before the page's chunk was asked for
    const pageChunkAt = requests.findIndex((path) => /^\/assets\/order-book-page-[\w-]+\.js$/.test(path));
    assert.ok(pageChunkAt > 0, 'the order book page chunk');
    for (const readPath of readPaths)
      assert.ok(requests.indexOf(readPath) < pageChunkAt, `${readPath} before the page code`);
    await context.close();
  });
});

/** The built chunks the server sends (apps/web/dist/assets). */
const ASSETS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist/assets');

/** The one built chunk whose code holds `text` (a translation file's chunk, found by one of its texts). */
function chunkHolding(text: string): string {
  const chunks = readdirSync(ASSETS_DIR).filter(
    (name) => name.endsWith('.js') && readFileSync(path.join(ASSETS_DIR, name), 'utf8').includes(text),
  );
  assert.equal(chunks.length, 1, `one chunk holds "${text}": ${chunks.join(', ')}`);
  return chunks[0] ?? '';
}

describe("first load: the server's messages are not part of it (decision 082)", () => {
  it("home and login paint while the server's texts are held back, and a form's message shows once they are in", async () => {
    // The English server messages (packages/contracts/src/messages/en.json), held until released.
    const serverTexts = chunkHolding('An unknown error occurred!');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const context = await newContext(browser, server.baseUrl, 'phone');
    await context.route(`**/assets/${serverTexts}`, async (route) => {
      await held;
      await route.continue();
    });
    const page = await context.newPage();

    await page.goto('/home');
    await page.getByRole('heading', { level: 1 }).waitFor();

    await page.goto('/auth/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const email = page.getByRole('textbox', { name: 'Email' });
    await email.fill('not-an-email');
    await email.blur();
    // the field's check ran; its message waits for the texts instead of showing its key
    assert.equal(await page.getByText('auth.emailInvalid').count(), 0);
    release();
    await page.getByText('Should be a valid email').waitFor();
    await context.close();
  });
});
/** A static import or re-export of a sibling chunk (`import{a}from"./x.js"`, `import"./x.js"`), not `import("./x.js")`. */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["']\.\/([\w.-]+\.js)["']/g;

describe('first load: a page names all the code it needs (decision 078)', () => {
  it("every built chunk imports each chunk that its own imports need, so a page's code arrives in one round", () => {
    const chunks = readdirSync(ASSETS_DIR).filter((name) => name.endsWith('.js'));
    const importsOf = new Map(
      chunks.map((name) => [
        name,
        new Set(
          [...readFileSync(path.join(ASSETS_DIR, name), 'utf8').matchAll(STATIC_IMPORT)].flatMap((match) =>
            match[1] ? [match[1]] : [],
          ),
        ),
      ]),
    );
    const profilePage = chunks.find((name) => name.startsWith('company-profile-page-'));
    assert.ok(profilePage && (importsOf.get(profilePage)?.size ?? 0) > 10, 'the profile page chunk and its imports');
    const foundLater: string[] = [];
    for (const [name, direct] of importsOf)
      for (const imported of direct)
        for (const further of importsOf.get(imported) ?? [])
          if (further !== name && !direct.has(further)) foundLater.push(`${name} -> ${imported} -> ${further}`);
    assert.deepEqual(foundLater.slice(0, 5), [], `${foundLater.length} chunks found only one level down`);
  });

  it('the start chunk and the chunks it imports carry no zod: schemas come with the pages that use them', () => {
    const indexHtml = readFileSync(path.join(ASSETS_DIR, '../index.html'), 'utf8');
    const entry = /<script type="module"[^>]*src="\/assets\/([\w.-]+\.js)"/.exec(indexHtml)?.[1];
    assert.ok(entry, 'index.html names its start chunk');
    const entryCode = readFileSync(path.join(ASSETS_DIR, entry), 'utf8');
    const startChunks = [
      entry,
      ...[...entryCode.matchAll(STATIC_IMPORT)].flatMap((match) => (match[1] ? [match[1]] : [])),
    ];
    // zod's core names every schema class with a "$Zod..." trait, which survives minification
    const withZod = startChunks.filter((name) =>
      readFileSync(path.join(ASSETS_DIR, name), 'utf8').includes('$ZodType'),
    );
    assert.deepEqual(withZod, []);
    const anyChunkWithZod = readdirSync(ASSETS_DIR).some(
      (name) => name.endsWith('.js') && readFileSync(path.join(ASSETS_DIR, name), 'utf8').includes('$ZodType'),
    );
    assert.ok(anyChunkWithZod, 'the marker is found where zod is');
  });
});

/** A stack frame of a Chromium trace event. */
interface TraceFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

/** A Chromium trace event with what this file reads of it. */
interface TraceEvent {
  name: string;
  args?: { beginData?: { stackTrace?: TraceFrame[] } };
}

/**
 * The layouts and style recalculations that the app's own scripts forced while `path` loaded
 * on a phone in Arabic: those the trace shows with a script stack from /assets/ (a layout the
 * browser runs when it paints has none). Each as "Layout at function (file:line:column)".
 */
async function forcedLayouts(path: string): Promise<string[]> {
  const context = await newContext(browser, server.baseUrl, 'phone');
  await context.addInitScript(() => localStorage.setItem('hissa.language', 'ar'));
  const page = await context.newPage();
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.stack'],
  });
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  await context.close();
  return trace.traceEvents
    .filter((event) => event.name === 'Layout' || event.name === 'UpdateLayoutTree')
    .flatMap((event) => {
      const frame = event.args?.beginData?.stackTrace?.find((candidate) => candidate.url.includes('/assets/'));
      return frame
        ? [
            `${event.name} at ${frame.functionName || '(anonymous)'} (${frame.url.split('/').pop()}:${frame.lineNumber}:${frame.columnNumber})`,
          ]
        : [];
    });
}

describe('first load: no script forces a layout while the page is put together (decision 076)', () => {
  // A layout forced mid-render is done again once the page is complete; on a phone each cost
  // 50-130 ms (the profile's tab strip, the companies filters' hidden option lists).
  for (const path of [
    '/home',
    '/companies',
    '/company-profile-detail-view/riyad-bank-1',
    '/view-order-book/1',
    '/auth/login',
  ]) {
    it(`${path} (Arabic, phone)`, async () => {
      assert.deepEqual(await forcedLayouts(path), []);
    });
  }
});
