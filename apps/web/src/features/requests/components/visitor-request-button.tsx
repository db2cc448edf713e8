import { Button } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The request form's dialog, fetched when a visitor opens it (decision 064). */
const VisitorRequestDialog = lazy(async () => ({
  default: (await import('./visitor-request-dialog')).VisitorRequestDialog,
}));

/**
 * "Send a request" for a visitor who is not signed in, on a company's public profile (the admin
 * contacts the requester; decision 006): a button that opens VisitorRequestDialog.
 */
export function VisitorRequestButton({ companyId, companyName }: { companyId: number; companyName: string }) {
  const { t } = useTranslation('requests');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" leftSection={<IconSend size={16} aria-hidden="true" />} onClick={() => setOpened(true)}>
        {t('visitor.button')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <VisitorRequestDialog companyId={companyId} companyName={companyName} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
