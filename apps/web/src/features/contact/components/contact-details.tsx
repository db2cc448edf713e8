import { Anchor, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_DETAILS, CONTACT_HOURS } from '@hissa/contracts/public-forms/public-forms';
import { LtrText } from '../../../components/ltr-text';
import classes from './contact.module.css';

/**
 * The Contact us screen's details (spec §2): the address, phone, e-mail (contracts CONTACT_DETAILS,
 * decision 040) and working hours, 9:00 to 17:00 Arabia Standard Time, Sunday to Thursday (spec §1).
 */
export function ContactDetails() {
  const { t, i18n } = useTranslation('contact');
  return (
    <aside className={classes.panel} aria-labelledby="contact-details-heading">
      <Stack gap="lg">
        <Title order={2} size="h4" id="contact-details-heading">
          {t('details.heading')}
        </Title>
        <Detail icon={<IconMapPin size={18} />} label={t('details.address')}>
          <Text size="sm">{i18n.language === 'ar' ? CONTACT_DETAILS.addressAr : CONTACT_DETAILS.addressEn}</Text>
        </Detail>
        <Detail icon={<IconClock size={18} />} label={t('details.hours')}>
          <Text size="sm">{t('details.days')}</Text>
          <Text size="sm">{t('details.time', { opens: CONTACT_HOURS.opens, closes: CONTACT_HOURS.closes })}</Text>
        </Detail>
        <Detail icon={<IconPhone size={18} />} label={t('details.phone')}>
          <Anchor href={`tel:+${CONTACT_DETAILS.phone}`} size="sm">
            <LtrText>{CONTACT_DETAILS.phoneDisplay}</LtrText>
          </Anchor>
        </Detail>
        <Detail icon={<IconMail size={18} />} label={t('details.email')}>
          <Anchor href={`mailto:${CONTACT_DETAILS.email}`} size="sm">
            <LtrText>{CONTACT_DETAILS.email}</LtrText>
          </Anchor>
        </Detail>
      </Stack>
    </aside>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className={classes.detail}>
      <ThemeIcon variant="light" radius="xl" size="lg" aria-hidden="true">
        {icon}
      </ThemeIcon>
      <div>
        <Text fw={600} size="sm">
          {label}
        </Text>
        {children}
      </div>
    </div>
  );
}
