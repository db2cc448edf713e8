import { useMutation } from '@tanstack/react-query';
import type { RequestAttachment } from '@hissa/contracts/requests';
import { downloadApiFile } from '../../../lib/download-file';

/** GET /common-api/request/attachments/{fileId}: a file of a request or an answer (the two parties and the admin only). */
export function downloadAttachment(attachment: RequestAttachment): Promise<void> {
  return downloadApiFile({ path: `/common-api/request/attachments/${encodeURIComponent(attachment.fileId)}`, fileName: attachment.name });
}

/** Downloads an attachment, saved under its original name. */
export function useDownloadAttachment() {
  return useMutation({ mutationFn: downloadAttachment });
}
