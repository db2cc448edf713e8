import { Anchor, Button, Container, Group, List, Paper, RingProgress, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconLinkOff, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { halalasToSar } from '@hissa/contracts/money';
import {
  AddProviderAwardEndpoint,
  AddProviderClientEndpoint,
  AddProviderProjectEndpoint,
  AddProviderServiceEndpoint,
  AddProviderTeamMemberEndpoint,
  AddProviderTestimonialEndpoint,
  DeleteProviderAwardEndpoint,
  DeleteProviderClientEndpoint,
  DeleteProviderProjectEndpoint,
  DeleteProviderServiceEndpoint,
  DeleteProviderTeamMemberEndpoint,
  DeleteProviderTestimonialEndpoint,
  UpdateProviderAwardEndpoint,
  UpdateProviderClientEndpoint,
  UpdateProviderProjectEndpoint,
  UpdateProviderServiceEndpoint,
  UpdateProviderTeamMemberEndpoint,
  UpdateProviderTestimonialEndpoint,
} from '@hissa/contracts/service-providers-endpoints';
import {
  type ProviderEditor,
  ProviderAwardRequestSchema,
  ProviderClientRequestSchema,
  ProviderProjectRequestSchema,
  ProviderServiceRequestSchema,
  ProviderTeamMemberRequestSchema,
  ProviderTestimonialRequestSchema,
} from '@hissa/contracts/services-marketplace/provider-content';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError } from '../../../lib/api-client';
import { useFormatters } from '../../../lib/formatting';
import { PATHS, PROVIDER_PROFILE_PATHS, SALES_PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProviderEditor } from '../api/provider-profile';
import { PlanStepBanner } from '../components/plan-step-banner';
import { AboutEditor } from '../components/about-editor';
import { ProviderProfileSkeleton } from '../components/provider-public-view';
import { SectionEditor, usePackageName } from '../components/section-editors';

