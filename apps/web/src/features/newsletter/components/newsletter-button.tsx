import { Button } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openNewsletterPopup } from '../model/popup-store';

/** The footer's newsletter button (spec §2 footer): always opens the popup. */
export function NewsletterButton() {
  const { t } = useTranslation('newsletter');
  return (
    <Button
      variant="white"
      color="dark"
      leftSection={<IconMail size={18} aria-hidden="true" />}
      onClick={openNewsletterPopup}
    >
      {t('footerButton')}
    </Button>
  );
}
