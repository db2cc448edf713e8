import { showNotification } from '../../../../lib/notify';
import { i18next } from '../../../../i18n/i18n';

/** The toast of a successful write: the server's message, with a named close button (WCAG 4.1.2). */
export function showSaved(message: string): void {
  showNotification({ color: 'green', message, closeButtonProps: { 'aria-label': i18next.t('common.close') } });
}
