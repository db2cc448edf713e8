import { ActionIcon, Anchor, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HissaLogo } from '../../components/hissa-logo';
import { NewsletterButton } from '../../features/newsletter/components/newsletter-button';
import { useFormatters } from '../../lib/formatting';
import { PATHS } from '../../lib/routes';
import { useSession } from '../../lib/session/session';
import { FOOTER_LINKS, SITE_LINKS } from './nav-items';
import { SOCIAL_LINKS } from './social-links';
import classes from './public-footer.module.css';

/**
 * The public footer: logo, description, site links, four social links and the copyright line with
 * the current year. The site links show to signed-out visitors only; the newsletter button (always
 * opens the popup) and the about, careers, privacy and terms links show to everyone (decision 027).
 */
export function PublicFooter() {
  const { t } = useTranslation(['ui', 'sitePages']);
  const format = useFormatters();
  const isSignedIn = useSession() !== null;

  return (
    <footer className={classes.footer}>
      <Container py={48}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40}>
          <Stack gap="md" maw={420}>
            <Anchor component={Link} to={PATHS.home} className={classes.logoLink} underline="never">
              <HissaLogo variant="light" />
            </Anchor>
            <Text size="sm" className={classes.muted}>
              {t('footer.description')}
            </Text>
            <div>
              <Title order={2} className={classes.heading}>
                {t('footer.followHeading')}
              </Title>
              <Group gap="xs" mt="xs">
                {SOCIAL_LINKS.map((link) => (
                  <ActionIcon
                    key={link.href}
                    component="a"
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t(link.labelKey)}
                    size="lg"
                    radius="md"
                    variant="default"
                    className={classes.social}
                  >
                    <link.icon size={18} stroke={1.75} aria-hidden="true" />
                  </ActionIcon>
                ))}
              </Group>
            </div>
            <div>
              <NewsletterButton />
            </div>
          </Stack>

          {/* Footer links are for signed-out visitors only. */}
          {!isSignedIn && (
            <nav aria-labelledby="footer-links-heading">
              <Title order={2} id="footer-links-heading" className={classes.heading}>
                {t('footer.linksHeading')}
              </Title>
              <ul className={classes.links}>
                {FOOTER_LINKS.map((link) => (
                  <li key={link.to}>
                    <Anchor component={Link} to={link.to} className={classes.link} size="sm">
                      {t(link.labelKey)}
                    </Anchor>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </SimpleGrid>

        <div className={classes.bottom}>
          <Text size="xs" className={classes.muted}>
            {t('footer.copyright', { year: format.year(new Date()) })}
          </Text>
          <ul className={classes.siteLinks}>
            {SITE_LINKS.map((link) => (
              <li key={link.to}>
                <Anchor component={Link} to={link.to} className={classes.link} size="xs">
                  {t(link.labelKey)}
                </Anchor>
              </li>
            ))}
          </ul>
          <Text size="xs" className={classes.muted} maw={620}>
            {t('footer.facilitator')}
          </Text>
        </div>
      </Container>
    </footer>
  );
}
