import { Button, Modal, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useThrottledCallback } from '@mantine/hooks';
import { IconMailHeart } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  NEWSLETTER_POPUP,
  NewsletterSubscriptionSchema,
  PUBLIC_FORM_SHORT_TEXT_MAX_LENGTH,
} from '@hissa/contracts/public-forms/public-forms';
import { showNotification } from '../../../lib/notify';
import { EmailTextInput } from '../../../components/contact-inputs';
import { FormActions } from '../../../components/form-actions';
import { HoneypotField } from '../../../components/honeypot-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { contractFormSchema } from '../../../lib/contract-form-schema';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useIsSubscribed, useSubscribe } from '../api/newsletter-api';
import { scrolledFraction, shouldAutoOpen } from '../model/popup-rules';
import {
  closeNewsletterPopup,
  isDoneThisSession,
  openNewsletterPopup,
  useIsNewsletterPopupOpen,
} from '../model/popup-store';
import classes from './newsletter.module.css';

type Values = { fullName: string; designation: string; companyName: string; email: string; website: string };
const EMPTY: Values = { fullName: '', designation: '', companyName: '', email: '', website: '' };

/**
 * The newsletter popup (meeting-and-shell §4, §5): opens by itself once the visitor has scrolled
 * past 25 % of the page (scroll events throttled 200 ms; checked at once when it loads after the
 * visitor has scrolled), unless closed or used this session or the
 * signed-in user is subscribed; the footer button always opens it. Success: form reset, popup
 * closed, the Thank You dialog. Failure: a toast with the server's message (spec §8).
 */
export function NewsletterPopup({ homePath }: { homePath: string }) {
  const { t, i18n } = useTranslation('newsletter');
  const isOpen = useIsNewsletterPopupOpen();
  const isSubscribed = useIsSubscribed();
  const [isThankYouOpen, setIsThankYouOpen] = useState(false);
  const subscribe = useSubscribe();
  const languageCode = i18n.language === 'ar' ? 'ar' : 'en';
  const schema = contractFormSchema(NewsletterSubscriptionSchema, (values: Values) => ({ ...values, languageCode }));
  const { inputProps, onSubmit, applyServerErrors, reset } = useValidatedForm<Values>({ schema, initialValues: EMPTY });

  const onScroll = useThrottledCallback(() => {
    const fraction = scrolledFraction(window.scrollY, document.documentElement.scrollHeight, window.innerHeight);
    if (shouldAutoOpen({ fraction, isDoneThisSession: isDoneThisSession(), isSubscribed })) openNewsletterPopup();
  }, NEWSLETTER_POPUP.throttleMs);
  useEffect(() => {
    window.addEventListener('scroll', onScroll, { passive: true });
    // this code arrives after the page: a visitor who has already scrolled is not missed
    if (window.scrollY > 0) onScroll();
    return () => window.removeEventListener('scroll', onScroll);
  }, [onScroll]);

  return (
    <>
      <Modal
        opened={isOpen}
        onClose={closeNewsletterPopup}
        title={t('popup.title')}
        closeButtonProps={{ 'aria-label': t('close') }}
        centered
        size="lg"
      >
        <form
          noValidate
          aria-label={t('popup.formLabel')}
          onSubmit={onSubmit((valid) =>
            subscribe.mutate(
              { ...valid, languageCode },
              {
                onSuccess: () => {
                  reset();
                  closeNewsletterPopup();
                  setIsThankYouOpen(true);
                },
                onError: (error) => {
                  applyServerErrors(error);
                  if (!(error instanceof ApiError && error.fieldErrors.length > 0))
                    showNotification({ color: 'red', message: errorMessage(error) });
                },
              },
            ),
          )}
        >
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('popup.intro')}
            </Text>
            <TextInput
              label={t('fields.fullName')}
              required
              maxLength={PUBLIC_FORM_SHORT_TEXT_MAX_LENGTH}
              autoComplete="name"
              {...inputProps('fullName')}
            />
            <EmailTextInput label={t('fields.email')} required autoComplete="email" {...inputProps('email')} />
            <TextInput
              label={t('fields.companyName')}
              maxLength={PUBLIC_FORM_SHORT_TEXT_MAX_LENGTH}
              autoComplete="organization"
              {...inputProps('companyName')}
            />
            <TextInput
              label={t('fields.designation')}
              maxLength={PUBLIC_FORM_SHORT_TEXT_MAX_LENGTH}
              autoComplete="organization-title"
              {...inputProps('designation')}
            />
            <HoneypotField label={t('fields.website')} {...inputProps('website')} />
            <Text size="xs" c="dimmed">
              {t('popup.consent')}
            </Text>
            <FormActions isPending={subscribe.isPending} submitLabel={t('popup.submit')} />
          </Stack>
        </form>
      </Modal>
      <Modal
        opened={isThankYouOpen}
        onClose={() => setIsThankYouOpen(false)}
        title={<span className={classes.thankYouTitle}>{t('thankYou.heading')}</span>}
        closeButtonProps={{ 'aria-label': t('close') }}
        centered
      >
        <Stack align="center" gap="sm" pb="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="green" aria-hidden="true">
            <IconMailHeart size={30} />
          </ThemeIcon>
          <Text>{t('thankYou.text')}</Text>
          <Text size="sm" c="dimmed">
            {t('thankYou.confirmHint')}
          </Text>
          <Button component={Link} to={homePath} onClick={() => setIsThankYouOpen(false)}>
            {t('thankYou.home')}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
