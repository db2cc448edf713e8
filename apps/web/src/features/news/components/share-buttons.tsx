import { ActionIcon, Button, CopyButton, Group, Tooltip } from '@mantine/core';
import { IconBrandLinkedin, IconBrandWhatsapp, IconBrandX, IconCheck, IconLink, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Share an article (spec §2 News "share"): the device's share sheet where the Web Share API
 * exists, copy the link, and links that open X, LinkedIn and WhatsApp with the address and title.
 */
export function ShareButtons({ title, url }: { title: string; url: string }) {
  const { t } = useTranslation('news');
  const encodedUrl = encodeURIComponent(url);
  const encodedTitle = encodeURIComponent(title);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const links = [
    { label: t('share.x'), icon: IconBrandX, href: `https://x.com/intent/post?url=${encodedUrl}&text=${encodedTitle}` },
    {
      label: t('share.linkedin'),
      icon: IconBrandLinkedin,
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`,
    },
    {
      label: t('share.whatsapp'),
      icon: IconBrandWhatsapp,
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    },
  ];
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={t('share.label')}>
      {canShare && (
        <Button
          variant="light"
          leftSection={<IconShare size={18} />}
          onClick={() => navigator.share({ title, url }).catch(() => undefined)}
        >
          {t('share.share')}
        </Button>
      )}
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Button
            variant="default"
            leftSection={copied ? <IconCheck size={18} /> : <IconLink size={18} />}
            onClick={copy}
            aria-live="polite"
          >
            {copied ? t('share.copied') : t('share.copy')}
          </Button>
        )}
      </CopyButton>
      {links.map(({ label, icon: Icon, href }) => (
        <Tooltip key={href} label={label}>
          <ActionIcon
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            size="lg"
            aria-label={label}
          >
            <Icon size={18} />
          </ActionIcon>
        </Tooltip>
      ))}
    </Group>
  );
}
