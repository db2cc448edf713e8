import { localText } from '@hissa/contracts/company-profile';
import { ArticleKeySchema } from '@hissa/contracts/news/news-articles';
import type { Db } from '../../db/client.ts';
import type { PageMetaSource } from '../../plugins/web-app.ts';
import { coverUrl, feedItem } from './news-feed.ts';

const ARTICLE_PAGE = /^\/(news|media-hub)\/article\/([^/?#]+)\/?(?:[?#].*)?$/;

/**
 * The Open Graph meta of article pages (/news/article/:key, /media-hub/article/:key; decision
 * 029) in the request's language: headline, summary, cover. Null for other pages and for keys
 * that name no visible article (the app then shows its not-found page). Reading the meta is not
 * counted as a read.
 */
export function newsPageMeta(db: Db): PageMetaSource {
  return async (request) => {
    const match = ARTICLE_PAGE.exec(request.url);
    if (!match) return null;
    const key = ArticleKeySchema.safeParse(match[2]);
    if (!key.success) return null;
    const row = await feedItem(db, key.data);
    if (!row) return null;
    return {
      title: localText(row.title_en, row.title_ar, request.language) ?? '',
      description: localText(row.summary_en, row.summary_ar, request.language) ?? '',
      imagePath: coverUrl(row.cover_file_id),
      path: `/${match[1]}/article/${key.data}`,
    };
  };
}
