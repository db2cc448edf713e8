import { Checkbox } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LONG_TEXT_MAX_LENGTH,
  PROFILE_TITLE_MAX_LENGTH,
  TEAM_PHOTO_FIELD,
  TeamMemberRequestSchema,
  type TeamMember,
} from '@hissa/contracts/company-profile';
import { BilingualInputs } from './bilingual-inputs';
import { FileChooser } from './file-chooser';
import { SectionEditor } from './section-editor';
import { SectionItemDialog } from './section-item-dialog';
import { TeamList } from './team-list';

type MemberValues = {
  nameEn: string;
  nameAr: string;
  titleEn: string;
  titleAr: string;
  biographyEn: string;
  biographyAr: string;
};

function valuesOf(member: TeamMember | null): MemberValues {
  return {
    nameEn: member?.nameEn ?? '',
    nameAr: member?.nameAr ?? '',
    titleEn: member?.titleEn ?? '',
    titleAr: member?.titleAr ?? '',
    biographyEn: member?.biographyEn ?? '',
    biographyAr: member?.biographyAr ?? '',
  };
}

/** The multipart body of a team member: its text fields (empty ones skipped), the photo and the remove flag. */
function memberForm(values: MemberValues, photo: File | null, removePhoto: boolean): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) if (value.trim() !== '') form.append(name, value);
  if (removePhoto) form.append('removePhoto', 'true');
  if (photo) form.append(TEAM_PHOTO_FIELD, photo, photo.name);
  return form;
}

/** The add / edit dialog of a team member, with the photo chooser (a new photo replaces the old one). */
function TeamMemberDialog({
  opened,
  member,
  onClose,
}: {
  opened: boolean;
  member: TeamMember | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('companyProfile');
  const [photo, setPhoto] = useState<File | null>(null);
  const [removePhoto, setRemovePhoto] = useState(false);
  // the chosen photo is forgotten when the dialog closes, so it opens empty next time
  const close = () => {
    setPhoto(null);
    setRemovePhoto(false);
    onClose();
  };
  return (
    <SectionItemDialog
      section="team"
      opened={opened}
      onClose={close}
      title={member ? t('team.edit') : t('team.add')}
      itemId={member?.id ?? null}
      initialValues={valuesOf(member)}
      contract={TeamMemberRequestSchema}
      toBody={(values) => memberForm(values, photo, removePhoto)}
    >
      {(inputProps) => (
        <>
          <BilingualInputs base="name" label={t('team.name')} inputProps={inputProps} maxLength={40} isRequired />
          <BilingualInputs
            base="title"
            label={t('team.jobTitle')}
            inputProps={inputProps}
            maxLength={PROFILE_TITLE_MAX_LENGTH}
            isRequired
          />
          <BilingualInputs
            base="biography"
            label={t('team.biography')}
            inputProps={inputProps}
            maxLength={LONG_TEXT_MAX_LENGTH}
            isMultiline
            isRequired
          />
          <FileChooser
            label={member?.photo ? t('team.newPhoto') : t('team.photo')}
            kind="image"
            file={photo}
            onChange={setPhoto}
          />
          {member?.photo && !photo && (
            <Checkbox
              label={t('team.removePhoto')}
              checked={removePhoto}
              onChange={(event) => setRemovePhoto(event.currentTarget.checked)}
            />
          )}
        </>
      )}
    </SectionItemDialog>
  );
}

/**
 * The team section of the profile editor (team members with title and biography;
 * TeamMemberRequestSchema): names are 3 to 40 letters, an optional photo (png or jpeg under 2 MB).
 */
export function TeamEditor({ members }: { members: TeamMember[] }) {
  const { t } = useTranslation('companyProfile');
  return (
    <SectionEditor
      section="team"
      title={t('team.title')}
      addLabel={t('team.add')}
      items={members}
      nameOf={(member) => member.name}
      render={{
        list: (actions, emptyAction) => <TeamList members={members} actions={actions} emptyAction={emptyAction} />,
        dialog: ({ opened, item, onClose }) => <TeamMemberDialog opened={opened} member={item} onClose={onClose} />,
      }}
    />
  );
}
