import { useMutation } from '@tanstack/react-query';
import { endpointUrl } from '@hissa/contracts/http/endpoint';
import { AdminFileEndpoint } from '@hissa/contracts/files-endpoints';
import { downloadApiFile } from '../../../lib/download-file';

/** Downloads a submitted document (admin), saved under its original name. */
export function downloadRegistrationFile({ fileId, fileName }: { fileId: string; fileName: string }): Promise<void> {
  return downloadApiFile({ path: endpointUrl(AdminFileEndpoint, { fileId }), fileName });
}

/** Downloads a submitted document. */
export function useDownloadRegistrationFile() {
  return useMutation({ mutationFn: downloadRegistrationFile });
}
