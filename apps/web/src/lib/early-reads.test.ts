import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The headers the page sends: Arabic with Arabic-Indic digits, signed out. */
const pageHeaders = { 'Accept-Language': 'ar-u-nu-arab', 'country-code': 'SA' };
vi.mock('../i18n/i18n', () => ({ i18next: { language: 'ar' }, readStoredLanguage: () => 'ar' }));
vi.mock('./digit-preference', () => ({ getDigitPreference: () => 'arab' }));
vi.mock('./session/session', () => ({ getSessionToken: () => null }));

const sent = { Accept: 'application/json', ...pageHeaders };
const fetchMock = vi.fn((url: string) => Promise.resolve(new Response(JSON.stringify({ url }))));

/** A fresh copy of the module, so no early read leaks from one test into the next. */
async function earlyReads() {
  vi.resetModules();
  return import('./early-reads');
}

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('early reads', () => {
  it('hands the response to the first call of the same URL with the same headers, once', async () => {
    const { startEarlyRead, takeEarlyRead } = await earlyReads();
    startEarlyRead('/public-api/company/profile/getByMixCompanyId/1');
    startEarlyRead('/public-api/company/profile/getByMixCompanyId/1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/public-api/company/profile/getByMixCompanyId/1', { headers: sent });

    const early = takeEarlyRead({ url: '/public-api/company/profile/getByMixCompanyId/1' }, { ...sent });
    await expect(early?.then((response) => response.json())).resolves.toEqual({
      url: '/public-api/company/profile/getByMixCompanyId/1',
    });
    expect(takeEarlyRead({ url: '/public-api/company/profile/getByMixCompanyId/1' }, { ...sent })).toBeUndefined();
  });

  it('gives nothing for another URL, other headers or a signed-in call, and drops the read', async () => {
    const { startEarlyRead, takeEarlyRead } = await earlyReads();
    startEarlyRead('/public-api/company/profile/company-content/1');
    expect(takeEarlyRead({ url: '/public-api/company/profile/company-content/2' }, { ...sent })).toBeUndefined();
    expect(
      takeEarlyRead({ url: '/public-api/company/profile/company-content/1' }, { ...sent, 'Accept-Language': 'en' }),
    ).toBeUndefined();
    expect(takeEarlyRead({ url: '/public-api/company/profile/company-content/1' }, { ...sent })).toBeUndefined();

    startEarlyRead('/public-api/company/profile/company-content/3');
    expect(
      takeEarlyRead(
        { url: '/public-api/company/profile/company-content/3' },
        { ...sent, Authorization: 'Bearer token' },
      ),
    ).toBeUndefined();
  });

  it("sends a read-only POST's body as JSON and hands its response only to the same body", async () => {
    const { startEarlyRead, takeEarlyRead } = await earlyReads();
    const url = '/public-api/company/profile/all-active-offers';
    startEarlyRead(url, { companyId: 1, page: 0, size: 50 });
    const postHeaders = { ...sent, 'Content-Type': 'application/json' };
    expect(fetchMock).toHaveBeenCalledWith(url, {
      method: 'POST',
      headers: postHeaders,
      body: '{"companyId":1,"page":0,"size":50}',
    });
    expect(takeEarlyRead({ url }, { ...sent })).toBeUndefined();
    expect(takeEarlyRead({ url, body: '{"companyId":2,"page":0,"size":50}' }, postHeaders)).toBeUndefined();
    expect(takeEarlyRead({ url, body: '{"companyId":1,"page":0,"size":50}' }, postHeaders)).toBeDefined();
    expect(takeEarlyRead({ url, body: '{"companyId":1,"page":0,"size":50}' }, postHeaders)).toBeUndefined();
  });

  it('drops a read nobody takes within 10 s', async () => {
    const { startEarlyRead, takeEarlyRead } = await earlyReads();
    startEarlyRead('/public-api/company/profile/company-content/1');
    vi.advanceTimersByTime(10_000);
    expect(takeEarlyRead({ url: '/public-api/company/profile/company-content/1' }, { ...sent })).toBeUndefined();
  });
});
