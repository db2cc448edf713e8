import { Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { ErrorState } from '../../../components/error-state';
import { PageTitle } from '../../../components/page-title';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** The item id of the editor's path (`:itemId`), or null on a `.../new` page. */
export function useEditedId(): number | null {
  const { itemId } = useParams();
  return itemId && /^\d+$/.test(itemId) ? Number(itemId) : null;
}

/**
 * The frame of a newsroom media editor (decision 040): the link back to its list, the title
 * (`newTitle` for a new item, `editTitle` otherwise), then the form `children` renders with the
 * loaded item (undefined for a new one), a skeleton while it loads, or the error with a retry.
 */
export function EditorFrame<Item>({
  id,
  item,
  backTo,
  backLabel,
  newTitle,
  editTitle,
  children,
}: {
  id: number | null;
  item: { data: Item | undefined; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  backTo: string;
  backLabel: string;
  newTitle: string;
  editTitle: string;
  children: (item: Item | undefined) => ReactNode;
}) {
  const title = id === null ? newTitle : editTitle;
  useDocumentTitle(title);
  return (
    <Stack gap="lg">
      <BackLink to={backTo}>{backLabel}</BackLink>
      <PageTitle title={title} />
      {id === null ? (
        children(undefined)
      ) : item.isError ? (
        <ErrorState error={item.error} onRetry={() => void item.refetch()} />
      ) : item.data === undefined ? (
        <Skeleton height={480} radius="md" />
      ) : (
        children(item.data)
      )}
    </Stack>
  );
}
