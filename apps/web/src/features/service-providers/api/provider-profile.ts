import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Endpoint } from '@hissa/contracts/http/endpoint';
import {
  DeleteProviderPictureEndpoint,
  ProviderEditorEndpoint,
  ProviderPublicProfileEndpoint,
  ReorderProviderPicturesEndpoint,
  UpdateProviderAboutEndpoint,
  UploadProviderPictureEndpoint,
} from '@hissa/contracts/service-providers-endpoints';
import type {
  ProviderEditor,
  ProviderPictureKind,
  ProviderPicturesOrderRequest,
} from '@hissa/contracts/services-marketplace/provider-content';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError, callEndpoint } from '../../../lib/api-client';

const EDITOR_KEY = ['service-providers', 'editor'] as const;

/** The full public profile of provider `providerId` (ProviderPublicProfileEndpoint) in the current language; a 404 is final. */
export function useProviderPublicProfile(providerId: number | null) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['service-providers', 'full-profile', providerId, language],
    queryFn: async ({ signal }) =>
      (await callEndpoint(ProviderPublicProfileEndpoint, { params: { providerId: providerId ?? 0 }, signal })).data,
    enabled: providerId !== null,
    retry: (failureCount, error) => !(error instanceof ApiError && error.isNotFound) && failureCount < 2,
  });
}

/** The signed-in provider user's editor read (ProviderEditorEndpoint); 404 providerNotLinked is final. */
export function useProviderEditor() {
  return useQuery({
    queryKey: EDITOR_KEY,
    queryFn: async ({ signal }) => (await callEndpoint(ProviderEditorEndpoint, { signal })).data,
    retry: (failureCount, error) => !(error instanceof ApiError && error.isNotFound) && failureCount < 2,
  });
}

/** Puts a write's editor answer in the cache and drops the public profile, so both pages show it at once. */
function useEditorAnswer() {
  const client = useQueryClient();
  return (answer: { message: string; data: ProviderEditor }) => {
    client.setQueryData(EDITOR_KEY, answer.data);
    void client.invalidateQueries({ queryKey: ['service-providers', 'full-profile'] });
    void client.invalidateQueries({ queryKey: ['service-providers', 'my-profile'] });
  };
}

/** Saves about + business info (UpdateProviderAboutEndpoint). */
export function useSaveProviderAbout() {
  const onAnswer = useEditorAnswer();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => callEndpoint(UpdateProviderAboutEndpoint, { body: body as never }),
    onSuccess: onAnswer,
  });
}

/**
 * Saves one item of a list section: `create` (POST) without an id, `update` (PUT) with one, or
 * `remove` (DELETE) — the section's three endpoints (contracts service-providers-endpoints.ts).
 */
export function useSectionItem(endpoints: { create: Endpoint; update: Endpoint; remove: Endpoint }) {
  const onAnswer = useEditorAnswer();
  const save = useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Record<string, unknown> }) =>
      (id === null
        ? callEndpoint(endpoints.create, { body: body as never })
        : callEndpoint(endpoints.update, {
            params: { itemId: id } as never,
            body: body as never,
          })) as unknown as Promise<{
        message: string;
        data: ProviderEditor;
      }>,
    onSuccess: onAnswer,
  });
  const remove = useMutation({
    mutationFn: (id: number) =>
      callEndpoint(endpoints.remove, { params: { itemId: id } as never }) as unknown as Promise<{
        message: string;
        data: ProviderEditor;
      }>,
    onSuccess: onAnswer,
  });
  return { save, remove };
}

/** Uploads a picture (UploadProviderPictureEndpoint) of `kind` for item `ownerId` (null: the logo). */
export function useUploadProviderPicture() {
  const onAnswer = useEditorAnswer();
  return useMutation({
    mutationFn: ({ kind, ownerId, file }: { kind: ProviderPictureKind; ownerId: number | null; file: File }) => {
      const form = new FormData();
      form.append('kind', kind);
      if (ownerId !== null) form.append('ownerId', String(ownerId));
      form.append('picture', file);
      return callEndpoint(UploadProviderPictureEndpoint, { body: form });
    },
    onSuccess: onAnswer,
  });
}

/** Deletes a picture (DeleteProviderPictureEndpoint). */
export function useDeleteProviderPicture() {
  const onAnswer = useEditorAnswer();
  return useMutation({
    mutationFn: (pictureId: number) => callEndpoint(DeleteProviderPictureEndpoint, { params: { pictureId } }),
    onSuccess: onAnswer,
  });
}

/** Saves a new order of one service's or project's pictures (ReorderProviderPicturesEndpoint). */
export function useReorderProviderPictures() {
  const onAnswer = useEditorAnswer();
  return useMutation({
    mutationFn: (body: ProviderPicturesOrderRequest) => callEndpoint(ReorderProviderPicturesEndpoint, { body }),
    onSuccess: onAnswer,
  });
}
