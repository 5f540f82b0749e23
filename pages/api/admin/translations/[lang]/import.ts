import { adminHandler } from '@/server/admin/adminHandler';
import { importTranslations } from '@/server/content/translationFiles';
import { AppError } from '@/server/http/errors';
import { readRawBody } from '@/server/http/rawBody';
import { loadMessages } from '@/lib/i18n/messages';
import { translate } from '@/lib/i18n/translate';

export const config = { api: { bodyParser: false } };

/** A language's texts for a catalogue of a few hundred tours stay well under this. */
const MAX_CSV_BYTES = 5 * 1024 * 1024;

/**
 * POST /api/admin/translations/{lang}/import (text/csv, as exported) → 200 { saved: [ids] }, each
 * tour's text saved as a draft; 400 { error: { code: 'invalid_import', message, rows } } and
 * nothing saved when any row is wrong.
 */
export default adminHandler({
  POST: async ({ req, operator, locale, status }) => {
    if (!/^text\/csv\b/i.test(req.headers['content-type'] ?? '')) throw new AppError(415, 'unsupported_media_type', 'api.unsupportedMediaType');
    const body = await readRawBody(req, MAX_CSV_BYTES, () => new AppError(413, 'payload_too_large', 'api.payloadTooLarge'));
    const result = await importTranslations(String(req.query.lang), body, operator, locale);
    if (result.ok) return { saved: result.saved };
    status(400);
    return { error: { code: 'invalid_import', message: translate(loadMessages(locale), 'api.invalidImport'), rows: result.problems } };
  },
}, 'catalogue');
