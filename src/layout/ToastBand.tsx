import { Box } from '@mui/material';
import { APP_BAR_HEIGHT, TOAST_GAP_PX, useToastHeight } from './toastBand';

/**
 * The free band at the top of the page, as tall as the toast shown (none without one). It stays under the
 * app bar while the page scrolls, so what scrolls by is hidden behind it rather than left under the toast.
 */
export function ToastBand() {
  const height = useToastHeight();
  if (height === 0) return null;
  return (
    <Box
      aria-hidden
      data-toast-band
      sx={{
        position: 'sticky',
        top: { xs: APP_BAR_HEIGHT.xs, sm: APP_BAR_HEIGHT.sm },
        zIndex: (theme) => theme.zIndex.appBar - 1,
        flexShrink: 0,
        height: height + 2 * TOAST_GAP_PX,
        bgcolor: 'background.default',
      }}
    />
  );
}
