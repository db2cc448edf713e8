// The header's dropdown menus, one chunk loaded after the first paint (use-header-menus.ts).
export { LanguageMenu } from './language-menu';
export { ServicesMenu } from './services-menu';
