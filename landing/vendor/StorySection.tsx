/**
 * Today's story (extension `storyModeration`): the vendor posts a picture or a short MP4 video; buyers see it in
 * the app for 24 hours. The server checks the file by its content, as the photos.
 */
import { useRef, useState, type ChangeEvent } from 'react';
import { ApiError, postStory } from './api.ts';
import { useT } from '../i18n/index.ts';
import { FilePicker } from './FilePicker.tsx';

export function StorySection({ token }: { token: string }) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setBusy(true);
    setMessage(null);
    try {
      await postStory(token, file);
      setMessage({ text: t.vendor.stories.posted, error: false });
    } catch (error) {
      const problem = error instanceof ApiError ? error : null;
      setMessage({ text: Object.values(problem?.errors ?? {})[0] ?? (error instanceof Error ? error.message : t.vendor.stories.failed), error: true });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <section aria-labelledby="story-title" className="panel-section">
      <h3 id="story-title">{t.vendor.stories.heading}</h3>
      <p>{t.vendor.stories.hint}</p>
      <FilePicker inputRef={input} id="story-file" label={t.vendor.stories.add} accept="image/jpeg,image/png,image/webp,image/gif,video/mp4" disabled={busy} onChange={upload} />
      <p role="status" className={message?.error ? 'notice notice--error' : undefined}>
        {busy ? t.vendor.stories.saving : message?.text}
      </p>
    </section>
  );
}
