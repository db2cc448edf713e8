import { IconBrandInstagram, IconBrandLinkedin, IconBrandX, IconBrandYoutube, type Icon } from '@tabler/icons-react';

/** A social profile link of the footer; `labelKey` names it for screen readers. */
interface SocialLink {
  href: string;
  icon: Icon;
  labelKey: 'footer.socialX' | 'footer.socialLinkedIn' | 'footer.socialInstagram' | 'footer.socialYouTube';
}

/**
 * The footer's four social links. The product's own handles are not chosen yet: these point at the
 * networks' home pages until they are.
 */
export const SOCIAL_LINKS: SocialLink[] = [
  { href: 'https://x.com/', icon: IconBrandX, labelKey: 'footer.socialX' },
  { href: 'https://www.linkedin.com/', icon: IconBrandLinkedin, labelKey: 'footer.socialLinkedIn' },
  { href: 'https://www.instagram.com/', icon: IconBrandInstagram, labelKey: 'footer.socialInstagram' },
  { href: 'https://www.youtube.com/', icon: IconBrandYoutube, labelKey: 'footer.socialYouTube' },
];
