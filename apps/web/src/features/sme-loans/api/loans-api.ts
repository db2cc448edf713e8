import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoanStatus, MoveLoan, SaveStep, SubmitLoan } from '@hissa/contracts/sme-loans/loan-application';
import {
  LoanQueueEndpoint,
  MoveLoanApplicationEndpoint,
  MyLoanApplicationsEndpoint,
  ReplyLoanApplicationEndpoint,
  SaveLoanStepEndpoint,
  StartLoanApplicationEndpoint,
  SubmitLoanApplicationEndpoint,
  UploadLoanFileEndpoint,
} from '@hissa/contracts/sme-loans-endpoints';
import { callEndpoint } from '../../../lib/api-client';

/*
 * Every call of the SME-loans feature (contracts sme-loans-endpoints.ts, decision 026). A write
 * re-fetches every loans read (one query-key root).
 */

const KEY = ['smeLoans'] as const;

function useLoansMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }) });
}

/** My open draft (resumed on any device) or a new one; fetched once per visit of the wizard. */
export function useDraftApplication() {
  return useQuery({
    queryKey: [...KEY, 'draft'],
    queryFn: () => callEndpoint(StartLoanApplicationEndpoint, {}),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** Saves one step of draft `applicationId`. */
export function useSaveStep(applicationId: number) {
  return useLoansMutation((body: SaveStep) => callEndpoint(SaveLoanStepEndpoint, { params: { applicationId }, body }));
}

/** Uploads one document (`field`: registrationDocument, authorizedPersonProof, businessPlan). */
export function useUploadLoanFile(applicationId: number) {
  return useLoansMutation(({ field, file }: { field: string; file: File }) => {
    const body = new FormData();
    body.append(field, file);
    return callEndpoint(UploadLoanFileEndpoint, { params: { applicationId }, body });
  });
}

/** Submits draft `applicationId`; answers the payment page of the package, if one was chosen. */
export function useSubmitApplication(applicationId: number) {
  return useLoansMutation((body: SubmitLoan) =>
    callEndpoint(SubmitLoanApplicationEndpoint, { params: { applicationId }, body }),
  );
}

/** My applications with their timelines. */
export function useMyApplications() {
  return useQuery({
    queryKey: [...KEY, 'mine'],
    queryFn: ({ signal }) => callEndpoint(MyLoanApplicationsEndpoint, { signal }),
  });
}

/** Answers the team's information request on `applicationId`. */
export function useReply() {
  return useLoansMutation(({ applicationId, note }: { applicationId: number; note: string }) =>
    callEndpoint(ReplyLoanApplicationEndpoint, { params: { applicationId }, body: { note } }),
  );
}

/** The admin queue: a page of applications in `status` (all submitted ones when undefined). */
export function useLoanQueue(status: LoanStatus | undefined, page: number) {
  return useQuery({
    queryKey: [...KEY, 'queue', status ?? 'all', page],
    queryFn: ({ signal }) => callEndpoint(LoanQueueEndpoint, { query: { status, page, size: 20 }, signal }),
  });
}

/** The admin's move of `applicationId`. */
export function useMoveApplication() {
  return useLoansMutation(({ applicationId, body }: { applicationId: number; body: MoveLoan }) =>
    callEndpoint(MoveLoanApplicationEndpoint, { params: { applicationId }, body }),
  );
}
