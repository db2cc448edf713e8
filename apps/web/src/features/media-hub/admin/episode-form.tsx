import { Button, Group, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { IconMusic } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  EpisodeInputSchema,
  PODCAST_AUDIO_CONTENT_TYPES,
  PODCAST_AUDIO_MAX_BYTES,
  type Episode,
  type EpisodeInput,
} from '@hissa/contracts/media/media';
import { useFormatters } from '../../../lib/formatting';
import { MEDIA_ADMIN_PATHS } from '../../../lib/routes';
import { useSaveEpisode, useUploadEpisodeAudio } from '../api/media-admin-api';
import { TitleAndDescriptionFields } from './bilingual-content-fields';
import { FileUploadPanel } from './file-upload-panel';
import { PublicationFields } from './publication-fields';
import { useMediaForm } from './use-media-form';

type EpisodeFormValues = {
  titleEn: string;
  titleAr: string;
  descriptionEn: string;
  descriptionAr: string;
  status: string;
  publishAt: string;
  episodeNumber: string;
  publishedOn: string;
  isFeatured: string;
};

function toRequest(values: EpisodeFormValues): EpisodeInput {
  return {
    ...values,
    status: values.status as EpisodeInput['status'],
    publishAt: values.publishAt || null,
    episodeNumber: values.episodeNumber.trim() === '' ? Number.NaN : Number(values.episodeNumber),
    isFeatured: values.isFeatured === 'true',
  };
}

function initialValuesOf(episode: Episode | undefined): EpisodeFormValues {
  return {
    titleEn: episode?.titleEn ?? '',
    titleAr: episode?.titleAr ?? '',
    descriptionEn: episode?.descriptionEn ?? '',
    descriptionAr: episode?.descriptionAr ?? '',
    status: episode?.status ?? 'draft',
    publishAt: episode?.publishAt ?? '',
    episodeNumber: episode?.episodeNumber.toString() ?? '',
    publishedOn: episode?.publishedOn ?? new Date().toISOString().slice(0, 10),
    isFeatured: episode?.isFeatured ? 'true' : 'false',
  };
}

/**
 * The newsroom's podcast episode editor (decision 040; contracts EpisodeInputSchema): bilingual
 * title and description, number, date, featured flag, draft, scheduled (with its publish time) or published, and the audio (mp3,
 * m4a, ogg or wav, checked by content on the server) once the episode is saved; an episode is
 * published only with its audio (409 otherwise, shown as the server says).
 */
export function EpisodeForm({ episode }: { episode?: Episode }) {
  const { t } = useTranslation('mediaHub');
  const format = useFormatters();
  const save = useSaveEpisode(episode?.id ?? null);
  const upload = useUploadEpisodeAudio(episode?.id ?? 0);
  const fields = useMediaForm<EpisodeFormValues, EpisodeInput>({
    contract: EpisodeInputSchema,
    toRequest,
    initialValues: initialValuesOf(episode),
    isNew: episode === undefined,
    save,
    editPath: (id) => `${MEDIA_ADMIN_PATHS.podcasts}/${id}`,
  });
  const { values, inputProps, form, submit } = fields;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <TitleAndDescriptionFields fields={fields} />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          <PublicationFields fields={fields} />
          <TextInput
            label={t('admin.episode.number')}
            inputMode="numeric"
            dir="ltr"
            required
            {...inputProps('episodeNumber')}
          />
          <TextInput label={t('admin.publishedOn')} type="date" dir="ltr" required {...inputProps('publishedOn')} />
          <Switch
            label={t('admin.episode.featured')}
            checked={values.isFeatured === 'true'}
            onChange={(event) => form.setFieldValue('isFeatured', event.currentTarget.checked ? 'true' : 'false')}
            mt={{ base: 0, sm: 'xl' }}
          />
        </SimpleGrid>
        <FileUploadPanel
          title={t('admin.episode.audio')}
          current={
            episode?.audio
              ? t('admin.episode.audioStored', { size: format.number(Math.round(episode.audio.sizeBytes / 1024)) })
              : t('admin.episode.noAudio')
          }
          pickLabel={t('admin.episode.audioPick')}
          hint={t('admin.episode.audioHint', {
            formats: 'MP3, M4A, OGG, WAV',
            size: format.number(PODCAST_AUDIO_MAX_BYTES / 1024 / 1024),
          })}
          accept={PODCAST_AUDIO_CONTENT_TYPES}
          icon={<IconMusic size={18} />}
          upload={episode ? upload : undefined}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={fields.isSaving}>
            {t('admin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
