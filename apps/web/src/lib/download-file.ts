import { i18next } from '../i18n/i18n';
import { ApiError } from './api-client';
import { getSessionToken } from './session/session';

/**
 * Downloads a file the API serves only with the bearer header (submitted documents, request
 * attachments): fetched as a blob with the usual headers, then saved through a temporary
 * object URL under `fileName`. Errors: ApiError with the server's message (404 when the file
 * is not shared with the user), or the network message.
 */
export async function downloadApiFile({ path, fileName }: { path: string; fileName: string }): Promise<void> {
  const headers: Record<string, string> = { 'Accept-Language': i18next.language, 'country-code': 'SA' };
  const token = getSessionToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, { headers });
  } catch {
    throw new ApiError(i18next.t('errors.network'), 0);
  }
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => undefined);
    const message =
      typeof payload === 'object' && payload !== null && 'message' in payload && typeof payload.message === 'string'
        ? payload.message
        : i18next.t('errors.unknown', { ns: 'server' });
    throw new ApiError(message, response.status);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
