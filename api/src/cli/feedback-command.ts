import {
  OPERATOR_FEEDBACK_PATH,
  isCalendarDate,
  operatorFeedbackListResponseSchema,
  type OperatorFeedback,
} from '@storefront/shared/contracts';
import { shown } from './terminal-text';
import type { OperatorTarget } from './operator-request';
import { operatorRequest } from './operator-request';
import { UsageError } from './usage-error';

export interface FeedbackQuery {
  branchId: number;
  /** YYYY-MM-DD, the tenant's local day; null: today there. */
  date: string | null;
}

/** Reads `--branch <id> [--date YYYY-MM-DD]` of `feedback`. */
export const parseFeedbackQuery = (values: { branch?: string; date?: string }): FeedbackQuery => {
  if (!values.branch || !/^\d{1,9}$/.test(values.branch) || Number(values.branch) === 0)
    throw new UsageError('--branch is required (a branch id)');
  if (values.date !== undefined && !isCalendarDate(values.date)) {
    throw new UsageError('--date must be a day as YYYY-MM-DD');
  }
  return { branchId: Number(values.branch), date: values.date ?? null };
};

/** The feedback of the branch and day, oldest first. */
export const fetchFeedback = async (target: OperatorTarget, query: FeedbackQuery): Promise<OperatorFeedback[]> => {
  const path = `${OPERATOR_FEEDBACK_PATH}?branch_id=${query.branchId}${query.date ? `&date=${query.date}` : ''}`;
  return (await operatorRequest(target, 'GET', path, null, operatorFeedbackListResponseSchema)).data;
};

/** One block per feedback, for the terminal: time, stars, who, the comment and the photos' addresses. */
export const feedbackLines = (target: OperatorTarget, query: FeedbackQuery, feedback: readonly OperatorFeedback[]): string =>
  feedback.length === 0
    ? shown`no feedback for branch ${query.branchId} of ${target.tenant} ${query.date ? shown`on ${query.date}` : 'today'}`
    : feedback
        .map((entry) =>
          [
            shown`${entry.created_at} feedback ${entry.id}: ${'★'.repeat(entry.rating)}${'☆'.repeat(5 - entry.rating)} (${entry.rating}/5)` +
              shown`${entry.name ? shown` by ${entry.name}` : ''}${entry.mobile ? shown` ${entry.mobile}` : ''}`,
            ...(entry.comment ? [shown`  ${entry.comment}`] : []),
            ...entry.photos.map(
              (photo) => shown`  photo ${photo.id} (${photo.content_type}, ${photo.bytes} bytes): ${target.apiUrl}${photo.path}`,
            ),
          ].join('\n'),
        )
        .join('\n');
