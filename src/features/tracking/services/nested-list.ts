// Every row of one parent's nested list (a delivery's occurrences or CT-e), through the engine's
// generic list: a timeline shows them all, so the pages are read in turn, largest first, in the
// declaration's default order.
import type { z } from 'zod';
import { PAGE_SIZES } from '@/domain/constants';
import type { ReadableResource } from '@/domain/resources/define-resource';
import { resourceClient } from '@/services/resource-client';

const PAGE_SIZE = Math.max(...PAGE_SIZES);

export async function listAllOfParent<Row extends z.ZodObject>(
  def: ReadableResource<Row>,
  parentId: number,
): Promise<z.infer<Row>[]> {
  const rows: z.infer<Row>[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await resourceClient.list(def, { parentId, page, pageSize: PAGE_SIZE });
    // The client checked each row with the declaration's schema (and kept unknown keys).
    rows.push(...(answer.items as unknown as z.infer<Row>[]));
    if (answer.items.length < PAGE_SIZE || rows.length >= answer.total) return rows;
  }
}
