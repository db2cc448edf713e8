import { Button } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from './empty-state';

/**
 * The page-level state of a record that does not exist (an unknown id in the path, a 404): the
 * search icon, the page's heading (h1), a sentence and, with `browseTo`, the way back to the list.
 */
export function NotFoundState({
  title,
  description,
  browseLabel,
  browseTo,
}: {
  title: string;
  description: string;
  browseLabel?: string;
  browseTo?: string;
}) {
  return (
    <EmptyState
      icon={<IconSearch size={28} />}
      title={title}
      description={description}
      headingOrder={1}
      action={
        browseTo !== undefined && (
          <Button component={Link} to={browseTo}>
            {browseLabel}
          </Button>
        )
      }
    />
  );
}
