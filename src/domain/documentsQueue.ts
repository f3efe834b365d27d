/**
 * The documents queue (extension `documentsQueue`): vendor documents waiting for a check across vendors, the list
 * the work plan's documents figures open. ra-data-simple-rest conventions; the data provider's resource
 * `documentsQueue`. Filter `status` (default pending) and the work plan's creation range on `uploaded_at`.
 */
import type { DocumentReviewStatus } from './compliance/documents';

export const DOCUMENTS_QUEUE_SORT_FIELDS = ['uploaded_at', 'name', 'kind', 'requirement', 'id'] as const;

/** A row of the queue: the document and the vendor it belongs to. */
export interface QueuedDocument {
  /** The document's id. */
  id: number;
  user_id: number;
  /** The vendor's name and kind. */
  name: string;
  kind: string;
  requirement: string;
  /** The requirement's label (the document type), as the kind declares it. */
  label: string;
  status: DocumentReviewStatus;
  uploaded_at: string;
}
