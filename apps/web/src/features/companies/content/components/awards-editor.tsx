import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  AwardRequestSchema,
  LONG_TEXT_MAX_LENGTH,
  PROFILE_TITLE_MAX_LENGTH,
  type Award,
} from '@hissa/contracts/company-profile';
import { AwardsList } from './awards-list';
import { BilingualInputs } from './bilingual-inputs';
import { SectionEditor } from './section-editor';
import { SectionItemDialog } from './section-item-dialog';

type AwardValues = {
  year: string;
  titleEn: string;
  titleAr: string;
  issuerEn: string;
  issuerAr: string;
  descriptionEn: string;
  descriptionAr: string;
};

function valuesOf(award: Award | null): AwardValues {
  return {
    year: award ? String(award.year) : '',
    titleEn: award?.titleEn ?? '',
    titleAr: award?.titleAr ?? '',
    issuerEn: award?.issuerEn ?? '',
    issuerAr: award?.issuerAr ?? '',
    descriptionEn: award?.descriptionEn ?? '',
    descriptionAr: award?.descriptionAr ?? '',
  };
}

/**
 * The honours-and-awards section of the profile editor (year, title, description, issuing
 * institute; AwardRequestSchema).
 */
export function AwardsEditor({ awards }: { awards: Award[] }) {
  const { t } = useTranslation('companyProfile');
  return (
    <SectionEditor
      section="awards"
      title={t('awards.title')}
      addLabel={t('awards.add')}
      items={awards}
      nameOf={(award) => award.title}
      render={{
        list: (actions, emptyAction) => <AwardsList awards={awards} actions={actions} emptyAction={emptyAction} />,
        dialog: ({ opened, item, onClose }) => (
          <SectionItemDialog
            section="awards"
            opened={opened}
            onClose={onClose}
            title={item ? t('awards.edit') : t('awards.add')}
            itemId={item?.id ?? null}
            initialValues={valuesOf(item)}
            contract={AwardRequestSchema}
          >
            {(inputProps) => (
              <>
                <TextInput
                  label={t('awards.year')}
                  inputMode="numeric"
                  dir="ltr"
                  maxLength={4}
                  withAsterisk
                  w={{ base: '100%', sm: 160 }}
                  {...inputProps('year')}
                />
                <BilingualInputs
                  base="title"
                  label={t('awards.awardTitle')}
                  inputProps={inputProps}
                  maxLength={PROFILE_TITLE_MAX_LENGTH}
                  isRequired
                />
                <BilingualInputs
                  base="issuer"
                  label={t('awards.issuer')}
                  inputProps={inputProps}
                  maxLength={PROFILE_TITLE_MAX_LENGTH}
                  isRequired
                />
                <BilingualInputs
                  base="description"
                  label={t('awards.description')}
                  inputProps={inputProps}
                  maxLength={LONG_TEXT_MAX_LENGTH}
                  isMultiline
                />
              </>
            )}
          </SectionItemDialog>
        ),
      }}
    />
  );
}
