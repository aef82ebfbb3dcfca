import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Lang, VersionedRecord } from '@portal/domain';
import { createXlsxStream, XLSX_MIME_TYPE } from '@portal/domain/src/xlsx';
import type { Db } from '../../db/client';
import type { SearchQuery } from '../../lib/search/search-runner';
import type { ResourceDefinition, ResourceScope } from './resource-definition';

/** Rows read per query while exporting: memory stays at one batch whatever the total. */
export const EXPORT_BATCH = 1000;

/**
 * Every matching row as an xlsx, written while it is read: batches of rows come from the repository
 * (offset paging on a stable sort) and leave compressed as they are ready. The stream pulls the next batch
 * only when the client has taken the previous bytes.
 */
export function exportStream<Row, Detail extends VersionedRecord, Create, Filter>(
  db: Db,
  definition: ResourceDefinition<Row, Detail, Create, Filter>,
  query: SearchQuery<Filter>,
  lang: Lang,
  scope: ResourceScope,
  batch = EXPORT_BATCH,
): Readable {
  const { columns, sheetName } = definition.exportSheet;
  async function* chunks(): AsyncGenerator<Uint8Array> {
    let pending: Uint8Array[] = [];
    const writer = createXlsxStream(
      {
        sheetName: sheetName[lang],
        headers: columns.map((column) => column.header[lang]),
        widths: columns.map((column) => column.width),
      },
      (chunk) => pending.push(chunk),
    );
    const drain = () => {
      const out = pending;
      pending = [];
      return out;
    };
    for (let skip = 0; ; skip += batch) {
      const rows = await definition.repository.page(db, { ...query, skip, take: batch }, scope);
      writer.addRows(rows.map((row) => columns.map((column) => column.value(row))));
      yield* drain();
      if (rows.length < batch) break;
    }
    writer.finish();
    yield* drain();
  }
  return Readable.from(chunks(), { objectMode: false });
}

export function sendXlsx(reply: FastifyReply, fileName: string, stream: Readable): FastifyReply {
  return reply
    .header('content-type', XLSX_MIME_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(stream);
}
