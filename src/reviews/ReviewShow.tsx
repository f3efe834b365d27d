/**
 * /admin/reviews/:id/show, kept for links and bookmarks: the review is decided on the vendor's own page, so this
 * opens it (replacing this entry in the history).
 */
import { useGetOne, useTranslate } from 'react-admin';
import { Alert, LinearProgress } from '@mui/material';
import { Navigate, useParams } from 'react-router-dom';
import type { ReviewRecord } from '../domain/review';
import { errorText } from '../layout/errorText';
import { useVendorPagePath } from './deskTrail';

export function ReviewShow() {
  const { id } = useParams();
  const translate = useTranslate();
  const { data: review, error } = useGetOne<ReviewRecord>('reviews', { id: Number(id) });
  const vendorPage = useVendorPagePath();
  if (error) return <Alert severity="error">{errorText(error)}</Alert>;
  if (!review) return <LinearProgress aria-label={translate('app.review.opening')} />;
  return <Navigate to={vendorPage(review)} replace />;
}
