import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { signIn } from '../support/accounts.ts';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { launchBrowser } from '../support/browser.ts';

const CONSULTANT = 'financial.consultant@demo.hissa.sa'; // Huda Al-Zahrani, verified in the seed
const COMPANY = 'company@demo.hissa.sa';

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

describe('consultants: the consultant home and the directory for companies', () => {
  it('a consultant signs in, lands on their home and edits their freelancing answers', async () => {
    const page = await signIn(browser, server.baseUrl, CONSULTANT, /\/dashboard\/consultant\/home$/);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Huda Al-Zahrani' }).waitFor();
    await page.getByText('Verified', { exact: true }).first().waitFor();
    const listing = page.getByRole('region', { name: 'How companies see you' });
    await listing.getByText('Valuation and financial due diligence advisor').waitFor();
    await listing.getByText('SAR 650.00 an hour').waitFor();

    await page.getByRole('link', { name: 'Edit my profile' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Edit my consultant profile' }).waitFor();
    // The server's rule, shown as the field is changed: at least SAR 50 an hour.
    const rate = page.getByRole('textbox', { name: 'Hourly rate (SAR)' });
    await rate.fill('20');
    await page.getByText('The hourly rate must be between SAR 50 and SAR 10,000.').waitFor();
    await rate.fill('725.50');
    await page.getByRole('combobox', { name: 'Availability' }).click();
    await page.getByRole('option', { name: 'Full time' }).click();
    await page.getByRole('combobox', { name: 'Projects per week' }).click();
    await page.getByRole('option', { name: '3 projects' }).click();
    await page.getByRole('button', { name: 'Save profile' }).click();

    await page.waitForURL(/\/dashboard\/consultant\/home$/);
    await listing.getByText('SAR 725.50 an hour').waitFor();
    await listing.getByText('Full time').waitFor();
    await listing.getByText('3 projects').waitFor();
    await page.getByRole('heading', { name: 'Latest requests received' }).waitFor();
    await page.context().close();
  });

  it('a company user finds a consultant by expertise in Arabic and sends them a request', async () => {
    const page = await signIn(browser, server.baseUrl, COMPANY);
    await page.evaluate(() => window.localStorage.setItem('hissa.language', 'ar'));
    await page.reload();
    await page.getByRole('link', { name: 'ابحث عن مستشار', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'ابحث عن مستشار مالي' }).waitFor();

    const expertise = page.getByRole('combobox', { name: 'مجال الخبرة' });
    await expertise.click();
    await expertise.fill('الضوابط');
    await page.getByRole('option', { name: 'الالتزام بالضوابط الشرعية' }).click();
    await page.waitForURL(/expertise=shariah_compliance/);
    const list = page.getByRole('list', { name: 'المستشارون' });
    // Wait for the filtered list: only consultants of that expertise remain.
    await list.getByRole('link', { name: 'تركي الغامدي' }).waitFor();
    // Arabic-Indic digits, the Arabic interface's default: "showing 1-1 of 1".
    await page.getByText('عرض ١-١ من ١ مستشارًا').waitFor();
    assert.equal(await list.getByRole('listitem').count(), 1);

    await list.getByRole('link', { name: 'تركي الغامدي' }).click();
    await page.getByRole('heading', { level: 1, name: 'تركي الغامدي' }).waitFor();
    await page.getByText('هيكلة التمويل الإسلامي', { exact: false }).first().waitFor();
    await page.getByRole('link', { name: 'أرسل طلبًا' }).click();

    await page.getByRole('heading', { level: 1, name: 'طلب جديد' }).waitFor();
    assert.equal(await page.getByRole('combobox', { name: 'إلى' }).inputValue(), 'تركي الغامدي');
    await page.getByRole('combobox', { name: 'نوع الطلب' }).click();
    await page.getByRole('option', { name: 'طلب معلومات' }).click();
    await page.getByRole('textbox', { name: 'العنوان' }).fill('هيكلة تمويل مرابحة لمصنعنا الجديد');
    await page
      .getByRole('textbox', { name: 'الرسالة' })
      .fill('نرغب في معرفة أتعابك والمدة المتوقعة لهيكلة تمويل مرابحة.');
    await page.getByRole('button', { name: 'إرسال الطلب' }).click();
    await page.getByRole('heading', { level: 1, name: 'هيكلة تمويل مرابحة لمصنعنا الجديد' }).waitFor();
    // The request names its recipient (the account's name, in Latin letters until people have Arabic names).
    await page
      .getByText(/Turki Al-Ghamdi|تركي الغامدي/)
      .first()
      .waitFor();
    await page.getByText('بانتظار الرد', { exact: true }).first().waitFor();
    await page.context().close();
  });
});
