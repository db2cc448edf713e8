import { Alert, Button, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  NewsletterIssueInputSchema,
  type NewsletterIssue,
  type NewsletterIssueInput,
} from '@hissa/contracts/media/newsletter-issues';
import { showNotification } from '../../../lib/notify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFormatters } from '../../../lib/formatting';
import { MEDIA_ADMIN_PATHS } from '../../../lib/routes';
import { useSaveIssue, useSendIssue } from '../api/media-admin-api';
import { BilingualContentFields } from './bilingual-content-fields';
import classes from './media-admin.module.css';
import { useMediaForm } from './use-media-form';

type IssueFormValues = { subjectEn: string; subjectAr: string; bodyEn: string; bodyAr: string };

const toRequest = (values: IssueFormValues): NewsletterIssueInput => values;

/**
 * The newsletter issue editor (decision 040; contracts NewsletterIssueInputSchema): the subject
 * and rich-text body in English and Arabic while it is a draft, then the send, confirmed first:
 * the server queues one mail per confirmed subscriber and its background job sends them, once.
 * A queued or sent issue is shown read-only with its state.
 */
export function IssueForm({ issue }: { issue?: NewsletterIssue }) {
  const { t } = useTranslation('mediaHub');
  const format = useFormatters();
  const save = useSaveIssue(issue?.id ?? null);
  const send = useSendIssue(issue?.id ?? 0);
  const [isConfirming, confirm] = useDisclosure(false);
  const fields = useMediaForm<IssueFormValues, NewsletterIssueInput>({
    contract: NewsletterIssueInputSchema,
    toRequest,
    initialValues: {
      subjectEn: issue?.subjectEn ?? '',
      subjectAr: issue?.subjectAr ?? '',
      bodyEn: issue?.bodyEn ?? '',
      bodyAr: issue?.bodyAr ?? '',
    },
    isNew: issue === undefined,
    save,
    editPath: (id) => `${MEDIA_ADMIN_PATHS.newsletterIssues}/${id}`,
  });
  const isDraft = !issue || issue.status === 'draft';
  const onSend = () =>
    send.mutate(undefined, {
      onSuccess: (response) => {
        confirm.close();
        showNotification({ color: 'green', message: response.message });
      },
    });
  return (
    <form onSubmit={fields.submit} noValidate>
      <Stack gap="lg">
        {issue && !isDraft && (
          <Alert color={issue.status === 'sent' ? 'green' : 'blue'} title={t(`admin.issue.statuses.${issue.status}`)}>
            {issue.status === 'sent' && issue.sentAt
              ? t('admin.issue.sentText', {
                  count: issue.recipientCount ?? 0,
                  countText: format.number(issue.recipientCount ?? 0),
                  date: format.dateTime(issue.sentAt),
                })
              : t('admin.issue.sendingText', {
                  count: issue.recipientCount ?? 0,
                  countText: format.number(issue.recipientCount ?? 0),
                })}
          </Alert>
        )}
        <fieldset disabled={!isDraft} className={classes.plainFieldset}>
          <BilingualContentFields
            fields={fields}
            titleField="subject"
            bodyField="body"
            labels={{
              titleEn: t('admin.issue.subjectEn'),
              titleAr: t('admin.issue.subjectAr'),
              bodyEn: t('admin.issue.bodyEn'),
              bodyAr: t('admin.issue.bodyAr'),
            }}
          />
        </fieldset>
        {isDraft && (
          <Group justify="flex-end">
            {issue && (
              <Button variant="default" leftSection={<IconSend size={18} />} onClick={confirm.open}>
                {t('admin.issue.send')}
              </Button>
            )}
            <Button type="submit" loading={fields.isSaving}>
              {t('admin.save')}
            </Button>
          </Group>
        )}
        <ConfirmDialog
          opened={isConfirming}
          title={t('admin.issue.confirmTitle')}
          body={t('admin.issue.confirmText')}
          confirmLabel={t('admin.issue.send')}
          color="blue"
          isPending={send.isPending}
          error={send.error}
          onConfirm={onSend}
          onClose={confirm.close}
        />
      </Stack>
    </form>
  );
}
