import { i18next, loadServerTexts, unknownErrorText } from '../i18n/i18n';
import { ApiError } from './api-client';
import { apiHeaders } from './api-headers';

/**
 * Downloads a file the API serves only with the bearer header (submitted documents, request
 * attachments), or only to a POST carrying `body` (a meeting recording, with the attendee's
 * token): fetched as a blob with the usual headers, then saved through a temporary object URL
 * under `fileName`. Errors: ApiError with the server's message (404 when the file is not shared
 * with the user), or the network message.
 */
export async function downloadApiFile({
  path,
  fileName,
  body,
}: {
  path: string;
  fileName: string;
  body?: unknown;
}): Promise<void> {
  const url = URL.createObjectURL(await fetchApiFile(path, body));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Shows a file the API serves only with the bearer header (a receipt: PDF or image) in a new
 * tab, through the browser's own viewer: the tab opens at once (inside the click, so no popup
 * blocker stops it) and goes to the fetched blob. Errors as downloadApiFile (the tab is closed).
 */
export async function openApiFile(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await fetchApiFile(path));
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    // the tab has loaded it by then; the URL is released to free the memory
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** The bytes of an API file fetched with the bearer header (POSTed as JSON with `body`). Errors: ApiError (server message or network). */
async function fetchApiFile(path: string, body?: unknown): Promise<Blob> {
  const headers = apiHeaders();
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(
      path,
      body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) },
    );
  } catch {
    throw new ApiError(i18next.t('errors.network'), 0);
  }
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => undefined);
    if (typeof payload === 'object' && payload !== null && 'message' in payload && typeof payload.message === 'string')
      throw new ApiError(payload.message, response.status);
    await loadServerTexts();
    throw new ApiError(unknownErrorText(), response.status);
  }
  return response.blob();
}
