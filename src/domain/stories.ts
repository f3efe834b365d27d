/**
 * Extension `storyModeration`: a story is public for a day after it is posted, an admin may hide it with a
 * reason, and the admin sees every story until the server's retention period (STORY_RETENTION_DAYS) removes it.
 */
export const STORY_PUBLIC_HOURS = 24;

/** The vendor portal's story call; the admin's are the `stories` resource's (src/domain/resources/stories.ts). */
export const STORY_ENDPOINTS = {
  /** The vendor portal posts a story (multipart `file`, an image or an MP4). */
  post: 'POST /api/vendor/stories',
} as const;

/** One story as the admin sees it. */
export interface ModeratedStory {
  id: number;
  user_id: number;
  kind: string;
  vendor_name: string;
  todaystory: string;
  /** The story's media folder: the file is served at `/{folder}/{todaystory}`. */
  folder: string;
  created_at: string;
  hidden_at: string | null;
  hidden_reason: string | null;
  hidden_by: number | null;
  /** Shown by the public player now: posted within the last day and not hidden. */
  public: boolean;
}

export const STORY_REASON_MAX = 500;

/** The moment before which a story is no longer public. */
export const publicSince = (now: Date) => new Date(now.getTime() - STORY_PUBLIC_HOURS * 3_600_000).toISOString();
