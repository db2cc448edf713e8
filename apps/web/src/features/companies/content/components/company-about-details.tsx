import { ActionIcon, Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandLinkedin, IconBrandX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CompanyContent } from '@hissa/contracts/company-profile';
import { DetailList } from '../../../../components/detail-list';
import { DetailSection } from '../../../../components/detail-section';
import { LtrText } from '../../../../components/ltr-text';
import { useFormatters } from '../../../../lib/formatting';
import classes from './company-profile.module.css';
import { FileLink } from './file-link';

const SOCIAL_ICONS = { facebook: IconBrandFacebook, twitter: IconBrandX, linkedin: IconBrandLinkedin } as const;

/**
 * What a company adds to its basic details (CompanyContentSchema): headquarters, country, branches,
 * geographical expansion, category and sub-industry group, revenue bracket, product URL, key
 * highlights, share structure (whole shares, ownership with one decimal), contact person, social
 * links and documents (the public ones; all of them for the owner).
 */
export function CompanyAboutDetails({ content }: { content: CompanyContent }) {
  const { t } = useTranslation('companyProfile');
  const format = useFormatters();
  const shares = content.shareStructure;
  const socialLinks = (['facebook', 'twitter', 'linkedin'] as const).flatMap((network) => {
    const url = content.socialLinks[network];
    return url ? [{ network, url, Icon: SOCIAL_ICONS[network] }] : [];
  });
  const sharesValue = (value: number | null) =>
    value === null ? null : <span className={classes.numeric}>{format.number(value)}</span>;

  return (
    <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg">
      <Stack gap="lg">
        <DetailSection title={t('about.companyDetails')}>
          <DetailList
            columns={1}
            items={[
              { label: t('about.headquarters'), value: content.headquarters },
              { label: t('about.country'), value: content.country?.name },
              {
                label: t('about.branches'),
                value: content.branches.map((branch) => branch.name).join(t('about.listSeparator')),
              },
              {
                label: t('about.geographicalExpansion'),
                value: content.geographicalExpansion.map((country) => country.name).join(t('about.listSeparator')),
              },
              { label: t('about.category'), value: content.category?.name },
              { label: t('about.subIndustryGroup'), value: content.subIndustryGroup?.name },
              { label: t('about.revenueBracket'), value: content.revenueBracket?.name },
              {
                label: t('about.productUrl'),
                value: content.productUrl && (
                  <Anchor href={content.productUrl} target="_blank" rel="noopener noreferrer">
                    <LtrText>{content.productUrl.replace(/^https?:\/\//, '')}</LtrText>
                  </Anchor>
                ),
              },
            ]}
          />
        </DetailSection>
      </Stack>
      <Stack gap="lg">
        <DetailSection title={t('about.keyHighlights')}>
          {content.keyHighlights.length > 0 ? (
            <ul className={classes.highlights}>
              {content.keyHighlights.map((line) => (
                <li key={line} dir="auto">
                  {line}
                </li>
              ))}
            </ul>
          ) : (
            <Text size="sm" c="dimmed">
              {t('about.noHighlights')}
            </Text>
          )}
        </DetailSection>
        <DetailSection title={t('about.shareStructure')}>
          <DetailList
            columns={1}
            items={[
              { label: t('about.totalShares'), value: sharesValue(shares.totalShares) },
              { label: t('about.offeredShares'), value: sharesValue(shares.offeredShares) },
              { label: t('about.effectiveShares'), value: sharesValue(shares.effectiveShares) },
              {
                label: t('about.ownershipPercentage'),
                value: shares.ownershipPercentage && format.percent(shares.ownershipPercentage),
              },
            ]}
          />
        </DetailSection>
      </Stack>
      <Stack gap="lg">
        <DetailSection title={t('about.contactPerson')}>
          <DetailList
            columns={1}
            items={[
              { label: t('about.contactName'), value: content.contactPerson?.name },
              {
                label: t('about.contactEmail'),
                value: content.contactPerson?.email && (
                  <Anchor href={`mailto:${content.contactPerson.email}`}>
                    <LtrText>{content.contactPerson.email}</LtrText>
                  </Anchor>
                ),
              },
              {
                label: t('about.contactPhone'),
                value: content.contactPerson?.phone && (
                  <Anchor href={`tel:${content.contactPerson.phone}`}>
                    <LtrText>{content.contactPerson.phone}</LtrText>
                  </Anchor>
                ),
              },
            ]}
          />
          {socialLinks.length > 0 && (
            <Group gap="xs" mt="sm" aria-label={t('about.socialLinks')} role="group">
              {socialLinks.map(({ network, url, Icon }) => (
                // The network's name shows on hover as the browser's own tooltip: a Mantine
                // Tooltip would put its positioning library (18 KiB) on the profile's first load.
                <ActionIcon
                  key={network}
                  component="a"
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="light"
                  color="brand"
                  size="lg"
                  title={t(`about.social.${network}`)}
                  aria-label={`${t(`about.social.${network}`)} (${t('about.opensInNewTab')})`}
                >
                  <Icon size={20} aria-hidden="true" />
                </ActionIcon>
              ))}
            </Group>
          )}
        </DetailSection>
        <DetailSection title={t('about.documents')}>
          {content.documents.filter((file) => file.kind !== 'logo').length > 0 ? (
            <Stack gap="xs">
              {content.documents
                .filter((file) => file.kind !== 'logo')
                .map((file) => (
                  <FileLink key={file.fileId} file={file} label={t(`files.kind.${file.kind}`)} />
                ))}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t('about.noDocuments')}
            </Text>
          )}
        </DetailSection>
      </Stack>
    </SimpleGrid>
  );
}
