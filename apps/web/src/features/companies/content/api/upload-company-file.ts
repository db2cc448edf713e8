import { COMPANY_FILE_FIELD, type CompanyFileKind } from '@hissa/contracts/company-profile';
import { DeleteCompanyFileEndpoint, UploadCompanyFileEndpoint } from '@hissa/contracts/company-profile-endpoints';
import { callEndpoint } from '../../../../lib/api-client';
import { useCompanyProfileMutation } from './get-main-profile';

/**
 * Uploads the logo or a document of my company as multipart/form-data (one file in `file`),
 * replacing the old one -> 201 {message, data: file}. 400 wrong type (judged by content), 413
 * over 2 MB.
 */
export function uploadCompanyFile({ kind, file }: { kind: CompanyFileKind; file: File }) {
  const form = new FormData();
  form.append(COMPANY_FILE_FIELD, file, file.name);
  return callEndpoint(UploadCompanyFileEndpoint, { params: { kind }, body: form });
}

/** Removes the logo or a document of my company -> {message}; 404 when there is none. */
export function deleteCompanyFile(kind: CompanyFileKind) {
  return callEndpoint(DeleteCompanyFileEndpoint, { params: { kind } });
}

/** Uploads a company file; the profile reads (and the logo on every company view) are fetched again. */
export function useUploadCompanyFile() {
  return useCompanyProfileMutation(uploadCompanyFile);
}

/** Removes a company file; the profile reads are fetched again. */
export function useDeleteCompanyFile() {
  return useCompanyProfileMutation(deleteCompanyFile);
}
