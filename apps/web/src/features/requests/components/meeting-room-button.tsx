import { Button, Text } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { meetingPagePath } from '@hissa/contracts/meetings/meeting-rules';
import { errorMessage } from '../../../lib/api-client';
import { useOpenRequestMeeting } from '../api/open-request-meeting';

/**
 * "Join meeting" on a one-to-one meeting request I sent (marketplace §3/§6, decision 032): opens
 * the request's hosted meeting (made on the first click, I am its host) and goes to its page.
 */
export function MeetingRoomButton({ requestId }: { requestId: number }) {
  const { t } = useTranslation('requests');
  const navigate = useNavigate();
  const openMeeting = useOpenRequestMeeting();
  return (
    <div>
      <Button
        size="compact-sm"
        leftSection={<IconVideo size={16} aria-hidden="true" />}
        loading={openMeeting.isPending}
        onClick={() =>
          openMeeting.mutate(requestId, {
            onSuccess: (meeting) => void navigate(meetingPagePath(meeting.meetingId)),
          })
        }
      >
        {t('detail.openMeeting')}
      </Button>
      {openMeeting.error && (
        <Text size="xs" c="red" mt={4} role="alert">
          {errorMessage(openMeeting.error)}
        </Text>
      )}
    </div>
  );
}
