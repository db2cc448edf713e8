import { NewsPublishedSchema, ProfileMessageSchema } from '@hissa/contracts/company-profile';
import { apiRequest } from '../../../../lib/api-client';
import { useCompanyProfileMutation } from './get-main-profile';

/**
 * POST /common-api/company-news/: a news item or announcement of my company as multipart/form-data
 * (type, titleEn, titleAr, bodyEn, bodyAr and an optional attachment) -> 201 {message, data}.
 * 400 field errors or a file of another type, 413 over 2 MB.
 */
export function publishNews(form: FormData) {
  return apiRequest('/common-api/company-news/', { method: 'POST', body: form, schema: NewsPublishedSchema });
}

/** DELETE /common-api/company-news/{newsId} -> {message}; 403 another company's, 404 gone. */
export function deleteNews(newsId: number) {
  return apiRequest(`/common-api/company-news/${newsId}`, { method: 'DELETE', schema: ProfileMessageSchema });
}

/** Publishes a news item; the news lists are fetched again. */
export function usePublishNews() {
  return useCompanyProfileMutation(publishNews);
}

/** Deletes a news item; the news lists are fetched again. */
export function useDeleteNews() {
  return useCompanyProfileMutation(deleteNews);
}
