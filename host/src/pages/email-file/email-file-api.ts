import { REPORT_API } from '@portal/domain';
import { apiClient } from '@portal/shell-contract';

export interface EmailFile {
  blob: Blob;
  fileName: string;
}

/** The name of Content-Disposition (the UTF-8 one when given), or `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const utf8 = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      // a badly encoded name: the plain one below
    }
  }
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

/** The file of a signed link (no sign-in: the token is the key); rejects with ky's HTTPError on refusal. */
export async function fetchEmailFile(token: string): Promise<EmailFile> {
  const response = await apiClient().get(REPORT_API.emailFile, { searchParams: { token } });
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition'), 'document.pdf'),
  };
}
