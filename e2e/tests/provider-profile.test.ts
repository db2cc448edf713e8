import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { signIn } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';

const PROVIDER_USER = 'service.provider@demo.hissa.sa';

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

async function expectNoSeriousAxeViolations(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('.mantine-Notification-root').first().waitFor({ state: 'detached', timeout: 15_000 });
  assert.deepEqual(await seriousViolations(page), [], where);
}

/** The completeness the meter shows, as a whole percentage (digits of either system). */
async function completeness(page: Page): Promise<number> {
  const text = await page.getByTestId('completeness-percent').innerText();
  const western = text.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));
  return Number(western.replace(/[^0-9]/g, ''));
}

describe('provider profile: the provider user edits the profile in Arabic within the package', () => {
  it('adds a service with a fee and a project, sees the completeness rise, then the Basic limit on a second service', async () => {
    const page = await signIn(browser, server.baseUrl, PROVIDER_USER, /\/sp\/sp-profile/);
    await page.getByRole('heading', { level: 1, name: 'Edit your company profile' }).waitFor();
    await page.getByRole('button', { name: 'Language' }).click();
    // switching while signed in stores the language of the user's e-mails (decision 024)
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/common-api/preferred-language') && response.request().method() === 'PUT',
    );
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    assert.equal((await saved).status(), 200);
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByRole('heading', { level: 1, name: 'تعديل ملف شركتك' }).waitFor();
    const before = await completeness(page);
    await expectNoSeriousAxeViolations(page, 'editor (ar)');

    // 1. A service, written in Arabic only, with a starting fee.
    const services = page.locator('#section-services');
    await services.getByRole('button', { name: 'إضافة: الخدمات' }).click();
    let dialog = page.getByRole('dialog', { name: 'الخدمات' });
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await dialog.getByText('يرجى إدخال العنوان بالعربية أو الإنجليزية.').waitFor();
    await dialog.getByRole('textbox', { name: 'العنوان (بالعربية)' }).fill('تصميم الهوية التجارية');
    await dialog.getByRole('combobox', { name: 'الفئة الفرعية' }).fill('إعلان');
    await page.getByRole('option').first().click();
    await dialog.getByRole('textbox', { name: 'الرسوم المبدئية (ريال)' }).fill('7500');
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await dialog.waitFor({ state: 'detached' });
    await services.getByText('تصميم الهوية التجارية').waitFor();

    // 2. A project.
    const projects = page.locator('#section-projects');
    await projects.getByRole('button', { name: 'إضافة: المشاريع' }).click();
    dialog = page.getByRole('dialog', { name: 'المشاريع' });
    await dialog.getByRole('textbox', { name: 'العنوان (بالعربية)' }).fill('تجديد هوية سلسلة مقاهٍ في الرياض');
    await dialog.getByRole('combobox', { name: 'الفئة والفئة الفرعية' }).fill('إعلان');
    await page.getByRole('option').first().click();
    await dialog.getByRole('textbox', { name: 'العميل (بالعربية)' }).fill('بيت القهوة');
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await dialog.waitFor({ state: 'detached' });
    await projects.getByText('تجديد هوية سلسلة مقاهٍ في الرياض').waitFor();

    const after = await completeness(page);
    assert.ok(after > before, `completeness ${before}% -> ${after}%`);

    // 3. The second service is over the Basic package: the limit message and the upgrade link.
    await services.getByText('بلغت حد باقتك').waitFor();
    await services.getByRole('button', { name: 'إضافة: الخدمات' }).click();
    dialog = page.getByRole('dialog', { name: 'الخدمات' });
    await dialog.getByRole('textbox', { name: 'العنوان (بالعربية)' }).fill('إدارة حسابات التواصل الاجتماعي');
    await dialog.getByRole('combobox', { name: 'الفئة الفرعية' }).fill('إعلان');
    await page.getByRole('option').first().click();
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await dialog.getByText('تسمح باقتك الأساسية بعدد ١ من الخدمات وقد بلغت هذا الحد.', { exact: false }).waitFor();
    const upgrade = dialog.getByRole('link', { name: 'ترقية الباقة' });
    assert.equal(await upgrade.getAttribute('href'), '/sp/sp-subscription-step');
    await dialog.getByRole('button', { name: 'إلغاء' }).click();

    // 4. The page as buyers see it shows the new service with its fee in SAR.
    await page.getByRole('link', { name: 'اعرض الملف كما يراه المشترون' }).click();
    await page.getByRole('heading', { level: 1, name: 'ملفك كما يراه المشترون' }).waitFor();
    await page.getByText('تصميم الهوية التجارية').waitFor();
    await page
      .getByText(/تبدأ من/)
      .first()
      .waitFor();
    await page.getByRole('link', { name: 'طلب عرض سعر' }).waitFor();
    await expectNoSeriousAxeViolations(page, 'view profile (ar)');
    await page.context().close();
  });
});
