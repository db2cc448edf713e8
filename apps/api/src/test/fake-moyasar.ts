import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A card payment as the fake keeps it (Moyasar's fields; amounts in halalas); `source` names the card and, when saved, its token. */
export type FakePayment = {
  id: string;
  status: string;
  amount: number;
  currency: string;
  source?: { type: string; company: string; number: string; token?: string; message?: string };
};

/** An invoice as the fake keeps it (Moyasar's fields; amounts in halalas). */
export type FakeInvoice = {
  id: string;
  status: string;
  amount: number;
  currency: string;
  url: string;
  payments: FakePayment[];
};

/** A card saved on the hosted page: its token, brand and last four digits. */
export type FakeCard = { token: string; brand: string; last4: string };

/**
 * A local stand-in for Moyasar's REST API (tests have no network): POST /invoices, GET
 * /invoices/:id, POST /payments/:id/refund, with Basic auth of `secretKey`; for saved cards
 * (decision 042) POST /payments with a token source (idempotent by `given_id`, which becomes the
 * payment's id, as Moyasar's), GET /payments/:id and DELETE /tokens/:id. Tests pay an invoice with
 * `pay` (another amount or currency to test mismatches, a saved card) and read what was asked in
 * `calls`. `isDown` makes every call answer 500; a token in `declinedTokens` is declined.
 */
export async function startFakeMoyasar(secretKey: string) {
  const invoices = new Map<string, FakeInvoice>();
  /** Payments made with a saved card's token, by id (= given_id). */
  const tokenPayments = new Map<string, FakePayment>();
  const calls: { method: string; path: string; body: Record<string, unknown>; isAuthorized: boolean }[] = [];
  const state = { isDown: false, declinedTokens: new Set<string>() };
  const expected = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const path = request.url ?? '';
      const isAuthorized = request.headers.authorization === expected;
      calls.push({ method: request.method ?? '', path, body, isAuthorized });
      const send = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (state.isDown) return send(500, { type: 'api_error' });
      if (!isAuthorized) return send(401, { type: 'authentication_error' });
      if (request.method === 'POST' && path === '/invoices') {
        const id = randomUUID();
        const invoice: FakeInvoice = {
          id,
          status: 'initiated',
          amount: Number(body.amount),
          currency: String(body.currency),
          url: `https://checkout.moyasar.test/invoices/${id}`,
          payments: [],
        };
        invoices.set(id, invoice);
        return send(201, invoice);
      }
      const invoiceMatch = /^\/invoices\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && invoiceMatch) {
        const invoice = invoices.get(decodeURIComponent(invoiceMatch[1] ?? ''));
        return invoice ? send(200, invoice) : send(404, { type: 'invalid_request_error' });
      }
      if (request.method === 'POST' && path === '/payments') {
        const source = body.source as { type?: string; token?: string } | undefined;
        const givenId = String(body.given_id ?? randomUUID());
        const existing = tokenPayments.get(givenId);
        if (existing) return send(201, existing);
        if (source?.type !== 'token' || !source.token) return send(400, { type: 'invalid_request_error' });
        const declined = state.declinedTokens.has(source.token);
        const payment: FakePayment = {
          id: givenId,
          status: declined ? 'failed' : 'paid',
          amount: Number(body.amount),
          currency: String(body.currency),
          source: {
            type: 'token',
            company: 'visa',
            number: '4111-11XX-XXXX-1111',
            token: source.token,
            ...(declined && { message: 'INSUFFICIENT_FUNDS' }),
          },
        };
        tokenPayments.set(givenId, payment);
        return send(201, payment);
      }
      const paymentMatch = /^\/payments\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && paymentMatch) {
        const payment = tokenPayments.get(decodeURIComponent(paymentMatch[1] ?? ''));
        return payment ? send(200, payment) : send(404, { type: 'invalid_request_error' });
      }
      const tokenMatch = /^\/tokens\/([^/]+)$/.exec(path);
      if (request.method === 'DELETE' && tokenMatch) {
        response.writeHead(204);
        return response.end();
      }
      const refundMatch = /^\/payments\/([^/]+)\/refund$/.exec(path);
      if (request.method === 'POST' && refundMatch) {
        const charged = tokenPayments.get(refundMatch[1] ?? '');
        if (charged) {
          charged.status = 'refunded';
          return send(200, { id: charged.id, status: 'refunded', refunded: body.amount });
        }
        const invoice = [...invoices.values()].find((item) => item.payments.some((p) => p.id === refundMatch[1]));
        if (!invoice) return send(404, { type: 'invalid_request_error' });
        invoice.status = 'refunded';
        for (const payment of invoice.payments) payment.status = 'refunded';
        return send(200, { id: refundMatch[1], status: 'refunded', refunded: body.amount });
      }
      return send(404, { type: 'invalid_request_error' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    invoices,
    tokenPayments,
    calls,
    state,
    /**
     * Marks invoice `id` paid by a card payment of `amount` halalas in `currency` (the invoice's by
     * default), with `savedCard` when the payer saved the card; returns the payment id.
     */
    pay(id: string, paid: { amount?: number; currency?: string; savedCard?: FakeCard } = {}): string {
      const invoice = invoices.get(id);
      if (!invoice) throw new Error(`no invoice ${id}`);
      const paymentId = randomUUID();
      invoice.status = 'paid';
      invoice.payments.push({
        id: paymentId,
        status: 'paid',
        amount: paid.amount ?? invoice.amount,
        currency: paid.currency ?? invoice.currency,
        ...(paid.savedCard && {
          source: {
            type: 'creditcard',
            company: paid.savedCard.brand,
            number: `4111-11XX-XXXX-${paid.savedCard.last4}`,
            token: paid.savedCard.token,
          },
        }),
      });
      return paymentId;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
