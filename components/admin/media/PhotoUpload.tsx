import { useState } from 'react';
import { MEDIA_MAX_MB } from '@/lib/admin/mediaSchemas';
import { adminApi, errorMessage } from '../adminApi';
import { ActionResult, inputClass, labelClass } from '../ui';
import { useAction } from '../useAction';
import type { Photo } from './mediaTypes';

/**
 * Photos from the computer or a phone's camera roll (several at once, or dropped on the box),
 * each with the English alt text typed first (each can be refined and translated afterwards).
 * `onAdded` gets the photos the library took, before the result line is shown.
 */
export function PhotoUpload({ onAdded }: { onAdded: (photos: Photo[]) => Promise<unknown> | void }) {
  const upload = useAction();
  const [altEn, setAltEn] = useState('');
  const [dragging, setDragging] = useState(false);

  const send = async (files: File[]) => {
    if (!files.length) return;
    await upload.run(
      async () => {
        const added: Photo[] = [];
        const refused: string[] = [];
        for (const file of files) {
          const form = new FormData();
          form.append('file', file);
          form.append('alt_en', altEn);
          try {
            added.push((await adminApi.post<Photo>('/media', form, { timeout: 120_000 })).data);
          } catch (err) {
            refused.push(`${file.name}: ${errorMessage(err)}`);
          }
        }
        if (added.length) await onAdded(added);
        if (refused.length) throw new Error(`${added.length} of ${files.length} added. ${refused.join(' ')}`);
        return added.length;
      },
      (n) => `${n} photo${n === 1 ? '' : 's'} added.`,
    );
  };

  return (
    <div
      className={`rounded-md border-2 border-dashed p-3 ${dragging ? 'border-acacia-600 bg-acacia-50' : 'border-night-200'}`}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        if (altEn.trim()) void send([...e.dataTransfer.files]);
      }}
    >
      <label className={labelClass}>
        What the photos show (English, required; each can be refined and translated under Details)
        <input className={inputClass} value={altEn} maxLength={300} onChange={(e) => setAltEn(e.target.value)} />
      </label>
      <label className={`${labelClass} mt-2`}>
        {`Add photos: JPEG, PNG, WebP or HEIC, up to ${MEDIA_MAX_MB} MB each (or drop them here)`}
        <input
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif"
          disabled={!altEn.trim() || upload.busy}
          className="mt-1 block w-full text-sm"
          onChange={(e) => {
            void send([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
      </label>
      {upload.busy ? <p role="status" className="mt-2 text-sm">Uploading and making the sizes…</p> : null}
      <ActionResult status={upload.status} testId="upload-result" />
    </div>
  );
}
