import { useMutation } from '@tanstack/react-query';
import { i18next } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-client';
import { getSessionToken } from '../../../lib/session/session';

/**
 * GET /admin-api/files/{fileId}: a submitted document. It needs the bearer header, so it is
 * fetched as a blob and saved through a temporary object URL under its original name.
 */
export async function downloadRegistrationFile({ fileId, fileName }: { fileId: string; fileName: string }): Promise<void> {
  const headers: Record<string, string> = { 'Accept-Language': i18next.language, 'country-code': 'SA' };
  const token = getSessionToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/admin-api/files/${encodeURIComponent(fileId)}`, { headers });
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

/** Downloads a submitted document. */
export function useDownloadRegistrationFile() {
  return useMutation({ mutationFn: downloadRegistrationFile });
}
