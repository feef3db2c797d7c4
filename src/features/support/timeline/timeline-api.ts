// The timeline's calls (/api/tracking/support/timeline...), answers checked with the shared schemas.
import { z } from 'zod';
import {
  timelineCustomerSchema,
  timelineEntrySchema,
  type TimelineKind,
} from '@/domain/support/chat-schemas';
import { api } from '@/services/api';

export const getTimelineCustomers = async () =>
  z
    .object({ data: z.array(timelineCustomerSchema) })
    .parse(await api.tracking.get('support/timeline/customers').json()).data;

export interface TimelineFilter {
  customer: string;
  from: string;
  to: string;
  kinds: TimelineKind[];
}

export const getTimeline = async ({ customer, from, to, kinds }: TimelineFilter) =>
  z.object({ data: z.array(timelineEntrySchema) }).parse(
    await api.tracking
      .get('support/timeline', {
        searchParams: {
          customer,
          kinds: kinds.join(','),
          ...(from && { from }),
          ...(to && { to }),
        },
      })
      .json(),
  ).data;
