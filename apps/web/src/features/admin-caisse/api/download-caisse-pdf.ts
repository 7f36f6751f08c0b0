// GET /admin/caisse/{jour}/pdf (ADMIN, issue 26): the day printable on A4, to sign; behind the
// bearer token, so fetched and saved under the name the server gives (lib/download-file).
import { downloadFile } from '../../../lib/download-file';

export const downloadCaissePdf = (jour: string): Promise<void> =>
  downloadFile(`/admin/caisse/${encodeURIComponent(jour)}/pdf`, { fallbackName: `caisse-${jour}.pdf` });
