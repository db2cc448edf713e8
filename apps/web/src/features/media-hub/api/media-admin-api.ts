import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EPISODE_AUDIO_FIELD,
  REPORT_FILE_FIELD,
  type EpisodeInput,
  type EventInput,
  type PublicationStatus,
  type ReportInput,
} from '@hissa/contracts/media/media';
import type { NewsletterIssueInput } from '@hissa/contracts/media/newsletter-issues';
import {
  AdminEpisodeEndpoint,
  AdminEpisodesEndpoint,
  AdminEventEndpoint,
  AdminEventsEndpoint,
  AdminReportEndpoint,
  AdminReportsEndpoint,
  CreateEpisodeEndpoint,
  CreateEventEndpoint,
  CreateReportEndpoint,
  ReportRequestsEndpoint,
  UpdateEpisodeEndpoint,
  UpdateEventEndpoint,
  UpdateReportEndpoint,
  UploadEpisodeAudioEndpoint,
  UploadReportFileEndpoint,
} from '@hissa/contracts/media-endpoints';
import {
  CreateNewsletterIssueEndpoint,
  NewsletterIssueEndpoint,
  NewsletterIssuesEndpoint,
  SendNewsletterIssueEndpoint,
  UpdateNewsletterIssueEndpoint,
} from '@hissa/contracts/newsletter-issues-endpoints';
import { callEndpoint } from '../../../lib/api-client';

/*
 * The newsroom's media calls (contracts media-endpoints.ts and newsletter-issues-endpoints.ts;
 * decisions 030 and 040): the admin's lists, one item for its editor, create or save, the file
 * uploads and the newsletter issue's send. A write re-fetches every media read, public ones too.
 */

const KEY = ['mediaHub'] as const;
/** Rows per page of the newsroom's media lists. */
export const MEDIA_ADMIN_PAGE_SIZE = 20;

type ListQuery = { status?: PublicationStatus; page: number };

/** A page of events (drafts too), latest start first. */
export function useAdminEvents(query: ListQuery) {
  return useQuery({
    queryKey: [...KEY, 'admin', 'events', query],
    queryFn: ({ signal }) =>
      callEndpoint(AdminEventsEndpoint, { query: { ...query, size: MEDIA_ADMIN_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A page of podcast episodes (drafts too), newest first. */
export function useAdminEpisodes(query: ListQuery) {
  return useQuery({
    queryKey: [...KEY, 'admin', 'episodes', query],
    queryFn: ({ signal }) =>
      callEndpoint(AdminEpisodesEndpoint, { query: { ...query, size: MEDIA_ADMIN_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A page of reports (drafts too), newest first. */
export function useAdminReports(query: ListQuery) {
  return useQuery({
    queryKey: [...KEY, 'admin', 'reports', query],
    queryFn: ({ signal }) =>
      callEndpoint(AdminReportsEndpoint, { query: { ...query, size: MEDIA_ADMIN_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A page of report requests, newest first. */
export function useReportRequests(page: number) {
  return useQuery({
    queryKey: [...KEY, 'admin', 'reportRequests', page],
    queryFn: ({ signal }) =>
      callEndpoint(ReportRequestsEndpoint, { query: { page, size: MEDIA_ADMIN_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A page of newsletter issues, newest first. */
export function useNewsletterIssues(page: number) {
  return useQuery({
    queryKey: [...KEY, 'admin', 'issues', page],
    queryFn: ({ signal }) =>
      callEndpoint(NewsletterIssuesEndpoint, { query: { page, size: MEDIA_ADMIN_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One item for its editor (disabled for a new one, `id` null). */
function useAdminItem<T>(name: string, id: number | null, load: (id: number, signal: AbortSignal) => Promise<T>) {
  return useQuery({
    queryKey: [...KEY, 'admin', name, 'item', id],
    queryFn: ({ signal }) => load(id ?? 0, signal),
    enabled: id !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** The event `eventId` (draft or published). */
export const useAdminEvent = (eventId: number | null) =>
  useAdminItem(
    'event',
    eventId,
    async (id, signal) => (await callEndpoint(AdminEventEndpoint, { params: { eventId: id }, signal })).data,
  );

/** The episode `episodeId` (draft or published). */
export const useAdminEpisode = (episodeId: number | null) =>
  useAdminItem(
    'episode',
    episodeId,
    async (id, signal) => (await callEndpoint(AdminEpisodeEndpoint, { params: { episodeId: id }, signal })).data,
  );

/** The report `reportId` (draft or published). */
export const useAdminReport = (reportId: number | null) =>
  useAdminItem(
    'report',
    reportId,
    async (id, signal) => (await callEndpoint(AdminReportEndpoint, { params: { reportId: id }, signal })).data,
  );

/** The newsletter issue `issueId`. */
export const useNewsletterIssue = (issueId: number | null) =>
  useAdminItem(
    'issue',
    issueId,
    async (id, signal) => (await callEndpoint(NewsletterIssueEndpoint, { params: { issueId: id }, signal })).data,
  );

function useMediaMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }) });
}

/** Creates an event, or saves `eventId`. */
export const useSaveEvent = (eventId: number | null) =>
  useMediaMutation((body: EventInput) =>
    eventId === null
      ? callEndpoint(CreateEventEndpoint, { body })
      : callEndpoint(UpdateEventEndpoint, { params: { eventId }, body }),
  );

/** Creates an episode, or saves `episodeId`. */
export const useSaveEpisode = (episodeId: number | null) =>
  useMediaMutation((body: EpisodeInput) =>
    episodeId === null
      ? callEndpoint(CreateEpisodeEndpoint, { body })
      : callEndpoint(UpdateEpisodeEndpoint, { params: { episodeId }, body }),
  );

/** Creates a report, or saves `reportId`. */
export const useSaveReport = (reportId: number | null) =>
  useMediaMutation((body: ReportInput) =>
    reportId === null
      ? callEndpoint(CreateReportEndpoint, { body })
      : callEndpoint(UpdateReportEndpoint, { params: { reportId }, body }),
  );

/** Writes a newsletter issue, or saves the draft `issueId`. */
export const useSaveIssue = (issueId: number | null) =>
  useMediaMutation((body: NewsletterIssueInput) =>
    issueId === null
      ? callEndpoint(CreateNewsletterIssueEndpoint, { body })
      : callEndpoint(UpdateNewsletterIssueEndpoint, { params: { issueId }, body }),
  );

/** Queues the issue `issueId` for every confirmed subscriber (once; 409 afterwards). */
export const useSendIssue = (issueId: number) =>
  useMediaMutation(() => callEndpoint(SendNewsletterIssueEndpoint, { params: { issueId } }));

/** Form data with one file in `field`. */
function fileForm(field: string, file: File): FormData {
  const body = new FormData();
  body.append(field, file);
  return body;
}

/** Uploads the episode's audio (field `audio`; mp3, m4a, ogg or wav by content). */
export const useUploadEpisodeAudio = (episodeId: number) =>
  useMediaMutation((file: File) =>
    callEndpoint(UploadEpisodeAudioEndpoint, { params: { episodeId }, body: fileForm(EPISODE_AUDIO_FIELD, file) }),
  );

/** Uploads the report's PDF (field `file`, checked by content). */
export const useUploadReportFile = (reportId: number) =>
  useMediaMutation((file: File) =>
    callEndpoint(UploadReportFileEndpoint, { params: { reportId }, body: fileForm(REPORT_FILE_FIELD, file) }),
  );
