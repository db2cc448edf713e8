import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SITE_PAGE_PATHS } from '@hissa/contracts/site-pages';
import { PageTitle } from '../../../components/page-title';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ContactDetails } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';
import classes from '../components/contact.module.css';

/** /contact-us (spec §2 Contact us screen, §7 contact-us): the form beside the address and working hours. */
export function ContactUsPage() {
  const { t } = useTranslation('contact');
  useDocumentTitle(t('contact.title'));
  return (
    <div className={classes.page}>
      <PageTitle title={t('contact.title')} subtitle={t('contact.subtitle')} />
      <div className={classes.layout}>
        <ContactForm kind="contact" />
        <div>
          <ContactDetails />
          <Text size="sm" mt="md">
            {t('contact.demoPrompt')}{' '}
            <Anchor component={Link} to={SITE_PAGE_PATHS.bookDemo}>
              {t('contact.demoLink')}
            </Anchor>
          </Text>
        </div>
      </div>
    </div>
  );
}
