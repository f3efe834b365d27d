/**
 * The applicant's photos: several uploaded from here (checked, resized and thumbnailed by the server), each
 * removable, and the poster chosen among them (the admin's approval needs a poster). They are the vendor's gallery
 * images, the ones the admin sees.
 */
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { MAX_PORTAL_PHOTOS, type PortalPhotos } from '../../src/domain/landing.ts';
import { ApiError, choosePoster, deletePhoto, uploadPhoto } from './api.ts';
import { useT } from '../i18n/index.ts';
import { FilePicker } from './FilePicker.tsx';

interface Props {
  token: string;
  photos: PortalPhotos;
  editable: boolean;
  onChange(photos: PortalPhotos): void;
  /** The reviewer's reason when it speaks of photos. */
  notice?: ReactNode;
}

const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: '12px', listStyle: 'none', padding: 0 };
const thumb = { width: '100%', aspectRatio: '1', objectFit: 'cover' as const, borderRadius: '8px', display: 'block' };

export function PhotosSection({ token, photos, editable, onChange, notice }: Props) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  // The chosen poster shows at once; it goes back if the server refuses.
  const [pendingPoster, setPendingPoster] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const run = async (work: () => Promise<PortalPhotos>, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      onChange(await work());
      setMessage({ text: done, error: false });
    } catch (error) {
      const problem = error instanceof ApiError ? error : null;
      setMessage({ text: Object.values(problem?.errors ?? {})[0] ?? (error instanceof Error ? error.message : t.vendor.photos.failed), error: true });
    } finally {
      setBusy(false);
      setPendingPoster(null);
    }
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    if (files.length === 0) return;
    await run(async () => {
      let latest = photos;
      for (const file of files) latest = await uploadPhoto(token, file);
      return latest;
    }, t.vendor.photos.added(files.length));
    if (input.current) input.current.value = '';
  };

  const full = photos.images.length >= MAX_PORTAL_PHOTOS;
  return (
    <section aria-labelledby="photos-title" className="panel-section">
      <h3 id="photos-title">{t.vendor.photos.heading}</h3>
      {notice}
      <p>{t.vendor.photos.intro(MAX_PORTAL_PHOTOS)}</p>
      {photos.images.length === 0 ? (
        <p>{t.vendor.photos.none}</p>
      ) : (
        <fieldset disabled={busy || !editable}>
          <legend>{t.vendor.photos.poster}</legend>
          <ul style={grid}>
            {photos.images.map((image, index) => (
              <li key={image.name}>
                <img src={image.thumbnail} alt={t.vendor.photos.photo(index + 1)} style={thumb} width={160} height={160} loading="lazy" />
                <label>
                  <input
                    type="radio"
                    name="poster"
                    value={image.name}
                    checked={(pendingPoster ?? photos.poster) === image.name}
                    onChange={() => {
                      setPendingPoster(image.name);
                      void run(() => choosePoster(token, image.name), t.vendor.photos.posterChosen(index + 1));
                    }}
                  />{' '}
                  {t.vendor.photos.posterOf(index + 1)}
                </label>
                {editable && (
                  <button type="button" className="button button--ghost" onClick={() => run(() => deletePhoto(token, image.name), t.vendor.photos.removed(index + 1))}>
                    {t.vendor.photos.remove(index + 1)}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {editable && !full && (
        <FilePicker inputRef={input} id="photos-file" label={t.vendor.photos.add} accept="image/jpeg,image/png,image/webp,image/gif" multiple disabled={busy} onChange={upload} />
      )}
      <p role="status" className={message?.error ? 'notice notice--error' : undefined}>
        {busy ? t.vendor.photos.saving : message?.text}
      </p>
    </section>
  );
}
