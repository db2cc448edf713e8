import { ActionIcon, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderPicture } from '@hissa/contracts/services-marketplace/provider-content';
import { useLanguage } from '../../../i18n/use-language';
import { useFormatters } from '../../../lib/formatting';

type Direction = 'earlier' | 'later';

/**
 * The "move earlier" and "move later" buttons under picture `index` of `pictures` (real buttons,
 * so Tab/Enter/Space work; labelled with the picture's position in both languages; the arrows
 * point along the reading direction). `onMove` gets the ids in their new order and resolves when
 * saved; the focus then follows the moved picture. Clicks while `isSaving` are ignored.
 */
export function PictureOrderButtons({
  pictures,
  index,
  isSaving,
  onMove,
}: {
  pictures: readonly ProviderPicture[];
  index: number;
  isSaving: boolean;
  onMove: (pictureIds: number[]) => Promise<unknown>;
}) {
  const { t } = useTranslation('providerProfile');
  const { dir } = useLanguage();
  const { number } = useFormatters();
  const buttons = useRef<Partial<Record<Direction, HTMLButtonElement | null>>>({});
  const picture = pictures[index];
  if (!picture) return null;

  const move = async (direction: Direction) => {
    if (isSaving) return;
    const target = direction === 'earlier' ? index - 1 : index + 1;
    const ids = pictures.map((each) => each.id);
    [ids[index], ids[target]] = [ids[target] ?? picture.id, picture.id];
    await onMove(ids);
    // The moved picture's button may now be disabled (first or last): focus its other one then.
    const reachedEnd = direction === 'earlier' ? target === 0 : target === pictures.length - 1;
    const next = reachedEnd ? (direction === 'earlier' ? 'later' : 'earlier') : direction;
    requestAnimationFrame(() => buttons.current[next]?.focus());
  };
  const position = number(index + 1);
  const EarlierIcon = dir === 'rtl' ? IconChevronRight : IconChevronLeft;
  const LaterIcon = dir === 'rtl' ? IconChevronLeft : IconChevronRight;
  return (
    <Group gap={4} justify="center" wrap="nowrap">
      <ActionIcon
        ref={(node) => {
          buttons.current.earlier = node;
        }}
        size="sm"
        variant="default"
        aria-label={t('movePictureEarlier', { position })}
        disabled={index === 0}
        onClick={() => void move('earlier').catch(() => undefined)}
      >
        <EarlierIcon size={14} aria-hidden="true" />
      </ActionIcon>
      <ActionIcon
        ref={(node) => {
          buttons.current.later = node;
        }}
        size="sm"
        variant="default"
        aria-label={t('movePictureLater', { position })}
        disabled={index === pictures.length - 1}
        onClick={() => void move('later').catch(() => undefined)}
      >
        <LaterIcon size={14} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}
