import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NEWS_ATTACHMENT_FIELD,
  NEWS_BODY_MAX_LENGTH,
  NEWS_TITLE_MAX_LENGTH,
  NEWS_TYPES,
  NewsRequestSchema,
} from '@hissa/contracts/company-profile';
import { usePublishNews } from '../api/publish-news';
import { BilingualInputs } from './bilingual-inputs';
import { FileChooser } from './file-chooser';
import { SegmentedField } from './segmented-field';
import { ContractFormDialog } from './section-item-dialog';

type NewsValues = { type: string; titleEn: string; titleAr: string; bodyEn: string; bodyAr: string };

const EMPTY: NewsValues = { type: 'news', titleEn: '', titleAr: '', bodyEn: '', bodyAr: '' };

/** The multipart body of a news item: its text fields (empty ones skipped) and the attachment. */
function newsForm(values: NewsValues, attachment: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) if (value.trim() !== '') form.append(name, value);
  if (attachment) form.append(NEWS_ATTACHMENT_FIELD, attachment, attachment.name);
  return form;
}

/**
 * Publishing a news item or an announcement (PublishNewsEndpoint; type, title, body, attachment;
 * the headline at most 300 characters, NEWS_TITLE_MAX_LENGTH): the type, headline and text in
 * English, Arabic or both, and an optional pdf, png or jpeg under 2 MB.
 */
export function NewsComposer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('companyProfile');
  const publish = usePublishNews();
  const [attachment, setAttachment] = useState<File | null>(null);
  // the chosen file is forgotten when the dialog closes, so it opens empty next time
  const close = () => {
    setAttachment(null);
    onClose();
  };
  return (
    <ContractFormDialog
      opened={opened}
      onClose={close}
      title={t('news.compose')}
      initialValues={EMPTY}
      contract={NewsRequestSchema}
      submitLabel={t('news.publish')}
      mutation={publish}
      toVariables={(values: NewsValues) => newsForm(values, attachment)}
    >
      {(inputProps) => (
        <>
          <SegmentedField
            label={t('news.typeLabel')}
            field={inputProps('type')}
            options={NEWS_TYPES.map((value) => ({ value, label: t(`news.type.${value}`) }))}
          />
          <BilingualInputs
            base="title"
            label={t('news.headline')}
            inputProps={inputProps}
            maxLength={NEWS_TITLE_MAX_LENGTH}
            isRequired
          />
          <BilingualInputs
            base="body"
            label={t('news.body')}
            inputProps={inputProps}
            maxLength={NEWS_BODY_MAX_LENGTH}
            isMultiline
            isRequired
          />
          <FileChooser
            label={t('news.attachmentOptional')}
            kind="document"
            file={attachment}
            onChange={setAttachment}
          />
        </>
      )}
    </ContractFormDialog>
  );
}
