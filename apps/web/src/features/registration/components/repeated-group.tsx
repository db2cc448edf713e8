import { Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { MAX_REPEATED_ITEMS } from '@hissa/contracts/registration/registration-rules';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/formatting';
import { useErrorText } from '../hooks/use-error-text';
import classes from './repeated-group.module.css';

/**
 * A repeated group of a registration form (previous investments, key members), a fieldset
 * of items built with Mantine's form list helpers: a heading with a hint, one card per item
 * with its own remove button, an "add" button (up to MAX_REPEATED_ITEMS), the text shown while
 * there is none, and the group's own error ('Atleast one Key Member is Required').
 */
export function RepeatedGroup({
  legend,
  hint,
  count,
  itemLabel,
  removeLabel,
  addLabel,
  emptyText,
  error,
  onAdd,
  onRemove,
  renderItem,
}: {
  legend: string;
  hint: string;
  count: number;
  /** The heading of item `index` ("Investment 1": format the position with useFormatters). */
  itemLabel: (index: number) => string;
  /** The accessible name of the remove button of item `index`. */
  removeLabel: (index: number) => string;
  addLabel: string;
  emptyText: string;
  /** The group's form error: a message key of the server namespace, or a text already shown as is. */
  error: unknown;
  onAdd: () => void;
  onRemove: (index: number) => void;
  renderItem: (index: number) => ReactNode;
}) {
  const errorId = useId();
  const errorText = useErrorText();
  const message = errorText(typeof error === 'string' ? error : undefined);
  return (
    <fieldset className={classes.group} aria-describedby={message ? errorId : undefined}>
      <legend className={classes.legend}>{legend}</legend>
      <Text size="sm" c="dimmed" mb="sm">
        {hint}
      </Text>
      <Stack gap="md">
        {count === 0 && (
          <Text size="sm" className={classes.empty}>
            {emptyText}
          </Text>
        )}
        {Array.from({ length: count }, (_, index) => (
          // Every input is controlled by the form's list, so the position is a safe key.
          <Paper key={index} p="md" className={classes.item}>
            <Group justify="space-between" wrap="nowrap" mb="sm">
              <Text fw={600} size="sm" component="h3">
                {itemLabel(index)}
              </Text>
              <CloseButton aria-label={removeLabel(index)} onClick={() => onRemove(index)} />
            </Group>
            <Stack gap="sm">{renderItem(index)}</Stack>
          </Paper>
        ))}
      </Stack>
      {message && (
        <Text id={errorId} size="sm" c="red.8" mt="sm" role="alert">
          {message}
        </Text>
      )}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden="true" />}
        onClick={onAdd}
        disabled={count >= MAX_REPEATED_ITEMS}
        mt="md"
      >
        {addLabel}
      </Button>
    </fieldset>
  );
}

/**
 * The texts of a repeated group of the investor journeys (`prefix`: its keys in the registration
 * namespace): legend, hint, the numbered item headings and remove buttons, add, and the empty text.
 */
export function useRepeatedGroupTexts(prefix: 'investor.investments' | 'investor.keyMembers') {
  const { t } = useTranslation('registration');
  const format = useFormatters();
  return {
    legend: t(`${prefix}.legend`),
    hint: t(`${prefix}.hint`),
    itemLabel: (index: number) => t(`${prefix}.item`, { number: format.number(index + 1) }),
    removeLabel: (index: number) => t(`${prefix}.remove`, { number: format.number(index + 1) }),
    addLabel: t(`${prefix}.add`),
    emptyText: t(`${prefix}.empty`),
  };
}
