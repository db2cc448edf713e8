import { useMutation } from '@tanstack/react-query';
import { endpointUrl } from '@hissa/contracts/http/endpoint';
import type { RequestAttachment } from '@hissa/contracts/requests';
import { RequestAttachmentEndpoint } from '@hissa/contracts/requests-endpoints';
import { downloadApiFile } from '../../../lib/download-file';

/** Downloads a file of a request or an answer (the two parties and the admin only). */
export function downloadAttachment(attachment: RequestAttachment): Promise<void> {
  return downloadApiFile({
    path: endpointUrl(RequestAttachmentEndpoint, { fileId: attachment.fileId }),
    fileName: attachment.name,
  });
}

/** Downloads an attachment, saved under its original name. */
export function useDownloadAttachment() {
  return useMutation({ mutationFn: downloadAttachment });
}
