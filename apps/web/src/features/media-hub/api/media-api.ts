import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { EventTiming, ReportRequestInput, ReportsQuery } from '@hissa/contracts/media/media';
import {
  EpisodeEndpoint,
  EpisodesEndpoint,
  EventEndpoint,
  EventsEndpoint,
  ReportLinkEndpoint,
  ReportsEndpoint,
  RequestReportEndpoint,
} from '@hissa/contracts/media-endpoints';
import { callEndpoint } from '../../../lib/api-client';

/*
 * The public calls of the media hub's events, podcasts and reports (contracts media-endpoints.ts,
 * decision 030).
 */

const KEY = ['mediaHub'] as const;

/** A page of upcoming or past events, or one UTC month's (YYYY-MM) when `month` is given. */
export function useEvents(query: { when: EventTiming; month?: string; size: number }) {
  return useQuery({
    queryKey: [...KEY, 'events', query],
    queryFn: () => callEndpoint(EventsEndpoint, { query }),
    placeholderData: keepPreviousData,
  });
}

/** One published event. */
export function useEvent(eventId: number) {
  return useQuery({
    queryKey: [...KEY, 'event', eventId],
    queryFn: () => callEndpoint(EventEndpoint, { params: { eventId } }),
  });
}

/** Published episodes, newest first. */
export function useEpisodes(size: number) {
  return useQuery({
    queryKey: [...KEY, 'episodes', size],
    queryFn: () => callEndpoint(EpisodesEndpoint, { query: { size } }),
  });
}

/** One published episode. */
export function useEpisode(episodeId: number) {
  return useQuery({
    queryKey: [...KEY, 'episode', episodeId],
    queryFn: () => callEndpoint(EpisodeEndpoint, { params: { episodeId } }),
  });
}

/** A filtered page of reports, with every publisher and year for the filters. */
export function useReports(query: ReportsQuery) {
  return useQuery({
    queryKey: [...KEY, 'reports', query],
    queryFn: () => callEndpoint(ReportsEndpoint, { query }),
    placeholderData: keepPreviousData,
  });
}

/** Sends a report request; the download link is e-mailed. */
export function useRequestReport(reportId: number) {
  return useMutation({
    mutationFn: (body: ReportRequestInput) => callEndpoint(RequestReportEndpoint, { params: { reportId }, body }),
  });
}

/** What an e-mailed download link leads to (400 altered, 410 expired). */
export function useReportLink(token: string) {
  return useQuery({
    queryKey: [...KEY, 'reportLink', token],
    queryFn: () => callEndpoint(ReportLinkEndpoint, { params: { token } }),
    retry: false,
  });
}
