import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { DEMO_PASSWORD, signIn as signInAs } from '../support/accounts.ts';
import { launchBrowser, newContext } from '../support/browser.ts';

const INVESTOR = 'institutional.investor@demo.hissa.sa'; // Abdullah Al-Ghamdi
const INVESTOR_NAME = 'Abdullah Al-Ghamdi';
const COMPANY = 'company@demo.hissa.sa'; // the demo company's user

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

/** The name of the demo company, as the investor's recipient list shows it (GET get-user-based-companies). */
async function demoCompanyName(): Promise<string> {
  const login = await fetch(`${server.baseUrl}/auth-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: INVESTOR, password: DEMO_PASSWORD }),
  });
  const { idToken } = (await login.json()) as { idToken: string };
  const response = await fetch(`${server.baseUrl}/common-api/request/get-user-based-companies`, {
    headers: { Authorization: `Bearer ${idToken}` },
  });
  const body = (await response.json()) as { data: { companies: { name: string }[] } };
  const [company] = body.data.companies;
  assert.ok(company, 'the demo company can receive requests');
  return company.name;
}

/** Signs a demo account in through the login page and waits for its dashboard. */
const signIn = (email: string): Promise<Page> => signInAs(browser, server.baseUrl, email);

/** A small PDF the server recognises by its content. */
function samplePdf(): Buffer {
  const body = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';
  return Buffer.from(body, 'latin1');
}

describe('requests: a request with an attachment, sent and answered', () => {
  it('the investor sends a PDF to the demo company, which downloads it and answers; the investor reads the answer', async () => {
    const companyName = await demoCompanyName();
    const title = `Due diligence pack ${Date.now()}`;

    // 1. The investor writes a request for information to the company, with a PDF.
    const investor = await signIn(INVESTOR);
    await investor.getByRole('link', { name: 'My requests' }).click();
    await investor.getByRole('heading', { level: 1, name: 'My requests' }).waitFor();
    await investor.getByRole('link', { name: 'New request' }).first().click();
    await investor.getByRole('heading', { level: 1, name: 'New request' }).waitFor();
    // Sending an empty form shows the spec's messages.
    await investor.getByRole('button', { name: 'Send request' }).click();
    await investor.getByText('Request Title is Required').waitFor();
    await investor.getByText('Request Type is Required').waitFor();

    await investor.getByRole('combobox', { name: 'To' }).fill(companyName.slice(0, 8));
    await investor.getByRole('option', { name: companyName }).click();
    await investor.getByRole('combobox', { name: 'Request type' }).click();
    await investor.getByRole('option', { name: 'Request for information' }).click();
    await investor.getByRole('textbox', { name: 'Title' }).fill(title);
    await investor
      .getByRole('textbox', { name: 'Message' })
      .fill('Please share your latest audited financial statements.');
    await investor
      .locator('input[type="file"]')
      .setInputFiles({ name: 'nda-signed.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
    await investor.getByText('nda-signed.pdf').waitFor();
    await investor.getByRole('button', { name: 'Send request' }).click();
    await investor.getByText('Your request has been sent.').waitFor();
    await investor.getByRole('heading', { level: 1, name: title }).waitFor();
    await investor.getByText('Pending', { exact: true }).waitFor();

    // 2. The company finds it under received requests and downloads the file.
    const company = await signIn(COMPANY);
    await company.getByRole('link', { name: 'Received requests' }).click();
    await company.getByRole('heading', { level: 1, name: 'Received requests' }).waitFor();
    await company.getByRole('searchbox', { name: 'Search' }).fill('Due diligence');
    const row = company.getByRole('row').filter({ hasText: title });
    await row.getByText(INVESTOR_NAME).waitFor();
    await row.getByRole('link', { name: title }).click();
    await company.getByRole('heading', { level: 1, name: title }).waitFor();
    const [download] = await Promise.all([
      company.waitForEvent('download'),
      company.getByRole('button', { name: 'Download nda-signed.pdf' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'nda-signed.pdf');
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
    assert.equal(Buffer.concat(chunks).subarray(0, 5).toString('latin1'), '%PDF-');

    // 3. The company answers.
    await company
      .getByRole('textbox', { name: 'Answer' })
      .fill('Attached in the data room; access granted to your team.');
    await company.getByRole('button', { name: 'Send answer' }).click();
    await company.getByText('Your answer has been sent.').waitFor();
    await company.getByText('Attached in the data room; access granted to your team.').waitFor();

    // 4. The investor sees the answer and the new status.
    await investor.reload();
    await investor.getByRole('heading', { level: 1, name: title }).waitFor();
    await investor.getByText('Attached in the data room; access granted to your team.').waitFor();
    await investor.getByText('Responded', { exact: true }).waitFor();
    // An answered request can no longer be edited.
    assert.equal(await investor.getByRole('button', { name: 'Edit' }).count(), 0);
  });

  it('takes a visitor\u2019s request from a company profile; the admin follows it up and marks the visitor contacted', async () => {
    const news = (await (await fetch(`${server.baseUrl}/public-api/company-news-announcements?size=1`)).json()) as {
      data: { companyId: number; companyName: string }[];
    };
    const company = news.data[0];
    assert.ok(company, 'the directory has a company');
    const visitorContext = await newContext(browser, server.baseUrl, 'phone');
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/company-profile-detail-view/x-${company.companyId}`);
    await visitor.getByRole('button', { name: 'Send a request' }).click();
    const dialog = visitor.getByRole('dialog', { name: `Send a request to ${company.companyName}` });
    await dialog.getByRole('textbox', { name: 'Full name' }).fill('Majed Al-Harbi');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('majed.harbi@example.sa');
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('0551234567');
    await dialog.getByRole('combobox', { name: 'Request type' }).click();
    await visitor.getByRole('option', { name: 'Request for information' }).click();
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Latest audited statements');
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Could you share the 2025 audited statements?');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByText('Request initiated').waitFor();
    await visitorContext.close();

    const admin = await signIn('admin@demo.hissa.sa');
    await admin.goto('/admin/requests');
    const card = admin.getByRole('listitem').filter({ hasText: 'Latest audited statements' });
    await card.getByText('Majed Al-Harbi').waitFor();
    await card.getByRole('button', { name: 'Mark Majed Al-Harbi as contacted' }).click();
    await admin.getByText('Marked as contacted.').waitFor();
    await card.waitFor({ state: 'detached' }); // it leaves "To contact"
    await admin.getByRole('radiogroup', { name: 'Show' }).getByText('Contacted', { exact: true }).click();
    await admin
      .getByRole('listitem')
      .filter({ hasText: 'Latest audited statements' })
      .getByText(/^Contacted /)
      .waitFor();
    await admin.context().close();
  });
});
