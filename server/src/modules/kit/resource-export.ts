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
 * What a repository may add for its exports: the ids of every row the query matches, in the query's
 * order (its sort, then id), the ids its `page` filters on with `idList`. The export then reads each batch
 * by its ids (`idList`, sorted the same way) instead of at an OFFSET: an OFFSET query sorts and skips every row before its batch, so the batches of a
 * large export cost more and more, where a batch by ids is an index lookup (docs/performance.md: 50,000
 * purchase order lines). The ids of 50,000 rows weigh about 400 KB.
 */
export interface ExportIds<Filter> {
  exportIds(db: Db, query: SearchQuery<Filter>, scope: ResourceScope): Promise<number[]>;
}

/**
 * One turn of the event loop. PGlite answers a query without giving the loop a turn, and a stream that is
 * never held back by its client neither: without this, a 50,000-line export held the embedded server's
 * loop from its first batch to its last (3 s), answering no other request meanwhile.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function hasExportIds<Filter>(repository: object): repository is ExportIds<Filter> {
  return typeof (repository as Partial<ExportIds<Filter>>).exportIds === 'function';
}

/**
 * Every matching row as an xlsx, written while it is read: batches of rows come from the repository
 * (by ids when it lists them, see ExportIds; otherwise offset paging on a stable sort) and leave
 * compressed as they are ready. The stream pulls the next batch only when the client has taken the
 * previous bytes.
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
    const { repository } = definition;
    const write = (rows: Row[]) =>
      writer.addRows(rows.map((row) => columns.map((column) => column.value(row, lang))));
    if (hasExportIds<Filter>(repository)) {
      const ids = await repository.exportIds(db, query, scope);
      for (let start = 0; start < ids.length; start += batch) {
        const idList = ids.slice(start, start + batch);
        write(await repository.page(db, { ...query, idList, skip: 0, take: null }, scope));
        yield* drain();
        await nextTurn();
      }
    } else {
      for (let skip = 0; ; skip += batch) {
        const rows = await repository.page(db, { ...query, skip, take: batch }, scope);
        write(rows);
        yield* drain();
        if (rows.length < batch) break;
        await nextTurn();
      }
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
