import type { KyInstance } from 'ky';
import type {
  ColumnChoice,
  ColumnChoiceResponse,
  SaveFilterRequest,
  SaveFilterResponse,
  SavedFilterListResponse,
} from '@portal/domain';

/** The signed-in user's saved filters and column choice of one summary screen (screen key). */
export function screenSettingsEndpoints(client: KyInstance) {
  const base = (screen: string) => `api/screen-settings/${encodeURIComponent(screen)}`;
  return {
    filters: (screen: string) => client.get(`${base(screen)}/filters`).json<SavedFilterListResponse>(),
    /** Saves, or replaces the filter of the same name. */
    saveFilter: (screen: string, body: SaveFilterRequest) =>
      client.post(`${base(screen)}/filters`, { json: body }).json<SaveFilterResponse>(),
    deleteFilter: (screen: string, id: number) =>
      client.delete(`${base(screen)}/filters/${id}`).json<{ result: number }>(),
    columns: (screen: string) => client.get(`${base(screen)}/columns`).json<ColumnChoiceResponse>(),
    saveColumns: (screen: string, body: ColumnChoice) =>
      client.put(`${base(screen)}/columns`, { json: body }).json<ColumnChoiceResponse>(),
  };
}

export type ScreenSettingsEndpoints = ReturnType<typeof screenSettingsEndpoints>;
