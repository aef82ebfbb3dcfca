import type { KyInstance } from 'ky';
import {
  BOOKING_API as API,
  type BookingAttachment,
  type BookingCombineBody,
  type BookingCreate,
  type BookingDetail,
  type BookingHistoryEntry,
  type BookingLookups,
  type BookingParties,
  type BookingPickingBody,
  type BookingRow,
  type BookingSearchRequest,
  type BookingSettings,
  type BookingSplitBody,
  type BookingStep,
  type BookingStepBody,
  type SamplingRequestItem,
  type SamplingResponse,
} from '@portal/domain';
import { resourceClient, saveResponse } from './resource';

/**
 * Inspection bookings: the kit's resource, the lifecycle steps, split, combine, picking, history, the
 * server's sampling, the edit screen's pickers, attachments and the entity's booking settings. Every write
 * answers like a kit save (Success with the booking, 409 with the current one, 400 with field messages);
 * a 403 carries the server's translated reason.
 */
export function bookingEndpoints(client: KyInstance) {
  const write = async <Detail = BookingDetail>(request: Promise<Response>) =>
    saveResponse<Detail>(await request);
  const post = (url: string, json: unknown) => client.post(url, { json, throwHttpErrors: false });
  return {
    booking: resourceClient<BookingRow, BookingDetail, BookingCreate, BookingSearchRequest>(
      client,
      API.booking,
    ),
    step: (id: number, step: BookingStep, body: BookingStepBody) => write(post(API.step(id, step), body)),
    split: (id: number, body: BookingSplitBody) =>
      write<{ parent: BookingDetail; child: BookingDetail }>(post(API.split(id), body)),
    combine: (body: BookingCombineBody) => write(post(API.combine, body)),
    picking: (id: number, body: BookingPickingBody) =>
      write(client.put(API.picking(id), { json: body, throwHttpErrors: false })),
    history: (id: number) =>
      client.get(API.history(id)).json<{ result: number; data: BookingHistoryEntry[] }>(),
    sampling: (products: SamplingRequestItem[]) =>
      client.post(API.sampling, { json: { products } }).json<SamplingResponse>(),
    lookups: (customerId: number, supplierId?: number | null, factoryId?: number | null) =>
      client
        .get(API.lookups, {
          searchParams: {
            customerId,
            ...(supplierId ? { supplierId } : {}),
            ...(factoryId ? { factoryId } : {}),
          },
        })
        .json<{ result: number; data: BookingLookups }>(),
    uploadAttachment: async (id: number, file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return write<BookingAttachment>(
        client.post(API.attachments(id), { body: form, throwHttpErrors: false }),
      );
    },
    attachmentUrl: (id: number, attachmentId: number) => `${API.attachments(id)}/${attachmentId}`,
    downloadAttachment: (id: number, attachmentId: number) =>
      client.get(`${API.attachments(id)}/${attachmentId}`).blob(),
    removeAttachment: (id: number, attachmentId: number) =>
      client.delete(`${API.attachments(id)}/${attachmentId}`).json<{ result: number }>(),
    parties: () => client.get(API.parties).json<{ result: number; data: BookingParties }>(),
    settings: () => client.get(API.settings).json<{ result: number; data: BookingSettings }>(),
    saveSettings: (body: BookingSettings) =>
      write<BookingSettings>(client.put(API.settings, { json: body, throwHttpErrors: false })),
  };
}

export type BookingEndpoints = ReturnType<typeof bookingEndpoints>;
