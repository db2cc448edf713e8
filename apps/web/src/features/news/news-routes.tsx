import type { RouteObject } from 'react-router';

const page = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) => ({
  Component: async () => (await load())[name],
});

const list = () => import('./pages/news-list-page');
const landing = () => import('./pages/news-landing-page');
const article = page(() => import('./pages/article-page'), 'ArticlePage');

/**
 * The public news pages (spec §2; decision 029): news, news/all, news/article/:articleKey,
 * sharikat-news (home, interviews), media-hub (all, article/:articleKey, experts-thoughts).
 */
export const newsRoutes: RouteObject[] = [
  { path: 'news', lazy: page(landing, 'NewsLandingPage') },
  { path: 'news/all', lazy: page(list, 'AllNewsPage') },
  { path: 'news/article/:articleKey', lazy: article },
  { path: 'sharikat-news', lazy: page(landing, 'SharikatNewsPage') },
  { path: 'sharikat-news/interviews', lazy: page(list, 'InterviewsPage') },
  { path: 'media-hub/all', lazy: page(list, 'MediaHubAllPage') },
  { path: 'media-hub/article/:articleKey', lazy: article },
  { path: 'media-hub/experts-thoughts', lazy: page(list, 'ExpertThoughtsPage') },
];

/** The admin's newsroom: /admin/newsroom, /admin/newsroom/new, /admin/newsroom/:articleId. */
export const adminNewsroomRoute: RouteObject = {
  path: 'newsroom',
  children: [
    { index: true, lazy: page(() => import('./pages/newsroom-page'), 'NewsroomPage') },
    { path: 'new', lazy: page(() => import('./pages/article-editor-page'), 'ArticleEditorPage') },
    { path: ':articleId', lazy: page(() => import('./pages/article-editor-page'), 'ArticleEditorPage') },
  ],
};
