import assert from 'node:assert/strict';
import { ConfirmBankTransferEndpoint, UploadReceiptEndpoint } from '@hissa/contracts/payments-endpoints';
import { DEMO_PASSWORD } from './accounts.ts';
import { SAMPLE_PDF } from './registration.ts';

/** The demo admin, who confirms bank transfers. */
const ADMIN = 'admin@demo.hissa.sa';

/** Signs the demo account `email` in through the API and returns its bearer token. */
export async function apiToken(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/auth-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  assert.equal(response.status, 200, `sign-in of ${email}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

/** `path` with its `:reference` filled in. */
const withReference = (path: string, reference: string): string =>
  path.replace(':reference', encodeURIComponent(reference));

/**
 * Pays the payment `reference` of `payerEmail` as a bank transfer does (decision 020): the payer
 * uploads a PDF receipt with the terms accepted (UploadReceiptEndpoint), then the demo admin
 * confirms it (ConfirmBankTransferEndpoint), which activates the purchase and issues its invoice.
 */
export async function payByBankTransfer(baseUrl: string, payerEmail: string, reference: string): Promise<void> {
  const form = new FormData();
  form.append('acceptTerms', 'true');
  form.append('receipt', new Blob([SAMPLE_PDF], { type: 'application/pdf' }), 'transfer.pdf');
  const uploaded = await fetch(`${baseUrl}${withReference(UploadReceiptEndpoint.path, reference)}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await apiToken(baseUrl, payerEmail)}` },
    body: form,
  });
  assert.equal(uploaded.status, 201, `receipt of ${reference}: ${await uploaded.clone().text()}`);
  const confirmed = await fetch(`${baseUrl}${withReference(ConfirmBankTransferEndpoint.path, reference)}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await apiToken(baseUrl, ADMIN)}` },
  });
  assert.equal(confirmed.status, 200, `confirmation of ${reference}: ${await confirmed.clone().text()}`);
}
