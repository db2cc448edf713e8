import { MeetingFromRequestEndpoint } from '@hissa/contracts/meetings-endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { useRequestsMutation } from './use-requests-mutation';

/** The hosted meeting of my one-to-one meeting request, made on the first call (its link is then the request's). */
export async function openRequestMeeting(requestId: number) {
  return (await callEndpoint(MeetingFromRequestEndpoint, { params: { requestId } })).data;
}

/** Opens the request's meeting; the requests reads are fetched again (the request now carries the link). */
export function useOpenRequestMeeting() {
  return useRequestsMutation(openRequestMeeting);
}
