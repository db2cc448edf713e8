import { ActionIcon, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBookmark, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { filterText, SAVED_SCREEN_NAME_MAX } from '@hissa/contracts/fintech/fintech-screener';
import { showNotification } from '../../../lib/notify';
import { errorMessage } from '../../../lib/api-client';
import { PATHS } from '../../../lib/routes';
import { useSession } from '../../../lib/session/session';
import { useDeleteScreen, useSavedScreens, useSaveScreen } from '../api/fintech-api';
import { FINTECH_PATHS } from '../fintech-paths';
import { readScreen, type ScreenState, screenParams } from '../hooks/use-screen';

/**
 * The signed-in user's saved screens beside the screener (decision 031): save the current screen
 * under a name, open or delete a saved one; the server e-mails when a saved screen gains a company
 * or round. Visitors are asked to sign in.
 */
export function SavedScreens({ state }: { state: ScreenState }) {
  const { t } = useTranslation('fintech');
  const session = useSession();
  const location = useLocation();
  const screens = useSavedScreens(session !== null);
  const save = useSaveScreen();
  const remove = useDeleteScreen();
  const [name, setName] = useState('');
  const [isNaming, setIsNaming] = useState(false);
  if (!session) {
    return (
      <Paper withBorder radius="lg" p="md">
        <Text size="sm">
          <Anchor
            component={Link}
            to={`${PATHS.login}?next=${encodeURIComponent(location.pathname + location.search)}`}
          >
            {t('screens.signIn')}
          </Anchor>
        </Text>
      </Paper>
    );
  }
  const submit = () => {
    save.mutate(
      {
        name,
        screen: {
          view: state.view,
          f: state.filters.map(filterText),
          ...(state.sort && { sort: state.sort }),
          ...(state.direction && { direction: state.direction }),
        },
      },
      {
        onSuccess: (result) => {
          showNotification({ color: 'teal', message: result.message });
          setName('');
          setIsNaming(false);
        },
      },
    );
  };
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="saved-screens-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="saved-screens-title">
            {t('screens.title')}
          </Title>
          {!isNaming && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconBookmark size={14} aria-hidden />}
              onClick={() => setIsNaming(true)}
            >
              {t('screens.save')}
            </Button>
          )}
        </Group>
        {isNaming && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Group align="flex-end" gap="xs" wrap="wrap">
              <TextInput
                label={t('screens.name')}
                placeholder={t('screens.namePlaceholder')}
                value={name}
                maxLength={SAVED_SCREEN_NAME_MAX}
                onChange={(event) => setName(event.currentTarget.value)}
                error={save.isError ? errorMessage(save.error) : undefined}
                required
                style={{ flex: 1, minWidth: 200 }}
              />
              <Button type="submit" loading={save.isPending} disabled={name.trim() === ''}>
                {t('screens.saveAction')}
              </Button>
              <Button variant="default" onClick={() => setIsNaming(false)}>
                {t('screens.cancel')}
              </Button>
            </Group>
          </form>
        )}
        {screens.data && screens.data.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('screens.none')}
          </Text>
        )}
        {screens.data && screens.data.length > 0 && (
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {screens.data.map((screen) => {
              const params = screenParams({
                view: screen.screen.view,
                filters: readScreen(
                  new URLSearchParams([['view', screen.screen.view], ...screen.screen.f.map((text) => ['f', text])]),
                ).filters,
                sort: screen.screen.sort ?? null,
                direction: screen.screen.direction ?? null,
                page: 1,
                currency: state.currency,
              });
              return (
                <Group component="li" key={screen.screenId} justify="space-between" wrap="nowrap" gap="xs">
                  <Anchor
                    component={Link}
                    to={`${FINTECH_PATHS.screener}?${params.toString()}`}
                    size="sm"
                    lineClamp={1}
                  >
                    {screen.name}
                  </Anchor>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('screens.delete', { name: screen.name })}
                    loading={remove.isPending && remove.variables === screen.screenId}
                    onClick={() =>
                      remove.mutate(screen.screenId, {
                        onSuccess: (result) => showNotification({ color: 'teal', message: result.message }),
                      })
                    }
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              );
            })}
          </Stack>
        )}
        <Text size="xs" c="dimmed">
          {t('screens.alertNote')}
        </Text>
      </Stack>
    </Paper>
  );
}
