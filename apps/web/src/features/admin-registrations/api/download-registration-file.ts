import { useMutation } from '@tanstack/react-query';
import { downloadApiFile } from '../../../lib/download-file';

/** GET /admin-api/files/{fileId}: a submitted document, saved under its original name. */
export function downloadRegistrationFile({ fileId, fileName }: { fileId: string; fileName: string }): Promise<void> {
  return downloadApiFile({ path: `/admin-api/files/${encodeURIComponent(fileId)}`, fileName });
}

/** Downloads a submitted document. */
export function useDownloadRegistrationFile() {
  return useMutation({ mutationFn: downloadRegistrationFile });
}
