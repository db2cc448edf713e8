import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/detail-list';
import { DetailSection } from '../../../components/detail-section';
import { LtrText } from '../../../components/ltr-text';
import { useFormatters } from '../../../lib/formatting';
import { useInstitutionalProfile } from '../api/get-institutional-profile';
import { KeyMembersEditor } from '../components/key-members-editor';
import { MyProfileView, ProfileText } from './my-profile-layout';

/**
 * My institutional profile (dashboard/{shareholder|investor}/institutional-profile;
 * InstitutionalProfileEndpoint): the company, its contact person, key members and previous
 * investments; Edit opens update-institutional-profile.
 */
export function InstitutionalProfilePage() {
  const { t } = useTranslation('investors');
  const format = useFormatters();
  const profile = useInstitutionalProfile();

  return (
    <MyProfileView
      subtitle={t('account.institutionalSubtitle')}
      editPage="update-institutional-profile"
      query={profile}
    >
      {({ values, ...data }) => (
        <>
          <DetailSection title={t('account.company')}>
            <DetailList
              items={[
                { label: t('fields.companyName'), value: values.companyName },
                { label: t('fields.headquarters'), value: data.names.headquarters },
                {
                  label: t('fields.establishedDate'),
                  value: values.establishedDate && format.gregorianDate(values.establishedDate),
                },
                { label: t('fields.sector'), value: data.names.sector },
                { label: t('fields.numberOfEmployees'), value: data.names.numberOfEmployees },
                { label: t('fields.investorType'), value: data.names.investorType },
                { label: t('fields.website'), value: values.website && <LtrText>{values.website}</LtrText> },
              ]}
            />
            <ProfileText label={t('fields.aboutCompany')} text={values.aboutCompany} />
          </DetailSection>
          <DetailSection title={t('account.contact')}>
            <DetailList
              items={[
                { label: t('fields.contactPersonName'), value: values.contactPersonName },
                { label: t('fields.contactPersonNameAr'), value: values.contactPersonNameAr },
                {
                  label: t('fields.contactPersonEmail'),
                  value: values.contactPersonEmail && <LtrText>{values.contactPersonEmail}</LtrText>,
                },
                {
                  label: t('fields.companyTelephone'),
                  value: values.companyTelephone && <LtrText>{values.companyTelephone}</LtrText>,
                },
                { label: t('fields.companyFax'), value: values.companyFax && <LtrText>{values.companyFax}</LtrText> },
              ]}
            />
          </DetailSection>
          <DetailSection title={t('keyMembers.title')}>
            <KeyMembersEditor members={data.keyMembers} isEditable={false} />
          </DetailSection>
        </>
      )}
    </MyProfileView>
  );
}
