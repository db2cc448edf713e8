import { DeleteNewsEndpoint, PublishNewsEndpoint } from '@hissa/contracts/company-profile-endpoints';
import { callEndpoint } from '../../../../lib/api-client';
import { useCompanyProfileMutation } from './get-main-profile';

/**
 * Publishes a news item or announcement of my company as multipart/form-data (type, titleEn,
 * titleAr, bodyEn, bodyAr and an optional attachment) -> 201 {message, data}. 400 field errors
 * or a file of another type, 413 over 2 MB.
 */
export function publishNews(form: FormData) {
  return callEndpoint(PublishNewsEndpoint, { body: form });
}

/** Deletes a news item of my company -> {message}; 403 another company's, 404 gone. */
export function deleteNews(newsId: number) {
  return callEndpoint(DeleteNewsEndpoint, { params: { newsId } });
}

/** Publishes a news item; the news lists are fetched again. */
export function usePublishNews() {
  return useCompanyProfileMutation(publishNews);
}

/** Deletes a news item; the news lists are fetched again. */
export function useDeleteNews() {
  return useCompanyProfileMutation(deleteNews);
}
