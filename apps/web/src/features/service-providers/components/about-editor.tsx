import { Alert, Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ProviderEditor,
  ProviderAboutRequestSchema,
} from '@hissa/contracts/services-marketplace/provider-content';
import { showNotification } from '../../../lib/notify';
import { LookupMultiSelect, LookupSelect } from '../../../components/lookup-select';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useSaveProviderAbout } from '../api/provider-profile';
import { BilingualInputs } from './bilingual-inputs';
import { PictureStrip } from './section-editors';

const AboutFormSchema = ProviderAboutRequestSchema.omit({ industryGroupCodes: true });

/**
 * The about and business-info sections of the editor, saved together (UpdateProviderAboutEndpoint):
 * the logo, the about text in both languages, contact details, category (ISIC class), city,
 * business type, employees, founding date, development stage and the industry groups served.
 */
export function AboutEditor({ editor }: { editor: ProviderEditor }) {
  const { t } = useTranslation('providerProfile');
  const save = useSaveProviderAbout();
  const { about } = editor;
  const text = (value: string | number | null) => (value === null ? '' : String(value));
  const form = useValidatedForm({
    schema: AboutFormSchema,
    initialValues: {
      descriptionEn: text(about.descriptionEn),
      descriptionAr: text(about.descriptionAr),
      website: text(about.website),
      email: text(about.email),
      phone: text(about.phone),
      cityId: text(about.cityId),
      isicClassCode: text(about.isicClassCode),
      businessType: text(about.businessType),
      employeesBracket: text(about.employeesBracket),
      establishedDate: text(about.establishedDate),
      developmentStage: text(about.developmentStage),
    },
  });
  const [groups, setGroups] = useState<string[]>(about.industryGroupCodes);
  const groupError =
    save.error instanceof ApiError
      ? save.error.fieldErrors.find((error) => error.field === 'body.industryGroupCodes')?.message
      : undefined;
  const f = (key: string) => t(`fields.${key}` as 'fields.name');
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate(
          { ...values, industryGroupCodes: groups },
          {
            onSuccess: (answer) => showNotification({ color: 'green', message: answer.message }),
            onError: form.applyServerErrors,
          },
        ),
      )}
    >
      <Stack gap="lg">
        <Paper
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'lg' }}
          id="section-about"
          component="section"
          aria-labelledby="about-title"
        >
          <Stack gap="md">
            <Title order={2} size="h4" id="about-title">
              {t('parts.about')}
            </Title>
            <div id="section-logo">
              <PictureStrip
                kind="logo"
                ownerId={null}
                pictures={editor.logo ? [editor.logo] : []}
                single
                label={t('parts.logo')}
                uploadLabel={t('uploadLogo')}
              />
            </div>
            <BilingualInputs
              base="description"
              label={f('description')}
              long
              props={(name) => form.inputProps(name as 'descriptionEn')}
            />
          </Stack>
        </Paper>
        <Paper
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'lg' }}
          id="section-businessInfo"
          component="section"
          aria-labelledby="business-title"
        >
          <Stack gap="md">
            <Title order={2} size="h4" id="business-title">
              {t('parts.businessInfo')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <LookupSelect
                list="industrial-classification-level-4"
                label={f('category')}
                {...form.inputProps('isicClassCode')}
              />
              <LookupSelect list="cities" label={f('city')} {...form.inputProps('cityId')} />
              <LookupSelect list="business-types" label={f('businessType')} {...form.inputProps('businessType')} />
              <LookupSelect
                list="number-of-employees"
                label={f('employees')}
                {...form.inputProps('employeesBracket')}
              />
              <TextInput type="date" label={f('established')} {...form.inputProps('establishedDate')} />
              <LookupSelect
                list="development-stages"
                label={f('developmentStage')}
                {...form.inputProps('developmentStage')}
              />
              <TextInput label={f('website')} dir="ltr" inputMode="url" {...form.inputProps('website')} />
              <TextInput label={f('email')} dir="ltr" inputMode="email" {...form.inputProps('email')} />
              <TextInput label={f('phone')} dir="ltr" inputMode="tel" {...form.inputProps('phone')} />
            </SimpleGrid>
            <LookupMultiSelect
              list="sectors"
              label={f('industryGroups')}
              value={groups}
              onChange={setGroups}
              error={groupError}
            />
            {save.error !== null && !(save.error instanceof ApiError && save.error.fieldErrors.length > 0) && (
              <Alert color="red">{errorMessage(save.error)}</Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                {t('save')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </form>
  );
}
