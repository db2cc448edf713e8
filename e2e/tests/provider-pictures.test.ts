import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { signIn } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';

const PROVIDER_USER = 'service.provider@demo.hissa.sa';
const SERVICE_TITLE = 'Brand identity design';

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

/** A real `width` x `height` PNG of one colour, made by sharp. */
function png(width: number, height: number, background: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** Uploads `buffer` through the item's upload button (a file chooser) and waits for its thumbnail. */
async function upload(page: Page, item: Locator, name: string, buffer: Buffer, expected: number): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await item.getByRole('button', { name: `${SERVICE_TITLE}: Upload a picture` }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer });
  await item.getByRole('img', { name: `${SERVICE_TITLE}: picture ${expected} of ${expected}` }).waitFor();
}

/** The thumbnails' addresses in the order shown, once every one has loaded. */
async function thumbnails(item: Locator): Promise<string[]> {
  const images = item.getByRole('img', { name: new RegExp(`^${SERVICE_TITLE}: picture`) });
  await images.evaluateAll((nodes) => Promise.all(nodes.map((node) => (node as HTMLImageElement).decode())));
  const loaded = await images.evaluateAll((nodes) => nodes.map((node) => (node as HTMLImageElement).naturalWidth));
  assert.ok(
    loaded.every((width) => width > 0),
    `thumbnails loaded: ${loaded.join(', ')}`,
  );
  return images.evaluateAll((nodes) => nodes.map((node) => (node as HTMLImageElement).getAttribute('src') ?? ''));
}

describe('provider pictures: upload and order', () => {
  it('uploads two pictures to a service, sees their thumbnails, moves the second first and keeps that order after a reload', async () => {
    const page = await signIn(browser, server.baseUrl, PROVIDER_USER, /\/sp\/sp-profile/);
    await page.getByRole('heading', { level: 1, name: 'Edit your company profile' }).waitFor();

    const services = page.locator('#section-services');
    await services.getByRole('button', { name: 'Add: Service portfolio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Service portfolio' });
    await dialog.getByRole('textbox', { name: 'Title (English)' }).fill(SERVICE_TITLE);
    await dialog.getByRole('combobox', { name: 'Sub-category' }).fill('Advert');
    await page.getByRole('option').first().click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const item = services.locator('.mantine-Paper-root', { hasText: SERVICE_TITLE });

    await upload(page, item, 'green.png', await png(640, 400, { r: 0, g: 108, b: 53 }), 1);
    await upload(page, item, 'gold.png', await png(400, 640, { r: 200, g: 160, b: 40 }), 2);
    const [first, second] = await thumbnails(item);
    assert.ok(first && second && first !== second);
    assert.equal(await item.getByRole('button', { name: 'Move picture 1 earlier' }).isDisabled(), true);

    // Keyboard: the "move earlier" button of the second picture, pressed with Enter.
    await item.getByRole('button', { name: 'Move picture 2 earlier' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      ([selector, expected]) =>
        Array.from(document.querySelectorAll<HTMLImageElement>(selector))
          .map((node) => node.getAttribute('src'))
          .join() === expected,
      [`#section-services img[alt^="${SERVICE_TITLE}: picture"]`, [second, first].join()] as const,
    );
    await page.waitForLoadState('networkidle');
    await page.locator('.mantine-Notification-root').first().waitFor({ state: 'detached', timeout: 15_000 });
    assert.deepEqual(await seriousViolations(page), [], 'editor with ordered pictures');

    await page.reload();
    await item.getByRole('img', { name: `${SERVICE_TITLE}: picture 2 of 2` }).waitFor();
    assert.deepEqual(await thumbnails(item), [second, first]);
    await page.context().close();
  });
});
