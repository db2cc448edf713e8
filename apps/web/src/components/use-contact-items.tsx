import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DetailItem } from './detail-list';
import { LtrText } from './ltr-text';

/** A web address with its scheme, so "example.sa" becomes a working https link. */
function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

/** A web address as people read it: no scheme, no trailing slash. */
function websiteLabel(website: string): string {
  return website.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/**
 * Website, e-mail and phone as DetailList rows of working links. Addresses and numbers stay
 * left to right inside Arabic text. Labels come from `labels` (already translated).
 */
export function useContactItems(
  contact: { website: string | null; email: string | null; phone: string | null },
  labels: { website: string; email: string; phone: string },
): DetailItem[] {
  const { t } = useTranslation();
  return [
    {
      label: labels.website,
      value: contact.website ? (
        <Anchor href={websiteHref(contact.website)} target="_blank" rel="noopener noreferrer">
          <LtrText>{websiteLabel(contact.website)}</LtrText>
          <span className="visually-hidden"> ({t('common.opensInNewTab')})</span>
        </Anchor>
      ) : null,
    },
    {
      label: labels.email,
      value: contact.email ? (
        <Anchor href={`mailto:${contact.email}`}>
          <LtrText>{contact.email}</LtrText>
        </Anchor>
      ) : null,
    },
    {
      label: labels.phone,
      value: contact.phone ? (
        <Anchor href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
          <LtrText>{contact.phone}</LtrText>
        </Anchor>
      ) : null,
    },
  ];
}