/** The completeness meter: the share of profile parts filled in, and links to the missing ones. */
function CompletenessMeter({ editor }: { editor: ProviderEditor }) {
  const { t } = useTranslation('providerProfile');
  const format = useFormatters();
  const { share, missing } = editor.profileCompleteness;
  const percent = Math.round(share * 100);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-labelledby="completeness-title">
      <Group gap="lg" wrap="nowrap" align="center">
        <RingProgress
          size={96}
          thickness={10}
          roundCaps
          sections={[{ value: percent, color: percent === 100 ? 'green' : 'brand' }]}
          label={
            <Text ta="center" fw={700} data-testid="completeness-percent">
              {format.percent(String(percent))}
            </Text>
          }
          aria-hidden="true"
        />
        <Stack gap={4}>
          <Title order={2} size="h5" id="completeness-title">
            {t('completeness')}
          </Title>
          {missing.length === 0 ? (
            <Text size="sm">{t('completenessDone')}</Text>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {t('completenessMissing')}
              </Text>
              <List size="sm" spacing={2} className="completeness-missing">
                {missing.map((part) => (
                  <List.Item key={part}>
                    <Anchor href={`#section-${part}`}>{t(`parts.${part}`)}</Anchor>
                  </List.Item>
                ))}
              </List>
            </>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * sp/sp-profile: the provider user's profile editor (docs/decisions/014): the completeness meter,
 * the logo, about and business info, then the six list sections (services and projects held to
 * the package limit with an upgrade link), each text in English and Arabic side by side. An
 * account not linked to a provider is told so.
 */
export function ProviderProfileEditorPage() {
  const { t } = useTranslation('providerProfile');
  const { t: common } = useTranslation();
  const { language } = useLanguage();
  const format = useFormatters();
  useDocumentTitle(t('editorTitle'));
  const query = useProviderEditor();
  const editor = query.data;
  const packageName = usePackageName(editor ?? ({ package: { code: 'basic' } } as ProviderEditor));
  const local = (english: string | null, arabic: string | null) =>
    (language === 'ar' ? (arabic ?? english) : (english ?? arabic)) ?? '';
  const f = (key: string) => t(`fields.${key}` as 'fields.name');

  let content;
  if (query.error instanceof ApiError && query.error.isNotFound)
    content = (
      <EmptyState
        icon={<IconLinkOff size={28} />}
        title={t('editorTitle')}
        description={query.error.message}
        action={
          <Button component={Link} to={PATHS.servicesHome} variant="light">
            {common('services.browseProviders')}
          </Button>
        }
      />
    );
  else if (query.isError) content = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (!editor) content = <ProviderProfileSkeleton />;
  else {
    const usage = editor.package;
    content = (
      <Stack gap="lg">
        <PlanStepBanner />
        <CompletenessMeter editor={editor} />
        <AboutEditor editor={editor} />
        <SectionEditor
          config={{
            anchor: 'section-services',
            title: t('parts.services'),
            endpoints: {
              create: AddProviderServiceEndpoint,
              update: UpdateProviderServiceEndpoint,
              remove: DeleteProviderServiceEndpoint,
            },
            schema: ProviderServiceRequestSchema,
            fields: [
              { kind: 'pair', base: 'title', label: f('title') },
              {
                kind: 'lookup',
                name: 'isicClassCode',
                label: f('subCategory'),
                list: 'industrial-classification-level-4',
              },
              { kind: 'fee', name: 'startingFeeHalalas', label: f('startingFee') },
              { kind: 'pairLong', base: 'description', label: f('description') },
            ],
            items: editor.services,
            heading: (item) => local(item.titleEn, item.titleAr),
            detail: (item) =>
              item.startingFeeHalalas === null
                ? null
                : t('startingFrom', { fee: format.sar(halalasToSar(BigInt(item.startingFeeHalalas))) }),
            pictureKind: 'service',
            pictures: (item) => item.pictures,
            limit: {
              used: usage.used.services,
              limit: usage.limits.services,
              upgradePath: usage.upgradePath,
              packageName,
            },
          }}
        />
        <SectionEditor
          config={{
            anchor: 'section-projects',
            title: t('parts.projects'),
            endpoints: {
              create: AddProviderProjectEndpoint,
              update: UpdateProviderProjectEndpoint,
              remove: DeleteProviderProjectEndpoint,
            },
            schema: ProviderProjectRequestSchema,
            fields: [
              { kind: 'pair', base: 'title', label: f('title') },
              {
                kind: 'lookup',
                name: 'isicClassCode',
                label: f('category'),
                list: 'industrial-classification-level-4',
              },
              { kind: 'pair', base: 'clientName', label: f('clientName') },
              { kind: 'year', name: 'completedYear', label: f('completedYear') },
              { kind: 'pairLong', base: 'description', label: f('description') },
            ],
            items: editor.projects,
            heading: (item) => local(item.titleEn, item.titleAr),
            detail: (item) => local(item.clientNameEn, item.clientNameAr) || null,
            pictureKind: 'project',
            pictures: (item) => item.pictures,
            limit: {
              used: usage.used.projects,
              limit: usage.limits.projects,
              upgradePath: usage.upgradePath,
              packageName,
            },
          }}
        />
        <SectionEditor
          config={{
            anchor: 'section-clients',
            title: t('parts.clients'),
            endpoints: {
              create: AddProviderClientEndpoint,
              update: UpdateProviderClientEndpoint,
              remove: DeleteProviderClientEndpoint,
            },
            schema: ProviderClientRequestSchema,
            fields: [
              { kind: 'pair', base: 'name', label: f('name') },
              { kind: 'pair', base: 'designation', label: f('designation') },
              { kind: 'pairLong', base: 'description', label: f('description') },
            ],
            items: editor.clients,
            heading: (item) => local(item.nameEn, item.nameAr),
            detail: (item) => local(item.designationEn, item.designationAr) || null,
            pictureKind: 'client',
            pictures: (item) => item.pictures,
          }}
        />
        <SectionEditor
          config={{
            anchor: 'section-teamMembers',
            title: t('parts.teamMembers'),
            endpoints: {
              create: AddProviderTeamMemberEndpoint,
              update: UpdateProviderTeamMemberEndpoint,
              remove: DeleteProviderTeamMemberEndpoint,
            },
            schema: ProviderTeamMemberRequestSchema,
            fields: [
              { kind: 'lookup', name: 'titleCode', label: f('personTitle'), list: 'titles' },
              { kind: 'pair', base: 'name', label: f('name') },
              { kind: 'pair', base: 'designation', label: f('designation') },
            ],
            items: editor.teamMembers,
            heading: (item) => local(item.nameEn, item.nameAr),
            detail: (item) => local(item.designationEn, item.designationAr) || null,
            pictureKind: 'team_member',
            pictures: (item) => item.pictures,
          }}
        />
        <SectionEditor
          config={{
            anchor: 'section-awards',
            title: t('parts.awards'),
            endpoints: {
              create: AddProviderAwardEndpoint,
              update: UpdateProviderAwardEndpoint,
              remove: DeleteProviderAwardEndpoint,
            },
            schema: ProviderAwardRequestSchema,
            fields: [
              { kind: 'year', name: 'year', label: f('year') },
              { kind: 'pair', base: 'title', label: f('title') },
              { kind: 'pair', base: 'issuer', label: f('issuer') },
              { kind: 'pairLong', base: 'description', label: f('description') },
            ],
            items: editor.awards,
            heading: (item) => local(item.titleEn, item.titleAr),
            detail: (item) => `${local(item.issuerEn, item.issuerAr)} · ${format.year(`${item.year}-06-01`)}`,
          }}
        />
        <SectionEditor
          config={{
            anchor: 'section-testimonials',
            title: t('parts.testimonials'),
            endpoints: {
              create: AddProviderTestimonialEndpoint,
              update: UpdateProviderTestimonialEndpoint,
              remove: DeleteProviderTestimonialEndpoint,
            },
            schema: ProviderTestimonialRequestSchema,
            fields: [
              { kind: 'pair', base: 'authorName', label: f('authorName') },
              { kind: 'pair', base: 'authorDesignation', label: f('authorDesignation') },
              { kind: 'pairLong', base: 'quote', label: f('quote') },
            ],
            items: editor.testimonials,
            heading: (item) => local(item.authorNameEn, item.authorNameAr),
            detail: (item) => local(item.quoteEn, item.quoteAr),
          }}
        />
      </Stack>
    );
  }

  return (
    <Container py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1}>{t('editorTitle')}</Title>
            <Text c="dimmed">{t('editorIntro')}</Text>
            {editor && (
              <Text fw={600} mt={4}>
                {language === 'ar' ? editor.nameAr : editor.nameEn}
              </Text>
            )}
          </div>
          {editor && (
            <Group gap="sm">
              <Button
                component={Link}
                to={SALES_PATHS.featureYourCompany}
                variant="light"
                color="gold"
                c="gold.9"
                leftSection={<IconStarFilled size={16} aria-hidden="true" />}
              >
                {t('featureYourCompany')}
              </Button>
              <Button
                component={Link}
                to={PROVIDER_PROFILE_PATHS.viewAsBuyer}
                variant="default"
                leftSection={<IconEye size={16} aria-hidden="true" />}
              >
                {t('viewAsBuyer')}
              </Button>
            </Group>
          )}
        </Group>
        {content}
      </Stack>
    </Container>
  );
}
